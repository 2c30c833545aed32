/**
 * The Tote: every change in one transaction that locks the user's row, so the rent limit holds under concurrency;
 * idempotency keys; undo (store.ts, edits.ts); the Tote view and the product page's buttons (view.ts).
 */
import type { ApiModule } from '../../platform/module.js';
import type { Db } from '../../platform/db/schema.js';
import type {} from './tables.js'; // its tables in the Database type
import { registerToteRoutes } from './tote-routes.js';

export const toteModule: ApiModule<{ db: Db }> = {
  name: 'tote',
  register: (app, { db }) => registerToteRoutes(app, db),
};

export { toteCounts } from './store.js';
