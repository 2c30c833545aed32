/** Kysely types of the feedback table (migration 020). */
import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt } from '../../platform/db/columns.js';

export interface FeedbackTable {
  id: Generated<number>;
  user_id: number;
  place: string;
  helpful: boolean;
  comment: string | null;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

declare module '../../platform/db/schema.js' {
  /** The tables of features/feedback (platform/db/schema.ts). */
  interface Database {
    feedback: FeedbackTable;
  }
}
