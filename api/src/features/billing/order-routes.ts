/** /v1/order/pre-pay-detail, create, pay, queryPayResult (contract/checkout.ts). */
import type { FastifyInstance } from 'fastify';
import type { OrderCreated, PayResult, PrePayDetail } from '@tote/contract/checkout';
import { requireUser } from '../auth/index.js';
import { money } from '../catalog/index.js';
import { implement } from '../../platform/http/implement.js';
import { createFor, detailFor } from './checkout-steps.js';
import type { OrderRow } from './complete.js';
import type { BillingDeps } from './deps.js';
import { payOrder, queryPayResult } from './pay.js';
import { billingOrderV1 } from '@tote/contract/v1/billing';

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
  implement(app, billingOrderV1, {
    prePayDetail: (p, ctx): Promise<PrePayDetail> => detailFor(deps, requireUser(ctx).user.id, p),
    create: async ({ idempotencyKey: key, ...p }, ctx): Promise<OrderCreated> =>
      created(deps, await createFor(deps, requireUser(ctx).user.id, p, key)),
    pay: (p, ctx): Promise<PayResult> => payOrder(deps, requireUser(ctx).user.id, p),
    queryPayResult: (p, ctx, req): Promise<PayResult> =>
      queryPayResult(deps, requireUser(ctx).user.id, p.orderId, (err) =>
        req.log.warn({ err }, 'payment intent lookup failed'),
      ),
  });
}
