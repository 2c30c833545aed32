// What the composition root and the other features use of this feature: its public face.
export { entries, idList } from './batch.js';
export { registerBrandRoutes } from './brand-routes.js';
export { loadBrands } from './brands.js';
export { loadCards, money, sizeAvailability } from './cards.js';
export { facetsOf, type Facets } from './facets.js';
export { registerHomeRoutes } from './home-routes.js';
export { registerListRoutes } from './list-routes.js';
export {
  countProducts,
  listIds,
  listProducts,
  page,
  pageWindow,
  scopedProducts,
  type ListOptions,
  type Scope,
} from './list.js';
export { registerMenuRoutes } from './menu-routes.js';
export { requireColorOf } from './product-reads.js';
export { registerProductRoutes } from './product-routes.js';
export { SORT_OPTIONS } from './sort-options.js';
export { DEPARTMENTS, brandById, categoryScope, collectionByCode, occasionByCode, productRow } from './taxonomy.js';
