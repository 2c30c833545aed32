/**
 * /app/init and /app/dynamic: what the shop and the apps ask for on start (the pop-ups of the caller, the store
 * links, the support inbox) and /app/location (the caller's location record). Above popups, whose pops /app/init sends.
 */
import type { ApiModule } from '../../platform/module.js';
import type { Config } from '../../platform/config.js';
import type { Db } from '../../platform/db/schema.js';
import type { IpLocator } from '../../platform/geo/index.js';
import type { PopupSettings } from '../popups/index.js';
import { registerAppRoutes } from './app-info-routes.js';
import { registerAppDevRoutes } from './dev-routes.js';
import type { AppSettings } from './app-settings.js';

export const appModule: ApiModule<{
  db: Db;
  locator: IpLocator;
  popups: PopupSettings;
  app: AppSettings;
  config: Pick<Config, 'production'>;
}> = {
  name: 'app',
  register: (server, { db, locator, popups, app, config }) => {
    registerAppRoutes(server, { db, locator, popups, settings: app });
    if (!config.production) registerAppDevRoutes(server);
  },
};

export { type AppSettings } from './app-settings.js';
