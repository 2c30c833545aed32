/**
 * Stock: changeSkuStock is the one way to change a SKU's stock (stock.ts); back-in-stock requests, the holds they
 * get when their size comes back and their mails; /inventory/stock for the back office (admin key).
 */
import type { ApiModule } from '../../platform/module.js';
import type { Config } from '../../platform/config.js';
import type { Db } from '../../platform/db/schema.js';
import type { Mailer } from '../../platform/mail/index.js';
import { registerInventoryRoutes } from './inventory-routes.js';
import type {} from './tables.js'; // its tables in the Database type

export const inventoryModule: ApiModule<{
  db: Db;
  mailer: Mailer;
  config: Pick<Config, 'webOrigin' | 'production' | 'adminKey' | 'stockHoldMs'>;
  sweeps: { stockHoldsMs: number };
}> = {
  name: 'inventory',
  register: (app, { db, mailer, config, sweeps }) =>
    registerInventoryRoutes(app, {
      db,
      mailer,
      webOrigin: config.webOrigin,
      production: config.production,
      adminKey: config.adminKey,
      holdMs: config.stockHoldMs,
      sweepMs: sweeps.stockHoldsMs,
    }),
};

export { requestStockNotification } from './back-in-stock.js';
export { heldForOthers, sizeHeld, stockFor, takeUnits } from './holds.js';
export { changeSkuStock, notifyRestocked, type PendingRestock, type StockMailOptions } from './stock.js';
