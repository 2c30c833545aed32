/**
 * How the membership, checkout and credits resolvers call /v1. The api enforces the membership
 * state machine: a refused action is its 23001 (message verbatim) as a userError, like every other
 * code one of these screens handles; 40000/60005 are UNAUTHENTICATED errors (and clear the session
 * cookies).
 */
import type { GatewayContext } from '../context.js';
import { Code, USER_ERROR_CODES, type UpstreamError } from '../errors.js';
import { attempt } from './upstreamCalls.js';

/** Codes a membership, checkout, payment or credits screen handles. */
export const MEMBER_USER_ERROR_CODES: ReadonlySet<number> = new Set([
  ...USER_ERROR_CODES, // 50000–50005 promo codes, points, referral codes
  Code.DATA_NOT_FOUND, // unknown plan, order, coupon in the wallet, Tote item
  Code.BAD_REQUEST, // a parameter the api refused
  Code.TOTE_FULL, // more rent items than the plan allows
  Code.SIZE_SOLD_OUT, // an item no longer available
  Code.SIZE_HELD, // an item held for a member who asked first
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
export const isPromoCode = (code: number) => code >= Code.INVALID_PROMO && code <= Code.INVALID_INVITATION;

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
export const attemptMember = <T>(
  ctx: GatewayContext,
  p: Promise<T>,
  field: (e: UpstreamError) => string[] | null = memberFieldOf,
) => attempt(ctx, p, field, MEMBER_USER_ERROR_CODES);

/** The membership, the card, the Tote or the points changed: forget what this request read before. */
export function membershipChanged(ctx: GatewayContext): void {
  const l = ctx.loaders;
  for (const loader of [
    l.member,
    l.profileInfo,
    l.tote,
    l.pdpButton,
    l.payment,
    l.prePayDetail,
    l.payResult,
    l.receipts,
    l.receiptDetail,
    l.pointLog,
    l.referralLog,
  ])
    loader.clearAll();
}

/** Blank or null input → absent. */
export const blankToUndefined = (v: unknown) =>
  v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v;
