/**
 * /v1/order/detail and /order/cancel (contract/order.ts): the order page (views.ts), and cancelling an open order
 * (cancel.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { OrderDetail } from '@tote/contract/order';
import { implement } from '../../platform/http/implement.js';
import { requireUser } from '../auth/index.js';
import { type BillingDeps, loadStoredOrder } from '../billing/index.js';
import { cancelOrder } from './cancel.js';
import { orderHistoryDetailV1 } from '@tote/contract/v1/order-history';
import { orderDetail } from './views.js';

export function registerOrderDetailRoutes(app: FastifyInstance, deps: BillingDeps): void {
  implement(app, orderHistoryDetailV1, {
    detail: async (p, ctx, req): Promise<OrderDetail> =>
      orderDetail(deps, await loadStoredOrder(deps.db, requireUser(ctx).user.id, p.orderId), (err) =>
        req.log.warn({ err }, 'payment intent lookup failed'),
      ),
    cancel: async (p, ctx, req): Promise<OrderDetail> =>
      orderDetail(deps, await cancelOrder(deps, requireUser(ctx).user.id, p.orderId), (err) =>
        req.log.warn({ err }, 'payment intent lookup failed'),
      ),
  });
}
