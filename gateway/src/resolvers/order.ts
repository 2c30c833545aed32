/**
 * The order page (issue 5, schema/order.graphql): one order of the viewer's (/order/detail) and
 * cancelling an open one (/order/cancel). An unknown order or anyone else's is null (20003);
 * a refused cancel (23006 paid, 30007, 30008, 20003) is a userError with the api's message verbatim.
 */
import type { Resolvers } from '../__generated__/resolvers-types.js';
import type { GatewayContext } from '../context.js';
import { Code, nullIfNotFound } from '../errors.js';
import { toGlobalId } from '../ids.js';
import type { OrderModel } from '../models.js';
import { enumOf } from './enums.js';
import { MEMBER_USER_ERROR_CODES, membershipChanged } from './memberCalls.js';
import { reloadViewer, requireSignIn } from './session.js';
import { asSignedIn, attempt } from './upstreamCalls.js';

/** Codes the order page handles: the checkout's (20003, 30007, 30008, …) and 23006 a paid order can't be cancelled. */
export const ORDER_USER_ERROR_CODES: ReadonlySet<number> = new Set([
  ...MEMBER_USER_ERROR_CODES,
  Code.ORDER_NOT_CANCELLABLE,
]);

const validOrderId = (orderId: number): boolean =>
  Number.isInteger(orderId) && orderId >= 1 && orderId <= 2_147_483_647;

/** `Order:{orderId}`: only the viewer's own order resolves. */
export function resolveOrderNode(key: string, ctx: GatewayContext): Promise<OrderModel | null> {
  if (!/^[1-9]\d{0,9}$/.test(key) || !validOrderId(Number(key))) return Promise.resolve(null);
  return asSignedIn(ctx, () => nullIfNotFound(ctx.loaders.orderDetail.load({ orderId: Number(key) })));
}

export const orderResolvers: Resolvers = {
  Query: {
    order: (_p, { orderId }, ctx) => {
      requireSignIn(ctx, '/order/detail');
      if (!validOrderId(orderId)) return null;
      return nullIfNotFound(ctx.loaders.orderDetail.load({ orderId }));
    },
  },

  Order: {
    id: (o) => toGlobalId('Order', o.orderId),
    mode: (o) => enumOf(o.mode),
    costType: (o) => enumOf(o.costType),
    status: (o) => enumOf(o.orderStatus),
    paymentStatus: (o) => enumOf(o.payStatus),
    paymentMessage: (o) => o.payMessage,
    shippingAddressSource: (o) => (o.shippingAddressSource ? enumOf(o.shippingAddressSource) : null),
    receipt: (o, _a, ctx) =>
      o.receiptId ? nullIfNotFound(ctx.loaders.receiptDetail.load({ receiptId: o.receiptId })) : null,
    primaryActions: (o) => o.primaryActions.map(enumOf),
    secondaryActions: (o) => o.secondaryActions.map(enumOf),
  },

  OrderLine: {
    type: (l) => enumOf(l.type),
    saleType: (l) => (l.saleType ? enumOf(l.saleType) : null),
    product: (l, _a, ctx) => (l.shopProductId ? nullIfNotFound(ctx.loaders.productInfos.load(l.shopProductId)) : null),
  },

  CancelOrderPayload: {
    viewer: (p, _a, ctx) => (p.order ? reloadViewer(ctx) : null),
  },

  Mutation: {
    cancelOrder: async (_p, { input }, ctx) => {
      requireSignIn(ctx, '/order/cancel');
      if (!validOrderId(input.orderId))
        return {
          order: null,
          userErrors: [{ code: 'VALIDATION', field: ['input', 'orderId'], message: 'This order does not exist.' }],
        };
      const r = await attempt(
        ctx,
        ctx.loaders.cancelOrder.load({ orderId: input.orderId }),
        null,
        ORDER_USER_ERROR_CODES,
      );
      if (!r.ok) return { order: null, userErrors: r.userErrors };
      membershipChanged(ctx); // points and the promo code are back
      ctx.loaders.orderDetail.clearAll();
      ctx.loaders.orderDetail.prime({ orderId: r.value.orderId }, r.value);
      return { order: r.value, userErrors: [] };
    },
  },
};
