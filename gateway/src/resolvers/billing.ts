/**
 * Checkout and payment (issue 5): the checkout preview of every subscribe mode, creating the order,
 * paying it (PaymentIntent semantics: Stripe or the local emulator), the payment result, receipts.
 *
 * Paying is idempotent upstream: the same idempotencyKey confirms and charges once and every answer
 * describes that one payment. A refused checkout (23001–23005, 30007, 30008, 50000–50005, 2100x,
 * 20003) is a userError with the api's message verbatim; a declined card is not an error but a
 * PaymentResult with status FAILED and the provider's message.
 */
import { z } from 'zod';
import type { PayParams } from '@tote/contract/checkout';
import type { Resolvers } from '../__generated__/resolvers-types.js';
import type { GatewayContext } from '../context.js';
import { nullIfNotFound } from '../errors.js';
import { numericIdOf, toGlobalId } from '../ids.js';
import type { ReceiptModel } from '../models.js';
import { reloadViewer, requireSignIn, validateInput } from './account.js';
import { asSignedIn } from './upstreamCalls.js';
import { attemptMember, checkoutSchema, connectionOf, enumOf, membershipChanged, slice } from './member.js';

const IDEMPOTENCY_MESSAGE = 'The idempotency key must be 8 to 100 characters: letters, digits, _ - : .';
const idempotencyKey = z.string().regex(/^[A-Za-z0-9_\-:.]{8,100}$/, { error: IDEMPOTENCY_MESSAGE });
const returnUrl = z
  .string()
  .trim()
  .refine((u) => URL.canParse(u) && /^https?:$/.test(new URL(u).protocol), { error: 'The return URL must be an absolute http(s) URL.' });

const createSchema = z.intersection(checkoutSchema, z.object({ idempotencyKey: idempotencyKey.nullish() }));
const paySchema = z.object({
  orderId: z.number().int().positive({ error: 'This order does not exist.' }),
  idempotencyKey,
  paymentMethodId: z.preprocess((v) => (v === null || v === '' ? undefined : v), z.string().trim().min(1).max(255).optional()),
  returnUrl: z.preprocess((v) => (v === null || v === '' ? undefined : v), returnUrl.optional()),
});

/** The receipt's detail: from the model when it came from /order/receiptDetail, else read once. */
const detailOf = async (r: ReceiptModel, ctx: GatewayContext) => (r.lines ? r : await ctx.loaders.receiptDetail.load({ receiptId: r.receiptId }));

/** The payment-result page of this shop's origin: where the 3-D Secure challenge comes back to. */
const defaultReturnUrl = (ctx: GatewayContext, orderId: number) => `${ctx.origin}/payment-result-check?orderIds=${orderId}`;

/** `Receipt:{receiptId}`: only the viewer's own receipt resolves. */
export function resolveReceiptNode(key: string, ctx: GatewayContext): Promise<ReceiptModel | null> {
  if (!/^[1-9]\d{0,9}$/.test(key)) return Promise.resolve(null);
  return asSignedIn(ctx, () => nullIfNotFound(ctx.loaders.receiptDetail.load({ receiptId: Number(key) })));
}

