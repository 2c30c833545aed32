/**
 * /v1/order/detail and /order/cancel (contract/order.ts): the order page (views.ts), and cancelling an open order
 * (cancel.ts).
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { OrderDetail } from '@tote/contract/order';
import { id } from '@tote/contract/params';
import { route } from '../../platform/http/route.js';
import { requireUser } from '../auth/index.js';
import { type BillingDeps, loadStoredOrder } from '../billing/index.js';
import { cancelOrder } from './cancel.js';
import { orderDetail } from './views.js';

export function registerOrderDetailRoutes(app: FastifyInstance, deps: BillingDeps): void {
  route(app, {
    path: '/order/detail',
    auth: true,
    params: z.object({ orderId: id() }),
    handler: async (p, ctx, req): Promise<OrderDetail> =>
      orderDetail(deps, await loadStoredOrder(deps.db, requireUser(ctx).user.id, p.orderId), (err) =>
        req.log.warn({ err }, 'payment intent lookup failed'),
      ),
  });

  route(app, {
    path: '/order/cancel',
    methods: ['POST'],
    auth: true,
    params: z.object({ orderId: id() }),
    handler: async (p, ctx, req): Promise<OrderDetail> =>
      orderDetail(deps, await cancelOrder(deps, requireUser(ctx).user.id, p.orderId), (err) =>
        req.log.warn({ err }, 'payment intent lookup failed'),
      ),
  });
}
