/**
 * Membership state in the database: users.sub_status (the source of truth the Tote reads) plus the
 * membership row (plan and billing period). Every change runs in a transaction that first locks
 * the user's row (lockMember), settles a pause that has run out, checks the state machine and then
 * applies the action here — so racing requests see one order of changes.
 */
import { sql, type Selectable } from 'kysely';
import type { SubStatus } from '@tote/contract/account';
import type { MemberAction } from '@tote/contract/member';
import { PAUSE_MONTHS } from '@tote/contract/member';
import type { Db } from '../db/schema.js';
import { notFound } from '../http/errors.js';
import { addMonths } from './dates.js';
import { planForLimit, type PlanRow } from './plans.js';
import { TRANSITIONS } from './state.js';
import type { MembershipTable } from './tables.js';

export type MembershipRow = Selectable<MembershipTable>;

export interface MemberUser {
  id: number;
  sub_status: SubStatus;
  is_member: number;
  paused_expired: Date | null;
  tote_upper_limit: number;
  created_at: Date;
}

export interface MemberState {
  user: MemberUser;
  /** The stored row, or (for an account made a member without one) what it would be; null when Not Subscribed. */
  membership: MembershipRow | null;
  stored: boolean;
  plan: PlanRow | null;
}

const USER_COLUMNS = ['id', 'sub_status', 'is_member', 'paused_expired', 'tote_upper_limit', 'created_at'] as const;

/** The monthly period around `now` anchored on `since`. */
function anniversaryPeriod(since: Date, now: Date): { start: Date; end: Date } {
  let k = Math.max(
    0,
    (now.getUTCFullYear() - since.getUTCFullYear()) * 12 + now.getUTCMonth() - since.getUTCMonth() - 1,
  );
  while (addMonths(since, k + 1) <= now) k++;
  return { start: addMonths(since, k), end: addMonths(since, k + 1) };
}

async function readState(db: Db, userId: number, lock: boolean, now: Date): Promise<MemberState> {
  let q = db.selectFrom('users').select(USER_COLUMNS).where('id', '=', userId);
  if (lock) q = q.forUpdate();
  const user = await q.executeTakeFirst();
  if (!user) throw notFound('User');
  const row = await db.selectFrom('memberships').selectAll().where('user_id', '=', userId).executeTakeFirst();
  if (row) {
    const plan = await db.selectFrom('plans').selectAll().where('id', '=', row.plan_id).executeTakeFirstOrThrow();
    return { user, membership: row, stored: true, plan };
  }
  if (user.sub_status === 'Not Subscribed') return { user, membership: null, stored: false, plan: null };
  const plan = await planForLimit(db, user.tote_upper_limit);
  const since = new Date(user.created_at);
  const period = anniversaryPeriod(since, now);
  const active = user.sub_status !== 'Cancelled';
  return {
    user,
    stored: false,
    plan,
    membership: {
      user_id: user.id,
      plan_id: plan.id,
      first_subscribed_at: since,
      period_start: active ? period.start : null,
      next_billing_at: active ? period.end : null,
      paused_at: null,
      cancelled_at: user.sub_status === 'Cancelled' ? since : null,
      updated_at: now,
      renewal_attempts: 0,
      renewal_retry_at: null,
      renewal_error: null,
    },
  };
}

export const readMember = (db: Db, userId: number, now = new Date()): Promise<MemberState> =>
  readState(db, userId, false, now);

const pauseRanOut = (u: MemberUser, now: Date): boolean =>
  u.sub_status === 'Paused' && u.paused_expired !== null && new Date(u.paused_expired) <= now;

/**
 * Locks the user's row (in the caller's transaction) and returns the state, after ending a pause
 * whose time is up (as of its end, so the billing date moves by exactly the pause length).
 */
export async function lockMember(trx: Db, userId: number, now = new Date()): Promise<MemberState> {
  const state = await readState(trx, userId, true, now);
  if (!pauseRanOut(state.user, now)) return state;
  await applyAction(trx, state, 'unpause', { now: new Date(state.user.paused_expired!), event: 'pause-ended' });
  return readState(trx, userId, true, now);
}

/** Ends a pause that has run out, if any (reads first: no lock when nothing is due). */
export async function settleMember(db: Db, userId: number, now = new Date()): Promise<void> {
  const u = await db.selectFrom('users').select(USER_COLUMNS).where('id', '=', userId).executeTakeFirst();
  if (u && pauseRanOut(u, now)) await db.transaction().execute((trx) => lockMember(trx, userId, now));
}

/** Ends every pause that has run out (the sweep). */
export async function settleExpiredPauses(db: Db, now = new Date()): Promise<number> {
  const due = await db
    .selectFrom('users')
    .select('id')
    .where('sub_status', '=', 'Paused')
    .where('paused_expired', '<=', now)
    .limit(200)
    .execute();
  for (const u of due) await settleMember(db, u.id, now);
  return due.length;
}

/**
 * The current paid period. It moves on only when the renewal of its end is paid (billing/renewals.ts,
 * contract/member.ts "Renewals"): a Subscribed member whose billing date has passed is due (or past
 * due) until then; a Paused member's period stays frozen. (`now` is kept for callers; a membership
 * made without a stored row already has the anniversary period around now.)
 */
export function currentPeriod(state: MemberState, _now = new Date()): { start: Date; end: Date } | null {
  const m = state.membership;
  if (!m?.period_start || !m.next_billing_at) return null;
  return { start: new Date(m.period_start), end: new Date(m.next_billing_at) };
}

/** A rental order placed in the current period locks the box (contract/member.ts). */
export async function isBoxLocked(db: Db, state: MemberState, now = new Date()): Promise<boolean> {
  if (state.user.sub_status !== 'Subscribed') return false;
  const period = currentPeriod(state, now);
  if (!period) return false;
  const row = await db
    .selectFrom('orders')
    .select('id')
    .where('user_id', '=', state.user.id)
    .where('mode', 'in', ['rent-only', 'rent-and-purchase'])
    .where('pay_status', 'in', ['success', 'free'])
    .where('paid_at', '>=', period.start)
    .limit(1)
    .executeTakeFirst();
  return Boolean(row);
}

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
  if (end <= p.now) ((start = p.now), (end = addMonths(p.now, 1)));
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

/** The first subscription ever paid (promo codes for first subscriptions, referral rewards). */
export async function hasSubscribedBefore(db: Db, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select(
      sql<boolean>`sub_status <> 'Not Subscribed' or exists (select 1 from memberships m where m.user_id = users.id)`.as(
        'yes',
      ),
    )
    .where('id', '=', userId)
    .executeTakeFirst();
  return Boolean(row?.yes);
}
