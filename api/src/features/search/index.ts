// What the composition root and the other features use of this feature: its public face.
export { searchProductIds } from './engine.js';
export { registerFilterRoutes } from './filter-routes.js';
export { refreshSearchIndex } from './refresh.js';
export { registerSearchRoutes } from './routes.js';
