/**
 * /v1 coupon contract: promo codes in a checkout and the user's coupon wallet, and friends'
 * referral codes given at the coupon endpoints. Types only; every endpoint is [auth].
 *
 * ## Promo codes (couponCode) — checked in this order
 *   50000 unknown, inactive or expired: "This promo code is invalid." / "This promo code has expired."
 *   50001 used by this user already (or reserved by an open order of theirs), or fully redeemed:
 *         "You have already used this promo code." / "This promo code has been fully redeemed."
 *   50004 first subscription only, and the mode is not 'subscribe' or the user has subscribed before:
 *         "This promo code is only for your first subscription."
 *   50002 it does not apply to this checkout: "This promo code doesn't apply to this order." (no
 *         line of the kind it covers), or "This promo code excludes {product title}."
 * A promo code covers 'membership' lines (the plan), 'purchase' lines (purchases, rent-to-buy) or
 * 'any'; the discount (percent, or a fixed amount) is taken from the lines it covers, never below $0.
 * Seeded codes: WELCOME20 (20% off the first subscription), FREEMONTH (100% off the first
 * subscription), TOTE10 ($10 off anything, once per user), SHOP15 (15% off purchases, excludes one
 * brand's items — see the seed).
 *
 * ## Referral codes at the coupon endpoints
 * A friend's referral code (UserInfo.referralCode) may be given to /coupon/validate and
 * /coupon/bindAccount (not as couponCode of a checkout: there it is 50000). Binding it records the
 * referral and credits the user REFERRAL_BONUS_POINTS, as a code given at sign-up does. 50005
 * "Invalid invitation code." when it is the user's own code, the user already has a referrer, or the
 * user has subscribed before. The referrer earns REFERRER_REWARD_POINTS when the referred user's
 * first subscription is paid (see /point/referral/log).
 *
 * ## Endpoints
 * - `/coupon/validate` (POST; GET ok) CouponValidateParams → CouponCheck.
 * - `/coupon/bindAccount` (POST) {code} → CouponCheck. Promo codes go to the user's wallet
 *   (PrePayDetail.boundCoupons; binding twice is fine); the 50000/50001/50004 checks apply.
 * - `/coupon/unbindAccount` (POST) {code} → { unbound: true }; 20003 when not in the wallet.
 * - `/coupon/send` (POST) {code, emails (1–10), note?} → CouponSent (SPEC §7 names it; the shape is ours, README):
 *   mails a live promo code (50000 when unknown, inactive or expired; the sender need not hold it) to friends, as
 *   /email/referral mails the referral link, within the same daily limit of mails to friends. The sender's own
 *   address is skipped.
 */
import type { CheckoutParams, CouponSummary } from './checkout.js';

export interface CouponValidateParams extends Partial<Omit<CheckoutParams, 'couponCode'>> {
  code: string;
}

export interface CouponCheck {
  valid: true;
  kind: 'promo' | 'referral';
  code: string; // canonical, upper case
  coupon: CouponSummary | null; // promo codes
  /** With a mode: the discount on that checkout (USD); else null. */
  discount: number | null;
  referrerName: string | null; // referral codes
  message: string; // "20% off your first month." / "Ava referred you: you get $20 in bonus credits."
}

/** /coupon/send: how many friends were mailed the code. */
export interface CouponSent {
  sent: number;
  code: string;
}
