/**
 * /v1 bonus credits (points) contract: 100 points = $1. Users earn them from referral and
 * invitation codes at sign-up, binding a friend's referral code, and friends' first subscriptions;
 * they spend them in a checkout (checkout.ts "Points"). Types only.
 * - `/point/referral/code-check` {code} (GET ok, no auth) → ReferralCodeCheck; 50005 when invalid.
 * - `/point/query` [auth] (GET ok) → PointBalance.
 * - `/point/query/log` [auth] (GET ok) {pageIndex?, pageSize?} → PointLog, newest first.
 * - `/point/referral/log` [auth] (GET ok) {pageIndex?, pageSize?} → ReferralLog, newest first.
 * Log reasons: checkout (−, ref = order id), checkout_refund (+, a closed order), referral_bound,
 * referral_reward, signup_referral, signup_invitation.
 */

export const REFERRER_REWARD_POINTS = 2000; // $20 to the referrer at the friend's first subscription

/** /point/referral/code-check {code} (GET ok, no auth) → ReferralCodeCheck; 50005 when invalid. */
export interface ReferralCodeCheck {
  valid: true;
  code: string; // canonical (upper case)
  kind: 'referral' | 'invitation';
  referrerName: string | null; // first name of the referring user
  bonusPoints: number; // credited at sign-up
  message: string; // "Sign up and get $20 in bonus credits from Ava."
}

/** /point/query [auth] (GET ok) → PointBalance. */
export interface PointBalance {
  points: number;
  value: number; // USD, points / 100
}

export interface PointLogEntry {
  id: number;
  delta: number; // + earned, − used
  reason:
    | 'signup_referral'
    | 'signup_invitation'
    | 'referral_bound'
    | 'referral_reward'
    | 'checkout'
    | 'checkout_refund'
    | string;
  label: string; // "Referral reward: Ava S. subscribed"
  createdAt: string;
}

export interface PointLog {
  list: PointLogEntry[];
  total: number;
  pageIndex: number;
  pageSize: number;
  points: number; // balance
  value: number; // USD
}

export interface ReferralEntry {
  referralId: number;
  friendName: string; // "Ava S."
  joinedAt: string;
  status: 'joined' | 'subscribed';
  points: number; // earned from this friend (REFERRER_REWARD_POINTS once subscribed)
  rewardedAt: string | null;
}

export interface ReferralLog {
  list: ReferralEntry[];
  total: number;
  pageIndex: number;
  pageSize: number;
  referralCode: string;
  rewardPoints: number; // REFERRER_REWARD_POINTS
  earnedPoints: number; // total from referrals
}
