/** MemberInfo (/member/query) and the billing part of the Tote's extraBillingInfo. */
import type { MemberInfo, RenewalState } from '@tote/contract/member';
import { PAUSE_MONTHS, RENEWAL_MAX_ATTEMPTS } from '@tote/contract/member';
import type { Db } from '../../platform/db/schema.js';
import { iso, longDate, ymd } from './dates.js';
import { planView } from './plans.js';
import { allowedActions } from './state.js';
import { currentPeriod, isBoxLocked, settledMember, type MemberState } from './store.js';

/** The next billing date; while Paused, when billing resumes if the pause runs its full length. */
export function billingDate(state: MemberState, now: Date): Date | null {
  const period = currentPeriod(state, now);
  if (!period) return null;
  const { sub_status, paused_expired } = state.user;
  const pausedAt = state.membership?.paused_at;
  if (sub_status === 'Paused' && paused_expired && pausedAt)
    return new Date(period.end.getTime() + (new Date(paused_expired).getTime() - new Date(pausedAt).getTime()));
  return sub_status === 'Subscribed' || sub_status === 'Paused' ? period.end : null;
}

/** Subscribed with a failed renewal (contract/member.ts "Renewals"). */
export function renewalState(state: MemberState): RenewalState | null {
  const m = state.membership;
  if (state.user.sub_status !== 'Subscribed' || !m || m.renewal_attempts <= 0) return null;
  return {
    pastDue: true,
    failedAttempts: m.renewal_attempts,
    maxAttempts: RENEWAL_MAX_ATTEMPTS,
    message: m.renewal_error ?? 'Your card was declined.',
    nextAttemptAt: iso(m.renewal_retry_at),
  };
}

function messages(state: MemberState, next: Date | null, boxLocked: boolean, now: Date): string[] {
  const { sub_status, paused_expired, tote_upper_limit } = state.user;
  const plan = state.plan?.name ?? 'Tote';
  const renewal = renewalState(state);
  switch (sub_status) {
    case 'Subscribed':
      if (renewal) {
        const left = renewal.maxAttempts - renewal.failedAttempts;
        return [
          `We couldn't renew your ${plan} membership: ${renewal.message}`,
          "Update your payment method and we'll try it right away" +
            (renewal.nextAttemptAt
              ? `; otherwise we'll try again on ${longDate(new Date(renewal.nextAttemptAt))}`
              : '') +
            `. Your membership will be cancelled after ${left} more failed attempt${left === 1 ? '' : 's'}.`,
        ];
      }
      return [
        ...(next && next <= now
          ? [`Your ${plan} membership renewal is being processed.`]
          : next
            ? [`Your ${plan} membership renews on ${longDate(next)}.`]
            : []),
        ...(boxLocked && next
          ? [`This period's box is on its way. Unlock your next box early, or order again after ${longDate(next)}.`]
          : []),
      ];
    case 'Paused':
      return [
        ...(paused_expired
          ? [`Your membership is paused until ${longDate(new Date(paused_expired))}.`]
          : ['Your membership is paused.']),
        ...(next ? [`Billing resumes on ${longDate(next)}.`] : []),
      ];
    case 'Cancelled':
      return [
        ...(state.membership?.renewal_error
          ? [`Your membership was cancelled because we couldn't renew it: ${state.membership.renewal_error}`]
          : []),
        `Your membership is cancelled. Resubscribe anytime to rent up to ${tote_upper_limit} items at a time.`,
      ];
    default:
      return [`Subscribe to rent up to ${tote_upper_limit} items at a time.`];
  }
}

export async function memberInfo(db: Db, userId: number, now = new Date()): Promise<MemberInfo> {
  const state = await settledMember(db, userId, now);
  const { user, membership } = state;
  const status = user.sub_status;
  const active = status === 'Subscribed' || status === 'Paused';
  const period = active ? currentPeriod(state, now) : null;
  const boxLocked = await isBoxLocked(db, state, now);
  const next = billingDate(state, now);
  return {
    userId: user.id,
    isMember: user.is_member ? 1 : 0,
    subStatus: status,
    plan: state.plan ? planView(state.plan) : null,
    toteUpperLimit: user.tote_upper_limit,
    memberSince: iso(membership?.first_subscribed_at ?? null),
    currentPeriodStart: period ? iso(period.start) : null,
    nextBillingDate: next ? ymd(next) : null,
    pausedAt: status === 'Paused' ? iso(membership?.paused_at ?? null) : null,
    pausedExpired: status === 'Paused' ? iso(user.paused_expired) : null,
    pauseMonths: PAUSE_MONTHS,
    cancelledAt: status === 'Cancelled' ? iso(membership?.cancelled_at ?? null) : null,
    boxLocked,
    isShowBtnUnlockEarly: boxLocked,
    actions: allowedActions(status, { boxLocked }),
    renewal: renewalState(state),
    messageList: messages(state, next, boxLocked, now),
  };
}

/**
 * For the Tote view's extraBillingInfo (tote/view.ts may call this): nextBillingDate,
 * isShowBtnUnlockEarly and the sentences, from the membership rather than the account's age.
 */
export async function billingInfo(
  db: Db,
  userId: number,
): Promise<{ nextBillingDate: string | null; isShowBtnUnlockEarly: boolean; messageList: string[] }> {
  const m = await memberInfo(db, userId);
  return {
    nextBillingDate: m.subStatus === 'Subscribed' ? m.nextBillingDate : null,
    isShowBtnUnlockEarly: m.isShowBtnUnlockEarly,
    messageList: m.messageList,
  };
}
