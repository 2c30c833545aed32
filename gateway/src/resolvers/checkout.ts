/**
 * Checkout and payment: the checkout preview of every subscribe mode, creating the order,
 * paying it (PaymentIntent semantics: Stripe or the local emulator), the payment result. The
 * receipts a payment leaves are in receipts.ts.
 *
 * Paying is idempotent upstream: the same idempotencyKey confirms and charges once and every answer
 * describes that one payment. A refused checkout (23001–23005, 30007, 30008, 50000–50005, 2100x,
 * 20003) is a userError with the api's message verbatim; a declined card is not an error but a
 * PaymentResult with status FAILED and the provider's message.
 */
import { IDEMPOTENCY_KEY_PATTERN } from '@tote/contract/checkout-params';
import { billingOrderV1 } from '@tote/contract/v1/billing';
import { z } from 'zod';
import {
  CHECKOUT_ITEMS_MAX,
  COUPON_CODE_MAX,
  IDEMPOTENCY_KEY_MAX,
  IDEMPOTENCY_KEY_MIN,
  type CheckoutMode,
  type CheckoutParams,
  type PayParams,
} from '@tote/contract/checkout';
import type { Resolvers } from '../__generated__/resolvers-types.js';
import type { GatewayContext } from '../context.js';
import { nullIfNotFound } from '../errors.js';
import { enumOf, kebabOf } from './enums.js';
import { attemptMember, blankToUndefined, membershipChanged } from './memberCalls.js';
import { reloadViewer, requireSignIn, validateInput } from './session.js';
import { globalIdOf } from './toteInput.js';

const POINTS_MESSAGE = 'Points must be a whole number, 0 or more.';
const MODES = [
  'SUBSCRIBE',
  'RESUBSCRIBE',
  'UNLOCK_EARLY',
  'RESUME_SUBSCRIPTION',
  'RENT_TO_BUY',
  'PURCHASE_ONLY',
  'RENT_ONLY',
  'RENT_AND_PURCHASE',
] as const;
const promoCode = z.string().trim().max(COUPON_CODE_MAX, { error: 'This promo code is invalid.' });
const MAX_ITEMS = { error: `Choose at most ${CHECKOUT_ITEMS_MAX} items.` };
const toteItemId = globalIdOf('ToteItem', 'This is not an item of your Tote.');
const orderItemId = z.number().int().positive({ error: 'This is not an item of your orders.' });

/** A checkout's parameters (CheckoutInput) → /v1 CheckoutParams. */
export const checkoutSchema = z
  .object({
    mode: z.enum(MODES),
    planId: z.number().int().positive({ error: 'Choose a plan.' }).nullish(),
    couponCode: z.preprocess(blankToUndefined, promoCode.optional()),
    points: z.number().int({ error: POINTS_MESSAGE }).min(0, { error: POINTS_MESSAGE }).nullish(),
    cartItemIds: z.array(toteItemId).max(CHECKOUT_ITEMS_MAX, MAX_ITEMS).nullish(),
    orderItemIds: z.array(orderItemId).max(CHECKOUT_ITEMS_MAX, MAX_ITEMS).nullish(),
  })
  .transform((v): CheckoutParams => ({
    mode: kebabOf<CheckoutMode>(v.mode),
    ...(v.planId != null ? { planId: v.planId } : {}),
    ...(v.couponCode ? { couponCode: v.couponCode } : {}),
    ...(v.points != null ? { points: v.points } : {}),
    ...(v.cartItemIds ? { cartItemIdList: [...new Set(v.cartItemIds)] } : {}),
    ...(v.orderItemIds ? { orderItemIdList: [...new Set(v.orderItemIds)] } : {}),
  }));

const IDEMPOTENCY_MESSAGE =
  `The idempotency key must be ${IDEMPOTENCY_KEY_MIN} to ${IDEMPOTENCY_KEY_MAX} characters: ` +
  'letters, digits, _ - : .';
