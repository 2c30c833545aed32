// What the composition root and the other features use of this feature: its public face.
export { registerCapsuleRoutes } from './routes.js';
export { capsuleProductIds } from './store.js';
