/** Kysely types of the membership tables (migration 006). */
import type { ColumnType, Generated } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type Json<T> = ColumnType<T, string | undefined, string>;

export interface PlanTable {
  id: Generated<number>;
  code: string;
  name: string;
  monthly_price_cents: number;
  tote_upper_limit: number;
  rental_slots: string;
  description: Generated<string>;
  features: Json<string[]>;
  position: Generated<number>;
  is_default: Generated<boolean>;
  active: Generated<boolean>;
}

export interface MembershipTable {
  user_id: number;
  plan_id: number;
  first_subscribed_at: ColumnType<Date, Date | string, Date | string>;
  period_start: NullableTimestamp;
  next_billing_at: NullableTimestamp;
  paused_at: NullableTimestamp;
  cancelled_at: NullableTimestamp;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
  /** Failed attempts at renewing next_billing_at, when the next is due, the last reason (migration 009). */
  renewal_attempts: ColumnType<number, number | undefined, number>;
  renewal_retry_at: NullableTimestamp;
  renewal_error: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface MembershipEventTable {
  id: Generated<number>;
  user_id: number;
  action: string;
  from_status: string;
  to_status: string;
  order_id: number | null;
  created_at: CreatedAt;
}

export interface CancelSurveyTable {
  id: Generated<number>;
  user_id: number;
  answers: Json<unknown>;
  feedback: Generated<string>;
  willingness: number | null;
  created_at: CreatedAt;
}

declare module '../../platform/db/schema.js' {
  /** The tables of features/member (platform/db/schema.ts). */
  interface Database {
    plans: PlanTable;
    memberships: MembershipTable;
    membership_events: MembershipEventTable;
    cancel_surveys: CancelSurveyTable;
  }
}
