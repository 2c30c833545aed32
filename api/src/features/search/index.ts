/**
 * Product search on PostgreSQL (weighted full-text, pg_trgm for suggestions and "did you mean"), type-ahead,
 * recent and trending searches, and /filter/info, the facets of a listing or of a search.
 */
import type { ApiModule } from '../../platform/module.js';
import type { Db } from '../../platform/db/schema.js';
import type { Limiter } from '../auth/index.js';
import { registerFilterRoutes } from './filter-routes.js';
import { registerSearchRoutes } from './routes.js';
import type {} from './tables.js'; // its tables in the Database type

export const searchModule: ApiModule<{ db: Db; limiter: Limiter }> = {
  name: 'search',
  register: (app, { db, limiter }) => {
    registerFilterRoutes(app, db);
    registerSearchRoutes(app, db, limiter);
  },
};

export { searchProductIds } from './engine.js';
export { refreshSearchIndex } from './refresh.js';