export const billingResolvers: Resolvers = {
  Query: {
    checkoutPreview: async (_p, { input }, ctx) => {
      requireSignIn(ctx, '/order/pre-pay-detail');
      const v = validateInput(checkoutSchema, input);
      if (!v.ok) return { preview: null, userErrors: v.userErrors };
      const r = await attemptMember(ctx, ctx.loaders.prePayDetail.load(v.data));
      return r.ok ? { preview: r.value, userErrors: [] } : { preview: null, userErrors: r.userErrors };
    },
    paymentResult: (_p, { orderId }, ctx) => {
      requireSignIn(ctx, '/order/queryPayResult');
      if (!Number.isInteger(orderId) || orderId < 1) return null;
      return nullIfNotFound(ctx.loaders.payResult.load({ orderId }));
    },
  },

  User: {
    receipts: async (_u, args, ctx) => {
      const costType = args.costType ? (args.costType.charAt(0) + args.costType.slice(1).toLowerCase()) as ReceiptModel['costType'] : undefined;
      const s = await slice(args, 10, (pageIndex, pageSize) => ctx.loaders.receipts.load({ pageIndex, pageSize, ...(costType ? { costType } : {}) }));
      return { list: s.list, offset: s.offset, total: s.total };
    },
    receipt: (_u, { id }, ctx) => {
      const receiptId = numericIdOf(id, 'Receipt');
      return receiptId === null ? null : nullIfNotFound(ctx.loaders.receiptDetail.load({ receiptId }));
    },
  },

  CheckoutPreview: {
    mode: (p) => enumOf(p.mode),
    walletCoupons: (p) => p.boundCoupons,
    messages: (p) => p.messageList,
  },
  CheckoutLine: {
    type: (l) => enumOf(l.type),
    product: (l, _a, ctx) => (l.shopProductId ? nullIfNotFound(ctx.loaders.productInfo.load({ shopProductId: l.shopProductId })) : null),
  },
  CheckoutOrder: {
    mode: (o) => enumOf(o.mode),
    status: (o) => enumOf(o.status),
  },
  PaymentResult: {
    mode: (r) => enumOf(r.mode),
    status: (r) => enumOf(r.status),
    orderStatus: (r) => enumOf(r.orderStatus),
    receipt: (r, _a, ctx) => (r.receiptId ? nullIfNotFound(ctx.loaders.receiptDetail.load({ receiptId: r.receiptId })) : null),
  },
  PaymentIntent: {
    intentId: (i) => i.id,
    status: (i) => enumOf(i.status),
    nextActionUrl: (i) => i.nextAction?.redirectToUrl.url ?? null,
    returnUrl: (i) => i.nextAction?.redirectToUrl.returnUrl ?? null,
  },
  CardSummary: {
    brand: (c) => enumOf(c.brand),
  },
  Receipt: {
    id: (r) => toGlobalId('Receipt', r.receiptId),
    costType: (r) => enumOf(r.costType),
    status: (r) => enumOf(r.status),
    mode: async (r, _a, ctx) => {
      const m = (await detailOf(r, ctx)).mode;
      return m ? enumOf(m) : null;
    },
    lines: async (r, _a, ctx) => (await detailOf(r, ctx)).lines ?? [],
    subtotal: async (r, _a, ctx) => (await detailOf(r, ctx)).subtotal ?? 0,
    couponCode: async (r, _a, ctx) => (await detailOf(r, ctx)).couponCode ?? null,
    discount: async (r, _a, ctx) => (await detailOf(r, ctx)).discount ?? 0,
    pointsUsed: async (r, _a, ctx) => (await detailOf(r, ctx)).pointsUsed ?? 0,
    pointsValue: async (r, _a, ctx) => (await detailOf(r, ctx)).pointsValue ?? 0,
    totalBilled: async (r, _a, ctx) => (await detailOf(r, ctx)).totalBilled ?? r.amount,
    periodStart: async (r, _a, ctx) => (await detailOf(r, ctx)).periodStart ?? null,
    periodEnd: async (r, _a, ctx) => (await detailOf(r, ctx)).periodEnd ?? null,
    billingAddress: async (r, _a, ctx) => (await detailOf(r, ctx)).billingAddress ?? null,
  },
  ReceiptLine: {
    type: (l) => enumOf(l.type),
  },
  ReceiptConnection: {
    edges: (s) => connectionOf(s).edges,
    pageInfo: (s) => connectionOf(s).pageInfo,
    totalCount: (s) => s.total,
  },

  CreateOrderPayload: {
    paymentResult: (p, _a, ctx) => (p.order?.status === 'free' ? ctx.loaders.payResult.load({ orderId: p.order.orderId }) : null),
    viewer: (p, _a, ctx) => (p.order ? reloadViewer(ctx) : null),
  },
  PayOrderPayload: {
    viewer: (p, _a, ctx) => (p.paymentResult ? reloadViewer(ctx) : null),
  },

  Mutation: {
    createOrder: async (_p, { input }, ctx) => {
      requireSignIn(ctx, '/order/create');
      const v = validateInput(createSchema, input);
      if (!v.ok) return { order: null, userErrors: v.userErrors };
      const { idempotencyKey: key, ...checkout } = v.data;
      const r = await attemptMember(ctx, ctx.loaders.createOrder.load({ ...checkout, ...(key ? { idempotencyKey: key } : {}) }));
      if (!r.ok) return { order: null, userErrors: r.userErrors };
      membershipChanged(ctx); // points and the promo code are reserved; a free order is completed
      return { order: r.value, userErrors: [] };
    },

    payOrder: async (_p, { input }, ctx) => {
      requireSignIn(ctx, '/order/pay');
      const v = validateInput(paySchema, input);
      if (!v.ok) return { paymentResult: null, userErrors: v.userErrors };
      const params: PayParams = {
        orderId: v.data.orderId,
        idempotencyKey: v.data.idempotencyKey,
        returnUrl: v.data.returnUrl ?? defaultReturnUrl(ctx, v.data.orderId),
        ...(v.data.paymentMethodId ? { paymentMethodId: v.data.paymentMethodId } : {}),
      };
      const r = await attemptMember(ctx, ctx.loaders.payOrder.load(params), () => null);
      if (!r.ok) return { paymentResult: null, userErrors: r.userErrors };
      membershipChanged(ctx);
      ctx.loaders.payResult.prime({ orderId: r.value.orderId }, r.value);
      return { paymentResult: r.value, userErrors: [] };
    },
  },
};
