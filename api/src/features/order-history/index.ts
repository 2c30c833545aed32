/**
 * A shopper's orders after checkout: the order and rental lists (history-routes.ts), the order page and
 * cancelling (detail-routes.ts), and the order views they and returns show (views.ts).
 */
import type { ApiModule } from '../../platform/module.js';
import type { Config } from '../../platform/config.js';
import type { Db } from '../../platform/db/schema.js';
import type { PaymentProvider } from '../payments/index.js';
import type { WaitlistSettings } from '../waitlist/index.js';
import { registerOrderDetailRoutes } from './detail-routes.js';
import { registerOrderHistoryRoutes } from './history-routes.js';

export const orderHistoryModule: ApiModule<{
  db: Db;
  payments: PaymentProvider;
  config: Pick<Config, 'webOrigin'>;
  waitlist: WaitlistSettings;
}> = {
  name: 'order-history',
  register: (app, { db, payments, config, waitlist }) => {
    const deps = { db, payments, webOrigin: config.webOrigin, waitlist };
    registerOrderDetailRoutes(app, deps);
    registerOrderHistoryRoutes(app, deps);
  },
};

export { lineViews } from './views.js';
