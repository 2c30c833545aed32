/** The shop's tracking events (/context/tracking) and, outside production, /dev/tracking to read them. */
import type { ApiModule } from '../../platform/module.js';
import type { Config } from '../../platform/config.js';
import type { Db } from '../../platform/db/schema.js';
import type { IpLocator } from '../../platform/geo/index.js';
import type {} from './tables.js'; // its tables in the Database type
import { registerTrackingRoutes } from './tracking-routes.js';

export const trackingModule: ApiModule<{ db: Db; locator: IpLocator; config: Pick<Config, 'production'> }> = {
  name: 'tracking',
  register: (app, { db, locator, config }) =>
    registerTrackingRoutes(app, { db, locator }, { production: config.production }),
};
