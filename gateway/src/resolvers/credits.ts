/**
 * Credits: promo codes in the viewer's wallet and friends' referral codes (check, apply, remove),
 * bonus credits (points) with their balance, and the referrals the viewer's code brought.
 */
import { billingCouponV1 } from '@tote/contract/v1/billing';
import { z } from 'zod';
import type { CheckoutParams } from '@tote/contract/checkout';
import type { Resolvers } from '../__generated__/resolvers-types.js';
import { Code } from '../errors.js';
import { checkoutSchema } from './checkout.js';
import { enumOf } from './enums.js';
import { attemptMember, isPromoCode, membershipChanged } from './memberCalls.js';
import { connectionResolvers, slice } from './pagedLists.js';
import { reloadViewer, requireSignIn, validateInput } from './session.js';

const couponCode = z
  .string()
  .trim()
  .min(1, { error: 'Enter a code.' })
  .max(64, { error: 'This promo code is invalid.' });

/** A promo or referral code's refusal is about the `code` field. */
const promoField = (e: { code: number }) => (isPromoCode(e.code) ? ['input', 'code'] : null);

export const creditsResolvers: Resolvers = {
  User: {
    bonusCredits: async (_u, args, ctx) => {
      const s = await slice(args, 20, (pageIndex, pageSize) => ctx.loaders.pointLog.load({ pageIndex, pageSize }));
      return { ...s, balance: s.page.points };
    },
    bonusCreditBalance: (_u, _a, ctx) => ctx.loaders.pointBalance.load({}),
    referrals: async (_u, args, ctx) => {
      const s = await slice(args, 20, (pageIndex, pageSize) => ctx.loaders.referralLog.load({ pageIndex, pageSize }));
      const { referralCode, rewardPoints, earnedPoints } = s.page;
      return { ...s, referralCode, rewardPoints, earnedPoints };
    },
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

  CouponPayload: {
    viewer: (p, _a, ctx) => (p.coupon ? reloadViewer(ctx) : null),
  },

  Mutation: {
    validateCoupon: async (_p, { input }, ctx) => {
      requireSignIn(ctx, billingCouponV1.validate);
      const v = validateInput(z.object({ code: couponCode, checkout: checkoutSchema.nullish() }), input);
      if (!v.ok) return { coupon: null, userErrors: v.userErrors };
      const checkout = v.data.checkout ? (({ couponCode: _c, ...rest }: CheckoutParams) => rest)(v.data.checkout) : {};
      const call = ctx.loaders.validateCoupon.load({ code: v.data.code, ...checkout });
      const r = await attemptMember(ctx, call, promoField);
      return r.ok ? { coupon: r.value, userErrors: [] } : { coupon: null, userErrors: r.userErrors };
    },
    applyCoupon: async (_p, { input }, ctx) => {
      requireSignIn(ctx, billingCouponV1.bindAccount);
      const v = validateInput(z.object({ code: couponCode }), input);
      if (!v.ok) return { coupon: null, userErrors: v.userErrors };
      const r = await attemptMember(ctx, ctx.loaders.bindCoupon.load(v.data), promoField);
      if (!r.ok) return { coupon: null, userErrors: r.userErrors };
      membershipChanged(ctx); // points (a referral code), the wallet of the checkout
      return { coupon: r.value, userErrors: [] };
    },
    removeCoupon: async (_p, { input }, ctx) => {
      requireSignIn(ctx, billingCouponV1.unbindAccount);
      const v = validateInput(z.object({ code: couponCode }), input);
      if (!v.ok) return { removed: false, userErrors: v.userErrors };
      const notInWallet = (e: { code: number }) => (e.code === Code.DATA_NOT_FOUND ? ['input', 'code'] : null);
      const r = await attemptMember(ctx, ctx.loaders.unbindCoupon.load(v.data), notInWallet);
      if (!r.ok) return { removed: false, userErrors: r.userErrors };
      ctx.loaders.prePayDetail.clearAll();
      return { removed: true, userErrors: [] };
    },
  },
};
