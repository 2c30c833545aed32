/** /v1/coupon/validate, bindAccount, unbindAccount (contract/coupons.ts). */
import type { FastifyInstance } from 'fastify';
import type { CouponCheck } from '@tote/contract/coupons';
import { ErrorCode } from '@tote/contract/codes';
import type { Db } from '../../platform/db/schema.js';
import { requireUser } from '../auth/index.js';
import { ApiError, notFound } from '../../platform/http/errors.js';
import { implement } from '../../platform/http/implement.js';
import { money } from '../catalog/index.js';
import { REFERRAL_BONUS_POINTS } from '../accounts/index.js';
import type { BillingDeps } from './deps.js';
import { canonicalCode, checkPromoCode, couponSummary, findCoupon, PromoMessages, type CouponRow } from './coupons.js';
import { priceForUser } from './orders.js';
import { billingCouponV1 } from '@tote/contract/v1/billing';
import { bindReferral, checkReferral, findReferrer, shortName, type Referrer } from './referrals.js';

const promoCheck = (c: CouponRow, discount: number | null): CouponCheck => ({
  valid: true,
  kind: 'promo',
  code: c.code,
  coupon: couponSummary(c),
  discount,
  referrerName: null,
  message: discount === null ? c.description : `${c.description} You save $${discount.toFixed(2)}.`,
});

const referralCheck = (r: Referrer): CouponCheck => ({
  valid: true,
  kind: 'referral',
  code: r.code,
  coupon: null,
  discount: null,
  referrerName: shortName(r.name),
  message: `${shortName(r.name)} referred you: you get $${money(REFERRAL_BONUS_POINTS)} in bonus credits.`,
});

async function referrerOrInvalid(db: Db, userId: number, raw: string): Promise<Referrer> {
  const r = await findReferrer(db, raw);
  if (!r) throw new ApiError(ErrorCode.INVALID_PROMO, PromoMessages.invalid);
  await checkReferral(db, userId, r);
  return r;
}

export function registerCouponRoutes(app: FastifyInstance, deps: BillingDeps): void {
  const { db } = deps;

  implement(app, billingCouponV1, {
    validate: async ({ code: raw, ...p }, ctx): Promise<CouponCheck> => {
      const userId = requireUser(ctx).user.id;
      const coupon = await findCoupon(db, raw);
      if (!coupon) return referralCheck(await referrerOrInvalid(db, userId, raw));
      if (!p.mode) return promoCheck(await checkPromoCode(db, userId, raw), null);
      const { priced } = await priceForUser(db, userId, { ...p, mode: p.mode, couponCode: raw });
      return promoCheck(priced.coupon!, money(priced.discount));
    },
    bindAccount: async (p, ctx): Promise<CouponCheck> => {
      const userId = requireUser(ctx).user.id;
      if (!(await findCoupon(db, p.code))) {
        const r = await referrerOrInvalid(db, userId, p.code);
        await bindReferral(db, userId, r);
        return referralCheck(r);
      }
      const c = await checkPromoCode(db, userId, p.code);
      await db
        .insertInto('coupon_wallet')
        .values({ user_id: userId, coupon_id: c.id })
        .onConflict((oc) => oc.columns(['user_id', 'coupon_id']).doNothing())
        .execute();
      return promoCheck(c, null);
    },
    unbindAccount: async (p, ctx): Promise<{ unbound: true }> => {
      const userId = requireUser(ctx).user.id;
      const c = await findCoupon(db, p.code);
      const gone =
        c &&
        (await db
          .deleteFrom('coupon_wallet')
          .where('user_id', '=', userId)
          .where('coupon_id', '=', c.id)
          .returning('coupon_id')
          .executeTakeFirst());
      if (!gone) throw notFound(`Promo code ${canonicalCode(p.code)} in your account`);
      return { unbound: true };
    },
  });
}
