// What the composition root and the other features use of this feature: its public face.
export { registerImageRoutes } from './image-routes.js';
export { type Silhouette } from './svg.js';
