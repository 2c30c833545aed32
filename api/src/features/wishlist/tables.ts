/** Kysely types of the wishlists: hearted products and followed brands. */
import type { CreatedAt } from '../../platform/db/columns.js';

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

declare module '../../platform/db/schema.js' {
  /** The tables of features/wishlist (platform/db/schema.ts). */
  interface Database {
    wishlist_products: WishlistProductTable;
    wishlist_brands: WishlistBrandTable;
  }
}
