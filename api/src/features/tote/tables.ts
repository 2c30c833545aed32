/** Kysely types of the Tote and the product actions: wishlists, back-in-stock requests, recently viewed. */
import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, Timestamp, NullableTimestamp } from '../../platform/db/columns.js';

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

export interface WishlistProductTable {
  user_id: number;
  product_id: number;
  created_at: CreatedAt;
}
export interface WishlistBrandTable {
  user_id: number;
  brand_id: number;
  created_at: CreatedAt;
}
/** A back-in-stock request; notified_at is set when the notification went out. */
export interface StockNotificationTable {
  user_id: number;
  sku_id: number;
  created_at: CreatedAt;
  notified_at: NullableTimestamp;
}
export interface RecentlyViewedTable {
  user_id: number;
  product_id: number;
  viewed_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface ToteTables {
  wishlist_products: WishlistProductTable;
  wishlist_brands: WishlistBrandTable;
  stock_notifications: StockNotificationTable;
  recently_viewed: RecentlyViewedTable;
  tote_items: ToteItemTable;
  tote_removals: ToteRemovalTable;
  tote_idempotency_keys: ToteIdempotencyTable;
}
