/**
 * The order page (issue 5, schema/order.graphql): one order of the viewer's (/order/detail) and
 * cancelling an open one (/order/cancel). An unknown order or anyone else's is null (20003);
 * a refused cancel (23006 paid, 30007, 30008, 20003) is a userError with the api's message verbatim.
 */
import { orderHistoryDetailV1 } from '@tote/contract/v1/order-history';
import type {
  OrderPrimaryAction as ApiPrimaryAction,
  OrderSecondaryAction as ApiSecondaryAction,
} from '@tote/contract/order';
import type { OrderPrimaryAction, OrderSecondaryAction, Resolvers } from '../__generated__/resolvers-types.js';
import type { GatewayContext } from '../context.js';
import { Code, nullIfNotFound } from '../errors.js';
import { toGlobalId } from '../ids.js';
import type { OrderModel } from '../models/order.js';
import type { OrderDetail } from '@tote/contract/order';
import { enumOf } from './enums.js';
import { MEMBER_USER_ERROR_CODES, membershipChanged } from './memberCalls.js';
import { reloadViewer, requireSignIn } from './session.js';
import { asSignedIn, attempt } from './upstreamCalls.js';

/** Codes the order page handles: the checkout's (20003, 30007, 30008, …) and 23006 a paid order can't be cancelled. */
export const ORDER_USER_ERROR_CODES: ReadonlySet<number> = new Set([
  ...MEMBER_USER_ERROR_CODES,
  Code.ORDER_NOT_CANCELLABLE,
]);

/** The api's actions, as the schema's enum values (the schema offers every one of them). */
const primaryActionsOf = (list: readonly ApiPrimaryAction[]): OrderPrimaryAction[] => list.map((a) => enumOf(a));
const secondaryActionsOf = (list: readonly ApiSecondaryAction[]): OrderSecondaryAction[] => list.map((a) => enumOf(a));

/** The order's detail: the model when it came from /order/detail, else (an order of the history's list) read once. */
const detailOf = async (o: OrderModel, ctx: GatewayContext): Promise<OrderDetail> =>
  o.shipments ? (o as OrderDetail) : await ctx.loaders.orderDetail.load({ orderId: o.orderId });

/** An id the api accepts: a positive 32-bit integer. */
export const validOrderId = (orderId: number): boolean =>
  Number.isInteger(orderId) && orderId >= 1 && orderId <= 2_147_483_647;

/** `Order:{orderId}`: only the viewer's own order resolves. */
export function resolveOrderNode(key: string, ctx: GatewayContext): Promise<OrderModel | null> {
  if (!/^[1-9]\d{0,9}$/.test(key) || !validOrderId(Number(key))) return Promise.resolve(null);
  return asSignedIn(ctx, () => nullIfNotFound(ctx.loaders.orderDetail.load({ orderId: Number(key) })));
}

export const orderResolvers: Resolvers = {
  Query: {
    order: (_p, { orderId }, ctx) => {
      requireSignIn(ctx, orderHistoryDetailV1.detail);
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
    paymentMessage: async (o, _a, ctx) => (await detailOf(o, ctx)).payMessage,
    subtotal: async (o, _a, ctx) => (await detailOf(o, ctx)).subtotal,
    couponCode: async (o, _a, ctx) => (await detailOf(o, ctx)).couponCode,
    discount: async (o, _a, ctx) => (await detailOf(o, ctx)).discount,
    pointsUsed: async (o, _a, ctx) => (await detailOf(o, ctx)).pointsUsed,
    pointsValue: async (o, _a, ctx) => (await detailOf(o, ctx)).pointsValue,
    shipping: async (o, _a, ctx) => (await detailOf(o, ctx)).shipping,
    card: async (o, _a, ctx) => (await detailOf(o, ctx)).card,
    shippingAddress: async (o, _a, ctx) => (await detailOf(o, ctx)).shippingAddress,
    shippingAddressSource: async (o, _a, ctx) => {
      const source = (await detailOf(o, ctx)).shippingAddressSource;
      return source ? enumOf(source) : null;
    },
    receipt: async (o, _a, ctx) => {
      const { receiptId } = await detailOf(o, ctx);
      return receiptId ? nullIfNotFound(ctx.loaders.receiptDetail.load({ receiptId })) : null;
    },
    shipments: async (o, _a, ctx) => (await detailOf(o, ctx)).shipments,
    renewalPeriod: async (o, _a, ctx) => (o.mode === 'renewal' ? (await detailOf(o, ctx)).renewalPeriod : null),
    primaryActions: (o) => primaryActionsOf(o.primaryActions),
    secondaryActions: (o) => secondaryActionsOf(o.secondaryActions),
  },

  OrderLine: {
    type: (l) => enumOf(l.type),
    saleType: (l) => (l.saleType ? enumOf(l.saleType) : null),
    product: (l, _a, ctx) => (l.shopProductId ? nullIfNotFound(ctx.loaders.productInfos.load(l.shopProductId)) : null),
    state: (l) => (l.state ? enumOf(l.state) : null),
    inspection: (l) => (l.inspection ? enumOf(l.inspection) : null),
  },

  Shipment: {
    direction: (s) => enumOf(s.direction),
    status: (s) => enumOf(s.status),
    returnTicket: (s, _a, ctx) =>
      s.returnTicketId === null ? null : nullIfNotFound(ctx.loaders.returnTicket.load({ ticketId: s.returnTicketId })),
  },

  TrackingEvent: {
    status: (e) => enumOf(e.status),
  },

  CancelOrderPayload: {
    viewer: (p, _a, ctx) => (p.order ? reloadViewer(ctx) : null),
  },

  Mutation: {
    cancelOrder: async (_p, { input }, ctx) => {
      requireSignIn(ctx, orderHistoryDetailV1.cancel);
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
