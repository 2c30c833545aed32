/** Capsules: curated sets of products (/capsule/…). */
import type { ApiModule } from '../../platform/module.js';
import type { Db } from '../../platform/db/schema.js';
import { registerCapsuleRoutes } from './routes.js';
import type {} from './tables.js'; // its tables in the Database type

export const capsulesModule: ApiModule<{ db: Db }> = {
  name: 'capsules',
  register: (app, { db }) => registerCapsuleRoutes(app, db),
};

export { capsuleProductIds } from './store.js';
