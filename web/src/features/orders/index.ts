/** The shopper's orders: an order and its tracking, paying it, the order and rental history, returns. */
export { orderRoutes, orderHistoryRoutes } from './routes.ts';
