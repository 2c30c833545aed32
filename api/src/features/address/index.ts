/** The address book: shipping and billing addresses (/address/…). */
import type { ApiModule } from '../../platform/module.js';
import type { Db } from '../../platform/db/schema.js';
import { registerAddressRoutes } from './address-routes.js';
import type {} from './tables.js'; // its tables in the Database type

export const addressModule: ApiModule<{ db: Db }> = {
  name: 'address',
  register: (app, { db }) => registerAddressRoutes(app, db),
};

export { parseFields } from './fields.js';
export { billingPart, shippingAddress } from './store.js';
