/** Kysely types of the support_requests table (migration 016). */
import type { Generated } from 'kysely';
import type { CreatedAt } from '../../platform/db/columns.js';

export interface SupportRequestTable {
  id: Generated<number>;
  user_id: number;
  order_id: number | null;
  topic: string;
  message: string;
  email: string;
  created_at: CreatedAt;
}

declare module '../../platform/db/schema.js' {
  /** The tables of features/support (platform/db/schema.ts). */
  interface Database {
    support_requests: SupportRequestTable;
  }
}
