/** Banners and pop-ups (contract/popups.ts): what /app/init sends whom, and the back office's switch. */
import type { ApiModule } from '../../platform/module.js';
import type { Config } from '../../platform/config.js';
import type { Announce } from '../../platform/shared-switches.js';
import { registerPopupAdminRoutes } from './routes.js';
import type { PopupSettings } from './settings.js';
import type {} from './tables.js'; // its tables in the Database type

export const popupsModule: ApiModule<{
  config: Pick<Config, 'production' | 'adminKey'>;
  popups: PopupSettings;
  announce: Announce | undefined;
}> = {
  name: 'popups',
  register: (app, { config, popups, announce }) =>
    registerPopupAdminRoutes(app, {
      settings: popups,
      production: config.production,
      adminKey: config.adminKey,
      announce,
    }),
};

export { type PopupSettings } from './settings.js';
export { activePops, audiencesOf } from './store.js';
