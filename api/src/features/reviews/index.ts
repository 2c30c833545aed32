// What the composition root and the other features use of this feature: its public face.
export { registerReviewRoutes } from './routes.js';
export { productSizes } from './store.js';
