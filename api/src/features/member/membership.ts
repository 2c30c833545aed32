/**
 * The member's state as read from the database — the user's row, the membership row (plan and
 * billing period) and the plan — and its current paid period.
 */
import type { Selectable } from 'kysely';
import type { SubStatus } from '@tote/contract/account';
import type { PlanRow } from './plans.js';
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
