/** Kysely types of the waitlist table (migration 025). */
import type { CreatedAt, NullableTimestamp } from '../../platform/db/columns.js';

export interface WaitlistEntryTable {
  user_id: number;
  created_at: CreatedAt;
  admitted_at: NullableTimestamp;
}

export interface WaitlistTables {
  waitlist_entries: WaitlistEntryTable;
}
