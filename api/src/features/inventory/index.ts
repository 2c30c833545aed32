// What the composition root and the other features use of this feature: its public face.
export { requestStockNotification } from './back-in-stock.js';
export { registerInventoryRoutes } from './inventory-routes.js';
