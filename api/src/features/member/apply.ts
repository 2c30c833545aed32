/**
 * Membership changes applied to a state locked with lockMember (store.ts): the actions of the state
 * machine and a paid renewal. Each one also records a membership event.
 */
import type { SubStatus } from '@tote/contract/account';
import type { MemberAction } from '@tote/contract/member';
import { PAUSE_MONTHS } from '@tote/contract/member';
import type { Db } from '../../platform/db/schema.js';
import { addMonths } from './dates.js';
import { currentPeriod, type MemberState, type MembershipRow } from './membership.js';
import { planForLimit, type PlanRow } from './plans.js';
import { TRANSITIONS } from './state.js';

export interface ApplyOptions {
  now?: Date;
  /** The plan of a (re)subscription or resume; default the current one. */
  plan?: PlanRow;
  orderId?: number | null;
  /** The event name in membership_events when it differs from the action ('pause-ended'). */
  event?: string;
}

/** Writes the membership row as it is now (for accounts made members without one). */
async function storeMembership(trx: Db, state: MemberState): Promise<MembershipRow> {
  const m = state.membership!;
  if (state.stored) return m;
  return trx
    .insertInto('memberships')
    .values(m)
    .onConflict((oc) => oc.column('user_id').doNothing())
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * Applies an action to a state locked with lockMember. The caller has checked it with the state
 * machine — except a checkout whose payment succeeded, which always takes effect.
 */
export async function applyAction(
  trx: Db,
  state: MemberState,
  action: MemberAction,
  opts: ApplyOptions = {},
): Promise<void> {
  const now = opts.now ?? new Date();
  const userId = state.user.id;
  const setUser = (values: { sub_status: SubStatus; paused_expired: Date | null; tote_upper_limit?: number }) =>
    trx
      .updateTable('users')
      .set({ ...values, is_member: 1, updated_at: new Date() })
      .where('id', '=', userId)
      .execute();
  const setMembership = (values: Partial<Omit<MembershipRow, 'user_id'>>) =>
    trx
      .updateTable('memberships')
      .set({ ...values, updated_at: new Date() })
      .where('user_id', '=', userId)
      .execute();

  switch (action) {
    case 'subscribe':
    case 'resubscribe':
    case 'resume':
    case 'unlock-early': {
      const plan = opts.plan ?? state.plan ?? (await planForLimit(trx, state.user.tote_upper_limit));
      const period = {
        plan_id: plan.id,
        period_start: now,
        next_billing_at: addMonths(now, 1),
        paused_at: null,
        cancelled_at: null,
        updated_at: new Date(),
        ...NOT_PAST_DUE,
      };
      await setUser({ sub_status: 'Subscribed', paused_expired: null, tote_upper_limit: plan.tote_upper_limit });
      await trx
        .insertInto('memberships')
        .values({ user_id: userId, first_subscribed_at: state.membership?.first_subscribed_at ?? now, ...period })
        .onConflict((oc) => oc.column('user_id').doUpdateSet(period))
        .execute();
      break;
    }
    case 'pause': {
      await storeMembership(trx, state);
      const period = currentPeriod(state, now); // freeze the period the pause interrupts
      await setUser({ sub_status: 'Paused', paused_expired: addMonths(now, PAUSE_MONTHS) });
      await setMembership({
        paused_at: now,
        ...(period ? { period_start: period.start, next_billing_at: period.end } : {}),
      });
      break;
    }
    case 'unpause': {
      const m = await storeMembership(trx, state);
      const pausedFor = m.paused_at ? Math.max(0, now.getTime() - new Date(m.paused_at).getTime()) : 0;
      await setUser({ sub_status: 'Subscribed', paused_expired: null });
      // A new billing date: a renewal that failed before the pause starts over.
      await setMembership({
        paused_at: null,
        ...NOT_PAST_DUE,
        ...(m.next_billing_at ? { next_billing_at: new Date(new Date(m.next_billing_at).getTime() + pausedFor) } : {}),
      });
      break;
    }
    case 'cancel': {
      await storeMembership(trx, state);
      await setUser({ sub_status: 'Cancelled', paused_expired: null });
      await setMembership({
        cancelled_at: now,
        paused_at: null,
        period_start: null,
        next_billing_at: null,
        ...NOT_PAST_DUE,
      });
      break;
    }
  }
  await trx
    .insertInto('membership_events')
    .values({
      user_id: userId,
      action: opts.event ?? action,
      from_status: state.user.sub_status,
      to_status: TRANSITIONS[action].to,
      order_id: opts.orderId ?? null,
      created_at: now,
    })
    .execute();
}

const NOT_PAST_DUE = { renewal_attempts: 0, renewal_retry_at: null, renewal_error: null } as const;

/**
 * A renewal of `billingDate` was paid (billing/complete.ts, in the caller's transaction holding the
 * member's lock): the next period runs from the billing date to a month later — from today when
 * that is already over (no catch-up charges) — and the past-due state is cleared. Answers the period
 * paid for (the receipt's). A member who is no longer Subscribed on that billing date (cancelled or
 * paused while the charge ran) keeps their state: the receipt records the payment.
 */
export async function applyRenewal(
  trx: Db,
  state: MemberState,
  p: { billingDate: Date; now: Date; orderId: number },
): Promise<{ start: Date; end: Date }> {
  let start = p.billingDate;
  let end = addMonths(start, 1);
  if (end <= p.now) {
    start = p.now;
    end = addMonths(p.now, 1);
  }
  const m = state.membership;
  const due =
    state.stored &&
    state.user.sub_status === 'Subscribed' &&
    m?.next_billing_at &&
    new Date(m.next_billing_at).getTime() === p.billingDate.getTime();
  if (!due) return { start, end };
  await trx
    .updateTable('memberships')
    .set({ period_start: start, next_billing_at: end, ...NOT_PAST_DUE, updated_at: new Date() })
    .where('user_id', '=', state.user.id)
    .execute();
  await trx
    .insertInto('membership_events')
    .values({
      user_id: state.user.id,
      action: 'renew',
      from_status: 'Subscribed',
      to_status: 'Subscribed',
      order_id: p.orderId,
      created_at: p.now,
    })
    .execute();
  return { start, end };
}
