/** Kysely types of the account tables: invitation codes, the points log, referrals. */
import type { Generated } from 'kysely';
import type { CreatedAt, NullableTimestamp } from '../../platform/db/columns.js';

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

declare module '../../platform/db/schema.js' {
  /** The tables of features/accounts. */
  interface Database {
    invitation_codes: InvitationCodeTable;
    point_log: PointLogTable;
    referrals: ReferralTable;
  }
}
