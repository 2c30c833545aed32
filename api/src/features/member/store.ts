/**
 * Membership state in the database: users.sub_status (the source of truth the Tote reads) plus the
 * membership row (plan and billing period). Every change runs in a transaction that first locks
 * the user's row (lockMember), settles a pause that has run out, checks the state machine and then
 * applies the action (apply.ts) — so racing requests see one order of changes. The state's shape
 * is membership.ts; this module re-exports it and the actions, so callers import from here.
 */
import { sql } from 'kysely';
import { prebuilt } from '../../platform/db/prebuilt.js';
import type { Db } from '../../platform/db/schema.js';
import { notFound } from '../../platform/http/errors.js';
import { applyAction } from './apply.js';
import { addMonths } from './dates.js';
import { currentPeriod, type MembershipRow, type MemberState, type MemberUser } from './membership.js';
import { planForLimit } from './plans.js';
import { rentalBack } from '../orders/index.js';
import { allColumns, qualified } from '../../platform/db/column-list.js';
import type { MembershipTable } from './tables.js';

export { applyAction, applyRenewal, type ApplyOptions } from './apply.js';
export { currentPeriod, type MembershipRow, type MemberState, type MemberUser } from './membership.js';

const USER_COLUMNS = ['id', 'sub_status', 'is_member', 'paused_expired', 'tote_upper_limit', 'created_at'] as const;
/** Named: read whenever a member's state is (db/column-list.ts). */
// prettier-ignore
const MEMBERSHIP_COLUMNS = allColumns<MembershipTable>()([
  'user_id', 'plan_id', 'first_subscribed_at', 'period_start', 'next_billing_at', 'paused_at', 'cancelled_at',
  'updated_at', 'renewal_attempts', 'renewal_retry_at', 'renewal_error',
]);

/** The monthly period around `now` anchored on `since`. */
function anniversaryPeriod(since: Date, now: Date): { start: Date; end: Date } {
  let k = Math.max(
    0,
    (now.getUTCFullYear() - since.getUTCFullYear()) * 12 + now.getUTCMonth() - since.getUTCMonth() - 1,
  );
  while (addMonths(since, k + 1) <= now) k++;
  return { start: addMonths(since, k), end: addMonths(since, k + 1) };
}

/** The membership's columns beside the user's in one row: `m_plan_id`, … (null without a membership). */
const JOINED_MEMBERSHIP = MEMBERSHIP_COLUMNS.map((c) => sql.ref(`m.${c}`).as(`m_${c}`));

/** The user and her membership row in one statement: built once (prebuilt.ts), read on every Tote answer. */
const memberRow = (db: Db, userId: number) =>
  db
    .selectFrom('users as u')
    .leftJoin('memberships as m', 'm.user_id', 'u.id')
    .select(qualified('u', USER_COLUMNS))
    .select(JOINED_MEMBERSHIP)
    .where('u.id', '=', userId);
const memberRowRead = prebuilt(1, memberRow);
// NO KEY UPDATE: the member's actions still run one at a time, but a foreign-key check on the user (which
// takes KEY SHARE — e.g. a second update of one of her orders in a fulfilment step) never waits for it: a
// cancel holding the member and waiting for the order would deadlock with such a step.
const memberRowLocked = prebuilt(1, (db: Db, userId: number) => memberRow(db, userId).forNoKeyUpdate('u'));

async function readState(db: Db, userId: number, lock: boolean, now: Date): Promise<MemberState> {
  // Read on every payment, checkout and Tote answer.
  const [joined] = await (lock ? memberRowLocked : memberRowRead)(db, userId);
  if (!joined) throw notFound('User');
  const user: MemberUser = {
    id: joined.id,
    sub_status: joined.sub_status,
    is_member: joined.is_member,
    paused_expired: joined.paused_expired,
    tote_upper_limit: joined.tote_upper_limit,
    created_at: joined.created_at,
  };
  const m = joined as unknown as Record<string, unknown>;
  const row =
    m.m_user_id === null
      ? undefined
      : (Object.fromEntries(MEMBERSHIP_COLUMNS.map((c) => [c, m[`m_${c}`]])) as unknown as MembershipRow);
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

/**
 * The member's state after ending a pause that has run out: settleMember then readMember, but one read when
 * nothing is due (the common case; each payment and checkout read the user twice).
 */
export async function settledMember(db: Db, userId: number, now = new Date()): Promise<MemberState> {
  const state = await readMember(db, userId, now);
  if (!pauseRanOut(state.user, now)) return state;
  return db.transaction().execute((trx) => lockMember(trx, userId, now)); // the state after the pause ended
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
 * A rental order placed in the current period locks the box until the next billing date, or
 * until every rented item of it has come back (returned or bought) — contract/member.ts.
 */
export async function isBoxLocked(db: Db, state: MemberState, now = new Date()): Promise<boolean> {
  if (state.user.sub_status !== 'Subscribed') return false;
  const period = currentPeriod(state, now);
  if (!period) return false;
  const row = await db
    .selectFrom('orders as o')
    .select('o.id')
    .where('o.user_id', '=', state.user.id)
    .where('o.mode', 'in', ['rent-only', 'rent-and-purchase'])
    .where('o.pay_status', 'in', ['success', 'free'])
    .where('o.status', '<>', 'Cancelled')
    .where('o.paid_at', '>=', period.start)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('order_items as i')
          .select('i.id')
          .whereRef('i.order_id', '=', 'o.id')
          .where('i.type', '=', 'rent')
          .where(sql<boolean>`not ${rentalBack}`),
      ),
    )
    .limit(1)
    .executeTakeFirst();
  return Boolean(row);
}

/** The first subscription ever paid (promo codes for first subscriptions, referral rewards). */
export async function hasSubscribedBefore(db: Db, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select(
      sql<boolean>`sub_status <> 'Not Subscribed'
        or exists (select 1 from memberships m where m.user_id = users.id)`.as('yes'),
    )
    .where('id', '=', userId)
    .executeTakeFirst();
  return Boolean(row?.yes);
}
