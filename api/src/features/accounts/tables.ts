/** Kysely types of the account tables: users, sessions, codes, identities, points, referrals, mail. */
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

export interface InvitationCodeTable {
  id: Generated<number>;
  code: string;
  points: number;
  max_uses: number | null;
  uses: Generated<number>;
  expires_at: NullableTimestamp;
  description: Generated<string>;
}

export interface PointLogTable {
  id: Generated<number>;
  user_id: number;
  delta: number;
  reason: string;
  ref: Generated<string>;
  created_at: CreatedAt;
}

export interface ReferralTable {
  id: Generated<number>;
  referrer_id: number | null;
  referee_id: number;
  code: string;
  created_at: CreatedAt;
}

export interface MailOutboxTable {
  id: Generated<number>;
  channel: 'email' | 'sms';
  to_address: string;
  subject: string;
  text: string;
  html: string | null;
  code: string | null;
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

export interface AccountTables {
  users: UserTable;
  sessions: SessionTable;
  verification_codes: VerificationCodeTable;
  user_identities: UserIdentityTable;
  invitation_codes: InvitationCodeTable;
  point_log: PointLogTable;
  referrals: ReferralTable;
  mail_outbox: MailOutboxTable;
  oauth_local_codes: OauthLocalCodeTable;
  app_secrets: { name: string; value: string };
}
