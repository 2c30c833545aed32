/**
 * Returns (contract/returns.ts): asking for one, its label and parcel, refunds when it arrives, and items that did
 * not come back in time; what returns do on the carrier's clock is returnHooks (hooks.ts), which the composition
 * root hands to fulfilment.
 */
import type { ApiModule } from '../../platform/module.js';
import type { Db } from '../../platform/db/schema.js';
import type { FulfilmentProvider } from '../fulfilment/index.js';
import type { PaymentProvider } from '../payments/index.js';
import { registerReturnRoutes } from './routes.js';
import type { ReturnSettings } from './settings.js';
import type {} from './tables.js'; // its tables in the Database type

export const returnsModule: ApiModule<{
  db: Db;
  payments: PaymentProvider;
  carrier: FulfilmentProvider;
  returns: ReturnSettings;
}> = {
  name: 'returns',
  register: (app, { db, payments, carrier, returns }) =>
    registerReturnRoutes(app, { db, payments, carrier, settings: returns }),
};

export { returnHooks } from './hooks.js';
export { type ReturnSettings } from './settings.js';
