// What the composition root and the other features use of this feature: its public face.
export { toteCounts } from './store.js';
export { registerToteRoutes } from './tote-routes.js';
