/** Product reviews: writing one (with photos), the product page's reviews and their summary. */
import type { ApiModule } from '../../platform/module.js';
import type { Db } from '../../platform/db/schema.js';
import { registerReviewRoutes } from './routes.js';
import type {} from './tables.js'; // its tables in the Database type

export const reviewsModule: ApiModule<{ db: Db }> = {
  name: 'reviews',
  register: (app, { db }) => registerReviewRoutes(app, db),
};

export { productSizes } from './store.js';
export { renameReviewer } from './reviewer.js';
