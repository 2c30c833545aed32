/**
 * The catalog: products, brands, the taxonomy (categories, collections, occasions), product cards and lists, the
 * home page, the menu; /product/info records what a signed-in shopper viewed (recently-viewed.ts).
 */
import type { ApiModule } from '../../platform/module.js';
import type { Db } from '../../platform/db/schema.js';
import { registerBrandRoutes } from './brand-routes.js';
import { registerHomeRoutes } from './home-routes.js';
import { registerListRoutes } from './list-routes.js';
import { registerMenuRoutes } from './menu-routes.js';
import { registerProductRoutes } from './product-routes.js';
import type {} from './tables.js'; // its tables in the Database type

export const catalogModule: ApiModule<{ db: Db }> = {
  name: 'catalog',
  register: (app, { db }) => {
    registerHomeRoutes(app, db);
    registerListRoutes(app, db);
    registerProductRoutes(app, db);
    registerBrandRoutes(app, db);
    registerMenuRoutes(app, db);
  },
};

export { entries } from './batch.js';
export { loadBrands } from './brands.js';
export { loadCards, loadCardsWithPictures, money, sizeAvailability } from './cards.js';
export { facetsOf, type Facets } from './facets.js';
export { countProducts, listIds, page, pageWindow, scopedProducts, type ListOptions, type Scope } from './list.js';
export { listIdsAndTotal, listProducts } from './list-page.js';
export { requireColorOf } from './product-reads.js';
export { SORT_OPTIONS } from './sort-options.js';
export { hasSkuInStock } from './stock.js';
export {
  CATALOG_VERSION,
  cachePerDb,
  readCatalogVersion,
  type CacheBounds,
  VersionedCache,
} from './versioned-cache.js';
export { DEPARTMENTS, brandById, categoryScope, collectionByCode, occasionByCode, productRow } from './taxonomy.js';
