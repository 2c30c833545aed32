/**
 * Membership (issue 5): plans, the viewer's membership and its actions (pause, unpause, cancel with
 * the survey), the shipping address, the saved card, the payment provider's config, promo and
 * referral codes, bonus credits and referrals. Checkout, payment and receipts are in billing.ts.
 *
 * The api enforces the state machine: a refused action is its 23001 (message verbatim) as a
 * userError, like every other code a screen handles (MEMBER_USER_ERROR_CODES); bad input is
 * VALIDATION with the field's path, checked with the shared zod rules of the contract; 40000/60005
 * are UNAUTHENTICATED errors (and clear the session cookies).
 */
import { z } from 'zod';
import { addressFields, billingAddressFields } from '@tote/contract/address';
import type { CheckoutMode, CheckoutParams } from '@tote/contract/checkout';
import type { MemberActions } from '@tote/contract/member';
import { formatMobile } from '@tote/contract/validation';
import type { MembershipAction, Resolvers } from '../__generated__/resolvers-types.js';
import { pageArgs, offsetToCursor } from '../connection.js';
import type { GatewayContext } from '../context.js';
import { badUserInput, Code, USER_ERROR_CODES, type UpstreamError } from '../errors.js';
import { toGlobalId } from '../ids.js';
import type { MembershipModel, SliceModel } from '../models.js';
import { reloadViewer, requireSignIn, SUB_STATUS, validateInput } from './account.js';
import { globalIdOf } from './tote.js';
import { attempt, validationError } from './upstreamCalls.js';

// ---- enums: the /v1 strings ('resume-subscription', 'requires_action', 'Subscription') ⇄ UPPER_CASE ----

type Snake<S extends string> = S extends `${infer A}-${infer B}` ? `${A}_${Snake<B>}` : S extends `${infer A} ${infer B}` ? `${A}_${Snake<B>}` : S;
/** 'resume-subscription' → 'RESUME_SUBSCRIPTION', 'Subscription' → 'SUBSCRIPTION' (typed: a value the schema lacks fails to compile). */
export const enumOf = <S extends string>(s: S): Uppercase<Snake<S>> => s.toUpperCase().replace(/[- ]/g, '_') as Uppercase<Snake<S>>;
/** 'RESUME_SUBSCRIPTION' → 'resume-subscription'. */
export const kebabOf = <S extends string>(e: string): S => e.toLowerCase().replace(/_/g, '-') as S;

const ACTIONS: Record<keyof MemberActions, MembershipAction> = {
  subscribe: 'SUBSCRIBE',
  pause: 'PAUSE',
  unPause: 'UNPAUSE',
  cancel: 'CANCEL',
  resubscribe: 'RESUBSCRIBE',
  resume: 'RESUME',
  unlockEarly: 'UNLOCK_EARLY',
};

// ---- upstream failures → userErrors ------------------------------------------------------------------

/** Codes a membership, checkout or payment screen handles (schema/member.graphql). */
export const MEMBER_USER_ERROR_CODES: ReadonlySet<number> = new Set([
  ...USER_ERROR_CODES, // 50000–50005 promo codes, points, referral codes
  Code.DATA_NOT_FOUND, // unknown plan, order, coupon in the wallet, Tote item
  Code.BAD_REQUEST, // a parameter the api refused
  Code.TOTE_FULL, // more rent items than the plan allows
  Code.SIZE_SOLD_OUT, // an item no longer available
  Code.QUANTITY_UNAVAILABLE, // not enough stock
  Code.MEMBERSHIP_ACTION_NOT_ALLOWED, // membership action not allowed from the current state
  Code.BOX_LOCKED, // box locked
  Code.CHECKOUT_EMPTY, // nothing to check out
  Code.CHECKOUT_INCOMPLETE, // address or payment method missing
  Code.ORDER_CLOSED, // order closed
  Code.PAYMENT_PROVIDER_ERROR, // payment provider error / unavailable
  Code.PAYMENT_CHECK_NEEDED, // payment result check needed
]);

