/** The order page's and the order history's /v1 endpoints (contract/src/order.ts, order-history.ts). */
import { orderHistoryDetailV1, orderHistoryV1 } from '@tote/contract/v1/order-history';
import { read, write } from './define.js';

export const orderEndpoints = {
  // [auth] the signed-in user's own order (resolvers clear it after a change)
  orderDetail: read(orderHistoryDetailV1.detail),
  cancelOrder: write(orderHistoryDetailV1.cancel),
  // [auth] the order history
  orderTabs: read(orderHistoryV1.orderTabs),
  orderList: read(orderHistoryV1.orderList),
  rentalSummary: read(orderHistoryV1.userRentalHistory),
  rentalHistory: read(orderHistoryV1.orderRentalHistoryPage),
  rentalDetail: read(orderHistoryV1.orderRentalHistoryDetail),
};
