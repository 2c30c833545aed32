/** The order page's /v1 endpoints (contract/src/order.ts). */
import type { OrderDetail, OrderDetailParams } from '@tote/contract/order';
import { read, write } from './define.js';

export const orderEndpoints = {
  // [auth] the signed-in user's own order (resolvers clear it after a change)
  orderDetail: read<OrderDetailParams, OrderDetail>('/order/detail'),
  cancelOrder: write<OrderDetailParams, OrderDetail>('/order/cancel'),
};
