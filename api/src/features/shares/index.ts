/** Share links to an order, a capsule or a collection (contract/share.ts), with their lifetime. */
import type { ApiModule } from '../../platform/module.js';
import type { Config } from '../../platform/config.js';
import type { Db } from '../../platform/db/schema.js';
import { registerShareRoutes } from './routes.js';
import type { ShareSettings } from './settings.js';
import type {} from './tables.js'; // its tables in the Database type

export const sharesModule: ApiModule<{ db: Db; shares: ShareSettings; config: Pick<Config, 'webOrigin'> }> = {
  name: 'shares',
  register: (app, { db, shares, config }) =>
    registerShareRoutes(app, { db, settings: shares, webOrigin: config.webOrigin }),
};

export { type ShareSettings } from './settings.js';
