/** Kysely type of the back-in-stock requests (migration 004). */
import type { CreatedAt, NullableTimestamp } from '../../platform/db/columns.js';

/** A back-in-stock request; notified_at is set when the notification went out. */
export interface StockNotificationTable {
  user_id: number;
  sku_id: number;
  created_at: CreatedAt;
  notified_at: NullableTimestamp;
}

declare module '../../platform/db/schema.js' {
  /** The tables of features/inventory (platform/db/schema.ts). */
  interface Database {
    stock_notifications: StockNotificationTable;
  }
}
