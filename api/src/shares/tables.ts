/** Kysely types of the shares table (migration 016). */
import type { ColumnType } from 'kysely';
import type { CreatedAt, NullableTimestamp } from '../db/columns.js';

export interface ShareTable {
  id: string;
  user_id: number | null;
  resource_type: string;
  resource_id: number;
  created_at: CreatedAt;
  expires_at: ColumnType<Date, Date | string, never>;
  revoked_at: NullableTimestamp;
}

export interface ShareTables {
  shares: ShareTable;
}
