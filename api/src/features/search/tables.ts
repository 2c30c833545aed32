/** Kysely types of the search tables: the per-product document, the lexicon, the search log, recent searches. */
import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt } from '../../platform/db/columns.js';

export type TermKind = 'term' | 'brand' | 'category' | 'color' | 'occasion';

/**
 * Written by refresh_product_search() only; the copied product columns follow the product, and the sizes
 * the SKUs, by triggers.
 */
export interface ProductSearchTable {
  product_id: number;
  on_shelf: boolean;
  rec_rank: number;
  price_cents: number;
  created_at: Date;
  /** The filters' columns (migration 012): search/filters.ts reads them instead of joining the catalog. */
  brand_id: number;
  category_ids: number[];
  /** product_colors' names, lower case. */
  colors: string[];
  /** Every size label of the product's SKUs, and those with stock > 0 (kept in step by triggers on skus). */
  sizes: string[];
  sizes_in_stock: string[];
  /** = on_shelf, for type-ahead's index only (see migration 012). */
  type_ahead: ColumnType<boolean, never, never>;
  /** Weighted tsvector ('english'): title A, brand + categories B, colors + occasions C, description D. */
  document: string;
}

/** Known terms (lower case) for type-ahead and "did you mean", with the on-shelf products that carry them. */
export interface SearchTermTable {
  term: string;
  kind: TermKind;
  products: number;
}

/** One row per search run (trending counts them). */
export interface SearchLogTable {
  id: Generated<number>;
  keyword: string;
  user_id: number | null;
  device_id: string | null;
  created_at: CreatedAt;
}

/** A signed-in shopper's recent keywords (newest first by searched_at; at most RECENT_SEARCHES_MAX kept). */
export interface RecentSearchTable {
  user_id: number;
  keyword: string;
  searched_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

declare module '../../platform/db/schema.js' {
  /** The tables of features/search (platform/db/schema.ts). */
  interface Database {
    product_search: ProductSearchTable;
    search_terms: SearchTermTable;
    search_log: SearchLogTable;
    recent_searches: RecentSearchTable;
  }
}
