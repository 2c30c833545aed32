/** The order page's /v1 endpoints (api/src/contract/order.ts). */
import type { OrderDetail, OrderDetailParams } from '../../../api/src/contract/order.js';
import { read, write } from './define.js';

export const orderEndpoints = {
  // [auth] the signed-in user's own order (resolvers clear it after a change)
  orderDetail: read<OrderDetailParams, OrderDetail>('/order/detail'),
  cancelOrder: write<OrderDetailParams, OrderDetail>('/order/cancel'),
};
