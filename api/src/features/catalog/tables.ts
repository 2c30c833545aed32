/** Kysely types of the catalog tables: brands, taxonomies, products, their colors, images and SKUs. */
import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt } from '../../platform/db/columns.js';

export interface BrandTable {
  id: Generated<number>;
  slug: string;
  name: string;
  description: string;
  created_at: CreatedAt;
}

export interface CategoryTable {
  id: Generated<number>;
  code: string;
  slug: string;
  name: string;
  group_name: 'clothing' | 'shoes';
  description: string;
  position: number;
}

/** Collections and occasions share a shape: a code used in URLs, a name, a blurb, a sort position. */
export interface TaxonTable {
  id: Generated<number>;
  code: string;
  name: string;
  description: string;
  position: number;
}

export interface CollectionTable extends TaxonTable {
  /** A dynamic collection (allStyle) has no join rows: it spans the catalog and takes a title query. */
  is_dynamic: boolean;
}

export interface ProductTable {
  id: Generated<number>; // the shop product id
  slug: string;
  title: string;
  description: string;
  details: ColumnType<string[], string, string>; // jsonb array of bullet points
  brand_id: number;
  category_id: number; // primary category
  price_cents: number; // purchase price
  original_price_cents: number; // retail value
  rental_price_cents: number;
  is_new: boolean;
  on_shelf: boolean;
  rec_rank: number; // "recommended" sort, lower first
  editor_pick_rank: number | null; // the "via via" editors' picks, lower first
  created_at: CreatedAt;
}

export interface ProductTaxonTable {
  product_id: number;
  position: number;
}

export interface ProductColorTable {
  id: Generated<number>; // colorId
  product_id: number;
  name: string;
  hex: string; // "#e8a0a8"
  position: number;
}

export interface ProductImageTable {
  id: Generated<number>;
  product_id: number;
  color_id: number;
  url: string;
  alt: string;
  position: number;
}

export interface SkuTable {
  id: Generated<number>;
  code: string;
  product_id: number;
  color_id: number;
  size_label: string;
  size_position: number;
  stock: number;
}

export interface RecentlyViewedTable {
  user_id: number;
  product_id: number;
  viewed_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

declare module '../../platform/db/schema.js' {
  /** The tables of features/catalog (platform/db/schema.ts). */
  interface Database {
    recently_viewed: RecentlyViewedTable;
    brands: BrandTable;
    categories: CategoryTable;
    collections: CollectionTable;
    occasions: TaxonTable;
    products: ProductTable;
    product_categories: ProductTaxonTable & { category_id: number };
    product_collections: ProductTaxonTable & { collection_id: number };
    product_occasions: ProductTaxonTable & { occasion_id: number };
    product_colors: ProductColorTable;
    product_images: ProductImageTable;
    skus: SkuTable;
    /** One row: grows when the shelf or the search's words change (migration 032, versioned-cache.ts). */
    catalog_version: { one: boolean; version: string };
    /** A card's categories and colors as JSON, kept by triggers (migration 033, cards.ts). */
    product_cards: { product_id: number; categories: unknown; colors: unknown };
  }
}
