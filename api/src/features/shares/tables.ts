/** Kysely types of the shares table (migration 016; view_count 024). */
import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, NullableTimestamp } from '../../platform/db/columns.js';

export interface ShareTable {
  id: string;
  user_id: number | null;
  resource_type: string;
  resource_id: number;
  created_at: CreatedAt;
  expires_at: ColumnType<Date, Date | string, never>;
  revoked_at: NullableTimestamp;
  view_count: Generated<number>;
}

declare module '../../platform/db/schema.js' {
  /** The tables of features/shares (platform/db/schema.ts). */
  interface Database {
    shares: ShareTable;
  }
}
