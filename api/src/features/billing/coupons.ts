/**
 * Promo codes (contract/coupons.ts "Promo codes"): the checks in the contract's order, the discount
 * on a checkout's lines, and the one-use reservation an order holds until it is closed.
 */
import type { Selectable } from 'kysely';
import { sql } from 'kysely';
import type { CheckoutMode, CouponSummary, LineType } from '@tote/contract/checkout';
import { ErrorCode } from '@tote/contract/codes';
import type { Db } from '../../platform/db/schema.js';
import { ApiError } from '../../platform/http/errors.js';
import { money } from '../catalog/index.js';
import { hasSubscribedBefore } from '../member/index.js';
import type { CouponTable } from './tables.js';

export type CouponRow = Selectable<CouponTable>;

export const PromoMessages = {
  invalid: 'This promo code is invalid.',
  expired: 'This promo code has expired.',
  used: 'You have already used this promo code.',
  fullyRedeemed: 'This promo code has been fully redeemed.',
  firstSubscriptionOnly: 'This promo code is only for your first subscription.',
  notApplicable: "This promo code doesn't apply to this order.",
} as const;

export const canonicalCode = (raw: string): string => raw.trim().toUpperCase();

export function couponSummary(c: CouponRow): CouponSummary {
  return {
    code: c.code,
    description: c.description,
    discountType: c.discount_type,
    discountValue: c.discount_type === 'percent' ? c.discount_value : money(c.discount_value),
    appliesTo: c.applies_to,
    firstSubscriptionOnly: c.first_subscription_only,
    expiresAt: c.expires_at ? new Date(c.expires_at).toISOString() : null,
  };
}

export function findCoupon(db: Db, code: string): Promise<CouponRow | undefined> {
  return db.selectFrom('coupons').selectAll().where('code', '=', canonicalCode(code)).executeTakeFirst();
}

/** The code's coupon when it is active and not expired, else 50000. */
export async function liveCoupon(db: Db, code: string, now: Date = new Date()): Promise<CouponRow> {
  const c = await findCoupon(db, code);
  if (!c || !c.active) throw new ApiError(ErrorCode.INVALID_PROMO, PromoMessages.invalid);
  if (c.expires_at && new Date(c.expires_at) <= now) throw new ApiError(ErrorCode.INVALID_PROMO, PromoMessages.expired);
  return c;
}

/**
 * 50000, 50001 and 50004: everything that does not depend on the lines. `replacingOrderId`: an open
 * order about to be closed, whose reservation does not count.
 */
export async function checkPromoCode(
  db: Db,
  userId: number,
  code: string,
  opts: { mode?: CheckoutMode; replacingOrderId?: number | null; now?: Date } = {},
): Promise<CouponRow> {
  const c = await liveCoupon(db, code, opts.now);
  const mine = await db
    .selectFrom('coupon_redemptions')
    .select('order_id')
    .where('coupon_id', '=', c.id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  const reusable = mine && mine.order_id === opts.replacingOrderId;
  if (mine && !reusable) throw new ApiError(ErrorCode.PROMO_USED, PromoMessages.used);
  if (!mine && c.max_redemptions !== null && c.redemptions >= c.max_redemptions)
    throw new ApiError(ErrorCode.PROMO_USED, PromoMessages.fullyRedeemed);
  if (
    c.first_subscription_only &&
    ((opts.mode !== undefined && opts.mode !== 'subscribe') || (await hasSubscribedBefore(db, userId)))
  ) {
    throw new ApiError(ErrorCode.PROMO_FIRST_SUBSCRIPTION_ONLY, PromoMessages.firstSubscriptionOnly);
  }
  return c;
}

export interface DiscountableLine {
  type: LineType;
  title: string;
  amount_cents: number;
  brand_id: number | null;
}

const COVERS: Record<CouponRow['applies_to'], readonly LineType[]> = {
  membership: ['subscription'],
  purchase: ['purchase', 'rent-to-buy'],
  any: ['subscription', 'purchase', 'rent-to-buy'],
};

/** The discount in cents on the lines the code covers, or 50002. */
export function couponDiscount(c: CouponRow, lines: DiscountableLine[]): number {
  const covered = lines.filter((l) => l.amount_cents > 0 && COVERS[c.applies_to].includes(l.type));
  const sum = covered.reduce((n, l) => n + l.amount_cents, 0);
  if (sum === 0) throw new ApiError(ErrorCode.PROMO_EXCLUDES_PRODUCT, PromoMessages.notApplicable);
  const excluded = covered.find((l) => l.brand_id !== null && c.excluded_brand_ids.includes(l.brand_id));
  if (excluded) throw new ApiError(ErrorCode.PROMO_EXCLUDES_PRODUCT, `This promo code excludes ${excluded.title}.`);
  return c.discount_type === 'percent' ? Math.round((sum * c.discount_value) / 100) : Math.min(c.discount_value, sum);
}

/** Takes one use of the code for the order (inside the order's transaction, the user's row locked). */
export async function reservePromo(trx: Db, c: CouponRow, userId: number, orderId: number): Promise<void> {
  const counted = await trx
    .updateTable('coupons')
    .set({ redemptions: sql`redemptions + 1` })
    .where('id', '=', c.id)
    .where((eb) => eb.or([eb('max_redemptions', 'is', null), eb('redemptions', '<', eb.ref('max_redemptions'))]))
    .returning('id')
    .executeTakeFirst();
  if (!counted) throw new ApiError(ErrorCode.PROMO_USED, PromoMessages.fullyRedeemed);
  await trx.insertInto('coupon_redemptions').values({ coupon_id: c.id, user_id: userId, order_id: orderId }).execute();
}

/** Gives the order's use of its code back (the order was closed). */
export async function releasePromo(trx: Db, orderId: number): Promise<void> {
  const gone = await trx
    .deleteFrom('coupon_redemptions')
    .where('order_id', '=', orderId)
    .returning('coupon_id')
    .execute();
  for (const g of gone)
    await trx
      .updateTable('coupons')
      .set({ redemptions: sql`greatest(redemptions - 1, 0)` })
      .where('id', '=', g.coupon_id)
      .execute();
}
