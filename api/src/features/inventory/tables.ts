/** Kysely types of the back-in-stock requests (migration 004) and the holds (migration 031). */
import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, NullableTimestamp, Timestamp } from '../../platform/db/columns.js';

/** A back-in-stock request; notified_at is set when the notification went out. */
export interface StockNotificationTable {
  user_id: number;
  sku_id: number;
  /** When she asked (again, once notified): her place in the line for a hold. */
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
  notified_at: NullableTimestamp;
}

export type StockHoldState = 'active' | 'used' | 'declined' | 'lapsed';

/** A unit held for the member who waited (holds.ts); one active per member and SKU. */
export interface StockHoldTable {
  id: Generated<number>;
  sku_id: number;
  user_id: number;
  state: ColumnType<StockHoldState, StockHoldState | undefined, StockHoldState>;
  created_at: CreatedAt;
  expires_at: Timestamp;
  ended_at: NullableTimestamp;
}

declare module '../../platform/db/schema.js' {
  /** The tables of features/inventory (platform/db/schema.ts). */
  interface Database {
    stock_notifications: StockNotificationTable;
    stock_holds: StockHoldTable;
  }
}
