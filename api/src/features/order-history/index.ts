// What the composition root and the other features use of this feature: its public face.
export { registerOrderDetailRoutes } from './detail-routes.js';
export { registerOrderHistoryRoutes } from './history-routes.js';
export { lineViews } from './views.js';
