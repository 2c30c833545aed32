/** Kysely types of who a caller is: users, sessions, verification codes, social identities, the app's secrets. */
import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, Timestamp, NullableTimestamp, Json } from '../../platform/db/columns.js';

export type SubStatusValue = 'Not Subscribed' | 'Subscribed' | 'Paused' | 'Cancelled';

export interface UserTable {
  id: Generated<number>;
  email: string;
  name: string;
  mobile: Generated<string>; // 10 digits or ''
  password_hash: string | null; // scrypt$N$r$p$salt$hash
  email_verified: Generated<boolean>;
  is_member: Generated<number>;
  sub_status: Generated<SubStatusValue>;
  paused_expired: NullableTimestamp;
  tote_upper_limit: Generated<number>;
  tote_icon: Generated<number>;
  is_show_ai: Generated<number>;
  failed_logins: Generated<number>;
  locked_at: NullableTimestamp;
  subscribe_email: Generated<boolean>;
  notify_config: ColumnType<Record<string, { email?: boolean; sms?: boolean }>, string | undefined, string>;
  referral_code: string;
  points: Generated<number>;
  birth_year: number | null;
  birth_month: number | null;
  body_shape: string | null;
  /** contract/nickname.ts; unique whatever its letter case (migration 029). */
  nickname: ColumnType<string | null, string | null | undefined, string | null>;
  clothing_sizes: Json<string[]>;
  shoe_sizes: Json<string[]>;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface SessionTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  created_at: CreatedAt;
  expires_at: Timestamp;
  revoked_at: NullableTimestamp;
  user_agent: string | null;
  device_id: string | null;
}

export interface VerificationCodeTable {
  id: Generated<number>;
  channel: 'email' | 'sms';
  target: string;
  purpose: string;
  user_id: number | null;
  code_hash: string;
  attempts: Generated<number>;
  expires_at: Timestamp;
  consumed_at: NullableTimestamp;
  created_at: CreatedAt;
}

export interface UserIdentityTable {
  id: Generated<number>;
  user_id: number;
  channel: string;
  subject: string;
  email: string | null;
  created_at: CreatedAt;
}

export interface OauthLocalCodeTable {
  code_hash: string;
  channel: string;
  email: string;
  name: string;
  redirect_uri: string;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
}

declare module '../../platform/db/schema.js' {
  /** The tables of features/auth. */
  interface Database {
    users: UserTable;
    sessions: SessionTable;
    verification_codes: VerificationCodeTable;
    user_identities: UserIdentityTable;
    oauth_local_codes: OauthLocalCodeTable;
    app_secrets: { name: string; value: string };
  }
}