const idempotencyKey = z.string().regex(IDEMPOTENCY_KEY_PATTERN, { error: IDEMPOTENCY_MESSAGE });
const returnUrl = z
  .string()
  .trim()
  .refine((u) => URL.canParse(u) && /^https?:$/.test(new URL(u).protocol), {
    error: 'The return URL must be an absolute http(s) URL.',
  });

const emptyToUndefined = (v: unknown) => (v === null || v === '' ? undefined : v);
const createSchema = z.intersection(checkoutSchema, z.object({ idempotencyKey: idempotencyKey.nullish() }));
const paySchema = z.object({
  orderId: z.number().int().positive({ error: 'This order does not exist.' }),
  idempotencyKey,
  paymentMethodId: z.preprocess(emptyToUndefined, z.string().trim().min(1).max(255).optional()),
  returnUrl: z.preprocess(emptyToUndefined, returnUrl.optional()),
});

/** The payment-result page of this shop's origin: where the 3-D Secure challenge comes back to. */
const defaultReturnUrl = (ctx: GatewayContext, orderId: number) =>
  `${ctx.origin}/payment-result-check?orderIds=${orderId}`;

export const checkoutResolvers: Resolvers = {
  Query: {
    checkoutPreview: async (_p, { input }, ctx) => {
      requireSignIn(ctx, billingOrderV1.prePayDetail);
      const v = validateInput(checkoutSchema, input);
      if (!v.ok) return { preview: null, userErrors: v.userErrors };
      const r = await attemptMember(ctx, ctx.loaders.prePayDetail.load(v.data));
      return r.ok ? { preview: r.value, userErrors: [] } : { preview: null, userErrors: r.userErrors };
    },
    paymentResult: (_p, { orderId }, ctx) => {
      requireSignIn(ctx, billingOrderV1.queryPayResult);
      if (!Number.isInteger(orderId) || orderId < 1) return null;
      return nullIfNotFound(ctx.loaders.payResult.load({ orderId }));
    },
  },

  CheckoutPreview: {
    mode: (p) => enumOf(p.mode),
    walletCoupons: (p) => p.boundCoupons,
    messages: (p) => p.messageList,
  },
  CheckoutLine: {
    type: (l) => enumOf(l.type),
    product: (l, _a, ctx) => (l.shopProductId ? nullIfNotFound(ctx.loaders.productInfos.load(l.shopProductId)) : null),
  },
  CheckoutOrder: {
    mode: (o) => enumOf(o.mode),
    status: (o) => enumOf(o.status),
  },
  PaymentResult: {
    mode: (r) => enumOf(r.mode),
    status: (r) => enumOf(r.status),
    orderStatus: (r) => enumOf(r.orderStatus),
    receipt: (r, _a, ctx) =>
      r.receiptId ? nullIfNotFound(ctx.loaders.receiptDetail.load({ receiptId: r.receiptId })) : null,
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
  CreateOrderPayload: {
    paymentResult: (p, _a, ctx) =>
      p.order?.status === 'free' ? ctx.loaders.payResult.load({ orderId: p.order.orderId }) : null,
    viewer: (p, _a, ctx) => (p.order ? reloadViewer(ctx) : null),
  },
  PayOrderPayload: {
    viewer: (p, _a, ctx) => (p.paymentResult ? reloadViewer(ctx) : null),
  },

  Mutation: {
    createOrder: async (_p, { input }, ctx) => {
      requireSignIn(ctx, billingOrderV1.create);
      const v = validateInput(createSchema, input);
      if (!v.ok) return { order: null, userErrors: v.userErrors };
      const { idempotencyKey: key, ...checkout } = v.data;
      const params = { ...checkout, ...(key ? { idempotencyKey: key } : {}) };
      const r = await attemptMember(ctx, ctx.loaders.createOrder.load(params));
      if (!r.ok) return { order: null, userErrors: r.userErrors };
      membershipChanged(ctx); // points and the promo code are reserved; a free order is completed
      return { order: r.value, userErrors: [] };
    },

    payOrder: async (_p, { input }, ctx) => {
      requireSignIn(ctx, billingOrderV1.pay);
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