/** 50000–50005: the promo code, points and invitation codes of a checkout's coupon field. */
const isPromoCode = (code: number) => code >= Code.INVALID_PROMO && code <= Code.INVALID_INVITATION;

/** The input field an upstream code is about. */
export function memberFieldOf(e: UpstreamError): string[] | null {
  switch (e.code) {
    case Code.INVALID_PROMO:
    case Code.PROMO_USED:
    case Code.PROMO_EXCLUDES_PRODUCT:
    case Code.PROMO_FIRST_SUBSCRIPTION_ONLY:
      return ['input', 'couponCode'];
    case Code.INSUFFICIENT_POINTS:
      return ['input', 'points'];
    case Code.INVALID_INVITATION:
      return ['input', 'code'];
    default:
      return null;
  }
}

/** A mutation's upstream call with the membership codes as userErrors. */
export const attemptMember = <T>(ctx: GatewayContext, p: Promise<T>, field: (e: UpstreamError) => string[] | null = memberFieldOf) =>
  attempt(ctx, p, field, MEMBER_USER_ERROR_CODES);

/** The membership, the card, the Tote or the points changed: forget what this request read before. */
export function membershipChanged(ctx: GatewayContext): void {
  const l = ctx.loaders;
  for (const loader of [l.member, l.profileInfo, l.tote, l.pdpButton, l.payment, l.prePayDetail, l.payResult, l.receipts, l.receiptDetail, l.pointLog, l.referralLog]) loader.clearAll();
}

// ---- paging over pageIndex/pageSize lists -------------------------------------------------------------

/** Most a pageIndex/pageSize list answers per call. */
const MAX_UPSTREAM_PAGE = 50;

/**
 * `first`/`after` over a pageIndex/pageSize endpoint: the pages (one or two) that cover
 * [offset, offset + first), cut to that range. `extra` carries the first page's other fields.
 */
export async function slice<P extends { list: unknown[]; total: number }>(
  args: { first?: number | null; after?: string | null },
  defaultFirst: number,
  load: (pageIndex: number, pageSize: number) => Promise<P>,
): Promise<SliceModel<P['list'][number]> & { page: P }> {
  const { offset, first } = pageArgs(args, defaultFirst);
  if (first > MAX_UPSTREAM_PAGE) throw badUserInput(`\`first\` must be at most ${MAX_UPSTREAM_PAGE}.`, 'first');
  const size = Math.max(first, 1);
  const startPage = Math.floor(offset / size);
  const endPage = Math.floor((offset + size - 1) / size);
  const pages = await Promise.all(Array.from({ length: endPage - startPage + 1 }, (_, i) => load(startPage + i + 1, size)));
  const all = pages.flatMap((p) => p.list as P['list'][number][]);
  const list = all.slice(offset - startPage * size, offset - startPage * size + first);
  return { list, offset, total: pages[0]!.total, page: pages[0]! };
}

export function connectionOf<T>(s: SliceModel<T>) {
  const edges = s.list.map((node, i) => ({ node, cursor: offsetToCursor(s.offset + i) }));
  return {
    edges,
    totalCount: s.total,
    pageInfo: {
      hasNextPage: s.offset + edges.length < s.total,
      hasPreviousPage: s.offset > 0,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges[edges.length - 1]?.cursor ?? null,
    },
  };
}

const connectionResolvers = {
  edges: <T>(s: SliceModel<T>) => connectionOf(s).edges,
  pageInfo: <T>(s: SliceModel<T>) => connectionOf(s).pageInfo,
  totalCount: <T>(s: SliceModel<T>) => s.total,
};

// ---- input rules ----------------------------------------------------------------------------------------

const blankToUndefined = (v: unknown) => (v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v);
const FEEDBACK_MAX = 2000;
const WILLINGNESS_MESSAGE = 'Choose how likely you are to come back, from 1 to 5.';

