/** The order page's and the order history's /v1 endpoints (contract/src/order.ts, order-history.ts). */
import type { OrderDetail, OrderDetailParams } from '@tote/contract/order';
import type {
  OrderList,
  OrderListParams,
  OrderTabs,
  RentalHistoryDetail,
  RentalHistoryPage,
  RentalHistoryPageParams,
  RentalHistorySummary,
} from '@tote/contract/order-history';
import { read, write } from './define.js';

export const orderEndpoints = {
  // [auth] the signed-in user's own order (resolvers clear it after a change)
  orderDetail: read<OrderDetailParams, OrderDetail>('/order/detail'),
  cancelOrder: write<OrderDetailParams, OrderDetail>('/order/cancel'),
  // [auth] the order history
  orderTabs: read<Record<string, never>, OrderTabs>('/order/tabs'),
  orderList: read<OrderListParams, OrderList>('/order/list'),
  rentalSummary: read<Record<string, never>, RentalHistorySummary>('/user/rental-history'),
  rentalHistory: read<RentalHistoryPageParams, RentalHistoryPage>('/order/rental-history-page'),
  rentalDetail: read<{ orderItemId: number }, RentalHistoryDetail>('/order/rental-history-detail'),
};
