/**
 * /app/init and /app/dynamic: what the shop and the apps ask for on start (the pop-ups of the caller, the store
 * links, the support inbox). Above popups, whose pops /app/init sends.
 */
import type { ApiModule } from '../../platform/module.js';
import type { Db } from '../../platform/db/schema.js';
import type { PopupSettings } from '../popups/index.js';
import { registerAppRoutes } from './app-info-routes.js';
import type { AppSettings } from './app-settings.js';

export const appModule: ApiModule<{ db: Db; popups: PopupSettings; app: AppSettings }> = {
  name: 'app',
  register: (server, { db, popups, app }) => registerAppRoutes(server, { db, popups, settings: app }),
};

export { type AppSettings } from './app-settings.js';