const cancelSchema = z.object({
  answers: z
    .array(
      z.object({
        questionId: z.number().int().positive({ error: 'Choose an answer.' }),
        optionIds: z.array(z.number().int().positive()).max(20),
        text: z.preprocess(blankToUndefined, z.string().trim().max(500, { error: 'Your answer must be at most 500 characters.' }).optional()),
      }),
    )
    .max(20),
  feedback: z.preprocess(blankToUndefined, z.string().trim().max(FEEDBACK_MAX, { error: `Your feedback must be at most ${FEEDBACK_MAX} characters.` }).optional()),
  willingness: z.preprocess(blankToUndefined, z.number().int({ error: WILLINGNESS_MESSAGE }).min(1, { error: WILLINGNESS_MESSAGE }).max(5, { error: WILLINGNESS_MESSAGE }).optional()),
});

const POINTS_MESSAGE = 'Points must be a whole number, 0 or more.';

/** A checkout's parameters (CheckoutInput) → /v1 CheckoutParams. */
export const checkoutSchema = z
  .object({
    mode: z.enum(['SUBSCRIBE', 'RESUBSCRIBE', 'UNLOCK_EARLY', 'RESUME_SUBSCRIPTION', 'RENT_TO_BUY', 'PURCHASE_ONLY', 'RENT_ONLY', 'RENT_AND_PURCHASE']),
    planId: z.number().int().positive({ error: 'Choose a plan.' }).nullish(),
    couponCode: z.preprocess(blankToUndefined, z.string().trim().max(64, { error: 'This promo code is invalid.' }).optional()),
    points: z.number().int({ error: POINTS_MESSAGE }).min(0, { error: POINTS_MESSAGE }).nullish(),
    cartItemIds: z.array(globalIdOf('ToteItem', 'This is not an item of your Tote.')).max(200, { error: 'Choose at most 200 items.' }).nullish(),
    orderItemIds: z.array(z.number().int().positive({ error: 'This is not an item of your orders.' })).max(200, { error: 'Choose at most 200 items.' }).nullish(),
  })
  .transform(
    (v): CheckoutParams => ({
      mode: kebabOf<CheckoutMode>(v.mode),
      ...(v.planId != null ? { planId: v.planId } : {}),
      ...(v.couponCode ? { couponCode: v.couponCode } : {}),
      ...(v.points != null ? { points: v.points } : {}),
      ...(v.cartItemIds ? { cartItemIdList: [...new Set(v.cartItemIds)] } : {}),
      ...(v.orderItemIds ? { orderItemIdList: [...new Set(v.orderItemIds)] } : {}),
    }),
  );

const paymentMethodId = z.string().trim().min(1, { error: 'Add your card with the payment form.' }).max(255, { error: 'This card could not be saved.' });
const couponCode = z.string().trim().min(1, { error: 'Enter a code.' }).max(64, { error: 'This promo code is invalid.' });

// ---- membership actions ----------------------------------------------------------------------------------

async function memberAction(ctx: GatewayContext, path: string, call: () => Promise<MembershipModel>) {
  requireSignIn(ctx, path);
  const r = await attemptMember(ctx, call());
  if (!r.ok) return { membership: null, userErrors: r.userErrors };
  membershipChanged(ctx);
  ctx.loaders.member.prime({}, r.value);
  return { membership: r.value, userErrors: [] };
}

// ---- resolvers ---------------------------------------------------------------------------------------------

