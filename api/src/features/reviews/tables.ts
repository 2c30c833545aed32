/** Kysely types of the reviews table (migration 023). */
import type { Generated } from 'kysely';
import type { CreatedAt, Json } from '../../platform/db/columns.js';
import type { ReviewFit, ReviewPhoto } from '@tote/contract/reviews';

export interface ReviewTable {
  id: Generated<number>;
  product_id: number;
  /** Null for seeded demo reviews. */
  user_id: number | null;
  order_item_id: number | null;
  /** "Jane D.", fixed when written. */
  reviewer: string;
  stars: number;
  title: string;
  body: string;
  fit: ReviewFit;
  size_worn: string;
  height_cm: number | null;
  body_shape: string | null;
  photos: Json<ReviewPhoto[]>;
  created_at: CreatedAt;
}

declare module '../../platform/db/schema.js' {
  /** The tables of features/reviews (platform/db/schema.ts). */
  interface Database {
    reviews: ReviewTable;
  }
}
