/** /v1/order/pre-pay-detail, create, pay, queryPayResult (contract/checkout.ts). */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { OrderCreated, PayResult, PrePayDetail } from '@tote/contract/checkout';
import { requireUser } from '../auth/index.js';
import { money } from '../catalog/index.js';
import { id } from '@tote/contract/params';
import { route } from '../../platform/http/route.js';
import { prePayDetail } from './checkout-view.js';
import type { OrderRow } from './complete.js';
import type { BillingDeps } from './deps.js';
import { createOrder, priceForUser } from './orders.js';
import { payOrder, queryPayResult } from './pay.js';
import { checkoutShape, httpUrl, idempotencyKey, paymentMethodId } from './params.js';
import { assertMayStartMembership } from '../waitlist/index.js';

async function created(deps: BillingDeps, order: OrderRow): Promise<OrderCreated> {
  const items = await deps.db
    .selectFrom('order_items as i')
    .leftJoin('skus as s', 's.id', 'i.sku_id')
    .selectAll('i')
    .select('s.code as sku')
    .where('i.order_id', '=', order.id)
    .orderBy('i.id')
    .execute();
  return {
    orderId: order.id,
    orderIds: [order.id],
    mode: order.mode,
    status: order.pay_status === 'free' ? 'free' : 'pending',
    lines: items.map((i) => ({
      type: i.type,
      title: i.title,
      detail: i.detail,
      quantity: i.quantity,
      unitPrice: money(i.unit_cents),
      amount: money(i.amount_cents),
      cartItemId: i.cart_item_id,
      orderItemId: i.source_item_id,
      sku: i.sku,
      shopProductId: i.product_id,
      imageUrl: null,
    })),
    subtotal: money(order.subtotal_cents),
    couponCode: order.coupon_code,
    discount: money(order.discount_cents),
    pointsUsed: order.points_used,
    totalBilled: money(order.total_cents),
    currency: 'USD',
  };
}

export function registerOrderRoutes(app: FastifyInstance, deps: BillingDeps): void {
  const { db } = deps;

  route(app, {
    path: '/order/pre-pay-detail',
    auth: true,
    params: z.object(checkoutShape),
    handler: async (p, ctx): Promise<PrePayDetail> => {
      const userId = requireUser(ctx).user.id;
      if (deps.waitlist) await assertMayStartMembership(db, deps.waitlist, userId, p.mode);
      const { state, priced } = await priceForUser(db, userId, p);
      return prePayDetail(db, state, priced, deps.payments);
    },
  });

  route(app, {
    path: '/order/create',
    methods: ['POST'],
    auth: true,
    params: z.object({ ...checkoutShape, idempotencyKey: idempotencyKey.optional() }),
    handler: async ({ idempotencyKey: key, ...p }, ctx): Promise<OrderCreated> => {
      const userId = requireUser(ctx).user.id;
      if (deps.waitlist) await assertMayStartMembership(db, deps.waitlist, userId, p.mode);
      return created(deps, await createOrder(deps, userId, p, key));
    },
  });

  route(app, {
    path: '/order/pay',
    methods: ['POST'],
    auth: true,
    params: z.object({
      orderId: id(),
      idempotencyKey,
      paymentMethodId: paymentMethodId.optional(),
      returnUrl: httpUrl.optional(),
    }),
    handler: (p, ctx): Promise<PayResult> => payOrder(deps, requireUser(ctx).user.id, p),
  });

  route(app, {
    path: '/order/queryPayResult',
    auth: true,
    params: z.object({ orderId: id() }),
    handler: (p, ctx, req): Promise<PayResult> =>
      queryPayResult(deps, requireUser(ctx).user.id, p.orderId, (err) =>
        req.log.warn({ err }, 'payment intent lookup failed'),
      ),
  });
}