export const memberResolvers: Resolvers = {
  Query: {
    membershipPlans: async (_p, _a, ctx) => (await ctx.loaders.membershipPlans.load({})).list,
    paymentConfig: (_p, _a, ctx) => ctx.loaders.paymentConfig.load({}),
    cancelSurvey: (_p, _a, ctx) => {
      requireSignIn(ctx, '/member/cancel-survey');
      return ctx.loaders.cancelSurvey.load({});
    },
  },

  User: {
    membership: (_u, _a, ctx) => ctx.loaders.member.load({}),
    shippingAddress: async (_u, _a, ctx) => (await ctx.loaders.address.load({ addressType: 1 })).address,
    paymentMethod: async (_u, _a, ctx) => (await ctx.loaders.payment.load({})).paymentInfo,
    bonusCredits: async (_u, args, ctx) => {
      const s = await slice(args, 20, (pageIndex, pageSize) => ctx.loaders.pointLog.load({ pageIndex, pageSize }));
      return { ...s, balance: s.page.points };
    },
    referrals: async (_u, args, ctx) => {
      const s = await slice(args, 20, (pageIndex, pageSize) => ctx.loaders.referralLog.load({ pageIndex, pageSize }));
      return { ...s, referralCode: s.page.referralCode, rewardPoints: s.page.rewardPoints, earnedPoints: s.page.earnedPoints };
    },
  },

  MembershipPlan: {
    id: (p) => toGlobalId('MembershipPlan', p.planId),
  },
  Membership: {
    status: (m) => SUB_STATUS[m.subStatus],
    isMember: (m) => m.isMember === 1,
    pausedUntil: (m) => m.pausedExpired,
    showUnlockEarly: (m) => m.isShowBtnUnlockEarly,
    allowedActions: (m) => (Object.keys(ACTIONS) as (keyof MemberActions)[]).filter((k) => m.actions[k]).map((k) => ACTIONS[k]),
    messages: (m) => m.messageList,
  },
  SurveyQuestion: {
    type: (q) => enumOf(q.type),
  },
  Address: {
    addressId: (a) => a.id,
    mobileDisplay: (a) => formatMobile(a.mobile),
  },
  PaymentMethod: {
    maskedNumber: (p) => p.creditCardNumber,
    brand: (p) => enumOf(p.cardBrand),
    sameAsShipping: (p) => p.isSameAddress,
    provider: (p) => enumOf(p.provider),
  },
  PaymentConfig: {
    provider: (c) => enumOf(c.provider),
  },
  TestCard: {
    brand: (c) => enumOf(c.brand),
    outcome: (c) => enumOf(c.outcome),
  },
  Coupon: {
    discountType: (c) => enumOf(c.discountType),
    appliesTo: (c) => enumOf(c.appliesTo),
  },
  CouponCheck: {
    kind: (c) => enumOf(c.kind),
  },
  BonusCreditConnection: {
    ...connectionResolvers,
    balanceValue: (s) => s.balance / 100,
  },
  BonusCreditEntry: {
    entryId: (e) => e.id,
  },
  ReferralConnection: connectionResolvers,
  Referral: {
    status: (r) => enumOf(r.status),
  },

  MembershipPayload: {
    viewer: (p, _a, ctx) => (p.membership ? reloadViewer(ctx) : null),
  },
  SaveShippingAddressPayload: {
    viewer: (p, _a, ctx) => (p.address ? reloadViewer(ctx) : null),
  },
  SavePaymentMethodPayload: {
    viewer: (p, _a, ctx) => (p.paymentMethod ? reloadViewer(ctx) : null),
  },
  CouponPayload: {
    viewer: (p, _a, ctx) => (p.coupon ? reloadViewer(ctx) : null),
  },

  Mutation: {
    pauseMembership: (_p, _a, ctx) => memberAction(ctx, '/member/pause', () => ctx.loaders.pauseMember.load({})),
    unpauseMembership: (_p, _a, ctx) => memberAction(ctx, '/member/unPause', () => ctx.loaders.unpauseMember.load({})),
    cancelMembership: async (_p, { input }, ctx) => {
      requireSignIn(ctx, '/member/cancel');
      const v = validateInput(cancelSchema, input);
      if (!v.ok) return { membership: null, userErrors: v.userErrors };
      const { answers, feedback, willingness } = v.data;
      const surveyList = answers.map((a) => ({ questionId: a.questionId, optionIds: a.optionIds, ...(a.text ? { text: a.text } : {}) }));
      return memberAction(ctx, '/member/cancel', () =>
        ctx.loaders.cancelMember.load({ surveyList, ...(feedback ? { feedback } : {}), ...(willingness != null ? { willingness } : {}) }),
      );
    },

    saveShippingAddress: async (_p, { input }, ctx) => {
      requireSignIn(ctx, '/address/edit');
      const v = validateInput(addressFields, { ...input, details: input.details ?? '' });
      if (!v.ok) return { address: null, userErrors: v.userErrors };
      const r = await attemptMember(ctx, ctx.loaders.editAddress.load({ addressType: 1, ...v.data }));
      if (!r.ok) return { address: null, userErrors: r.userErrors };
      ctx.loaders.address.clearAll().prime({ addressType: 1 }, { address: r.value });
      ctx.loaders.payment.clearAll(); // a billing address "same as shipping" follows it
      ctx.loaders.prePayDetail.clearAll();
      return { address: r.value, userErrors: [] };
    },

    savePaymentMethod: async (_p, { input }, ctx) => {
      requireSignIn(ctx, '/payment/edit');
      const sameAsShipping = input.sameAsShipping ?? true;
      if (!sameAsShipping && !input.billingAddress) {
        return { paymentMethod: null, userErrors: [validationError(['input', 'billingAddress'], 'Add a billing address.')] };
      }
      const schema = z.object({
        paymentMethodId,
        billingAddress: sameAsShipping ? z.unknown().optional() : billingAddressFields,
      });
      const billingAddress = input.billingAddress ? { ...input.billingAddress, details: input.billingAddress.details ?? '' } : undefined;
      const v = validateInput(schema, { paymentMethodId: input.paymentMethodId, billingAddress });
      if (!v.ok) return { paymentMethod: null, userErrors: v.userErrors };
      const params = {
        paymentMethodId: v.data.paymentMethodId,
        sameShippingAddress: sameAsShipping,
        ...(!sameAsShipping ? { billingAddress: v.data.billingAddress as z.output<typeof billingAddressFields> } : {}),
      };
      const r = await attemptMember(ctx, ctx.loaders.editPayment.load(params), (e) => (e.code === Code.BAD_REQUEST ? ['input', 'paymentMethodId'] : null));
      if (!r.ok) return { paymentMethod: null, userErrors: r.userErrors };
      ctx.loaders.payment.clearAll().prime({}, { paymentInfo: r.value });
      ctx.loaders.prePayDetail.clearAll();
      return { paymentMethod: r.value, userErrors: [] };
    },

    validateCoupon: async (_p, { input }, ctx) => {
      requireSignIn(ctx, '/coupon/validate');
      const v = validateInput(z.object({ code: couponCode, checkout: checkoutSchema.nullish() }), input);
      if (!v.ok) return { coupon: null, userErrors: v.userErrors };
      const checkout = v.data.checkout ? (({ couponCode: _c, ...rest }: CheckoutParams) => rest)(v.data.checkout) : {};
      const r = await attemptMember(ctx, ctx.loaders.validateCoupon.load({ code: v.data.code, ...checkout }), (e) => (isPromoCode(e.code) ? ['input', 'code'] : null));
      return r.ok ? { coupon: r.value, userErrors: [] } : { coupon: null, userErrors: r.userErrors };
    },
    applyCoupon: async (_p, { input }, ctx) => {
      requireSignIn(ctx, '/coupon/bindAccount');
      const v = validateInput(z.object({ code: couponCode }), input);
      if (!v.ok) return { coupon: null, userErrors: v.userErrors };
      const r = await attemptMember(ctx, ctx.loaders.bindCoupon.load(v.data), (e) => (isPromoCode(e.code) ? ['input', 'code'] : null));
      if (!r.ok) return { coupon: null, userErrors: r.userErrors };
      membershipChanged(ctx); // points (a referral code), the wallet of the checkout
      return { coupon: r.value, userErrors: [] };
    },
    removeCoupon: async (_p, { input }, ctx) => {
      requireSignIn(ctx, '/coupon/unbindAccount');
      const v = validateInput(z.object({ code: couponCode }), input);
      if (!v.ok) return { removed: false, userErrors: v.userErrors };
      const r = await attemptMember(ctx, ctx.loaders.unbindCoupon.load(v.data), (e) => (e.code === Code.DATA_NOT_FOUND ? ['input', 'code'] : null));
      if (!r.ok) return { removed: false, userErrors: r.userErrors };
      ctx.loaders.prePayDetail.clearAll();
      return { removed: true, userErrors: [] };
    },
  },
};
