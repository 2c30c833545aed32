/** Kysely types of the Tote: its lines, removals kept for undo, idempotency keys. */
import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, Timestamp } from '../../platform/db/columns.js';

export type ToteSaleType = 'rent' | 'purchase';

/** One SKU in one section of a user's Tote; id is the persistent cartItemId. */
export interface ToteItemTable {
  id: Generated<number>;
  user_id: number;
  sale_type: ToteSaleType;
  sku_id: number;
  quantity: number;
  checked: Generated<boolean>;
  position: number;
  created_at: CreatedAt;
}

/** The rows of a user's last removal, kept for undo (replaced by the next removal). */
export interface ToteRemovalTable {
  user_id: number;
  cart_item_id: number;
  sale_type: ToteSaleType;
  sku_id: number;
  quantity: number;
  checked: boolean;
  position: number;
  item_created_at: Timestamp;
  removed_at: CreatedAt;
}

/** The stored result of a successful /shopCart/add per (user, idempotency key). */
export interface ToteIdempotencyTable {
  user_id: number;
  key: string;
  result: ColumnType<unknown, string, string>;
  created_at: CreatedAt;
}

declare module '../../platform/db/schema.js' {
  /** The tables of features/tote (platform/db/schema.ts). */
  interface Database {
    tote_items: ToteItemTable;
    tote_removals: ToteRemovalTable;
    tote_idempotency_keys: ToteIdempotencyTable;
  }
}
