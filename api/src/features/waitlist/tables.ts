/** Kysely types of the waitlist table (migration 025). */
import type { CreatedAt, NullableTimestamp } from '../../platform/db/columns.js';

export interface WaitlistEntryTable {
  user_id: number;
  created_at: CreatedAt;
  admitted_at: NullableTimestamp;
}

declare module '../../platform/db/schema.js' {
  /** The tables of features/waitlist (platform/db/schema.ts). */
  interface Database {
    waitlist_entries: WaitlistEntryTable;
  }
}
