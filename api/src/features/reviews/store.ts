/** Product reviews: reads (list with summary, recommended, one) and the product's size order (contract/reviews.ts). */
import { sql, type Selectable } from 'kysely';
import type { BodyShape } from '@tote/contract/profile';
import {
  RECOMMENDED_REVIEWS_MAX,
  REVIEW_FITS,
  type RecommendedReviews,
  type Review,
  type ReviewListParams,
  type ReviewPage,
  type ReviewSummary,
} from '@tote/contract/reviews';
import { prebuilt } from '../../platform/db/prebuilt.js';
import type { Db } from '../../platform/db/schema.js';
import { notFound } from '../../platform/http/errors.js';
import { allColumns } from '../../platform/db/column-list.js';
import type { ReviewTable } from './tables.js';

export type ReviewRow = Selectable<ReviewTable>;

/** Named: the product page reads reviews on every view (db/column-list.ts). */
// prettier-ignore
const REVIEW_COLUMNS = allColumns<ReviewTable>()([
  'id', 'product_id', 'user_id', 'order_item_id', 'reviewer', 'stars', 'title', 'body', 'fit', 'size_worn',
  'height_cm', 'body_shape', 'photos', 'created_at',
]);

export function toReview(r: ReviewRow): Review {
  return {
    reviewId: r.id,
    shopProductId: r.product_id,
    reviewer: r.reviewer,
    stars: r.stars,
    title: r.title,
    text: r.body,
    fit: r.fit,
    sizeWorn: r.size_worn,
    heightCm: r.height_cm,
    bodyShape: r.body_shape as BodyShape | null,
    photos: r.photos,
    createdAt: r.created_at.toISOString(),
  };
}

/** The product's size labels in their catalog order. */
/** A product's size labels in size order: built once (prebuilt.ts), read by every product page's suggestion. */
const sizeLabels = prebuilt(1, (db: Db, productId: number) =>
  db
    .selectFrom('skus')
    .where('product_id', '=', productId)
    .select('size_label')
    .select((eb) => eb.fn.min('size_position').as('pos'))
    .groupBy('size_label')
    .orderBy('pos'),
);

export async function productSizes(db: Db, productId: number): Promise<string[]> {
  return (await sizeLabels(db, productId)).map((r) => r.size_label);
}

async function requireProduct(db: Db, productId: number): Promise<void> {
  const p = await db.selectFrom('products').where('id', '=', productId).select('id').executeTakeFirst();
  if (!p) throw notFound(`Product ${productId}`);
}

const share = (n: number, total: number): number => (total === 0 ? 0 : Math.round((n * 100) / total));

export async function reviewSummary(db: Db, productId: number): Promise<ReviewSummary> {
  const rows = await db
    .selectFrom('reviews')
    .where('product_id', '=', productId)
    .select(['stars', 'fit', sql<number>`count(*)::int`.as('n')])
    .groupBy(['stars', 'fit'])
    .execute();
  const count = rows.reduce((s, r) => s + r.n, 0);
  const starSum = rows.reduce((s, r) => s + r.stars * r.n, 0);
  const byFit = (fit: (typeof REVIEW_FITS)[number]): number =>
    share(
      rows.filter((r) => r.fit === fit).reduce((s, r) => s + r.n, 0),
      count,
    );
  return {
    average: count === 0 ? 0 : Math.round((starSum * 10) / count) / 10,
    count,
    starCounts: [5, 4, 3, 2, 1].map((stars) => ({
      stars,
      count: rows.filter((r) => r.stars === stars).reduce((s, r) => s + r.n, 0),
    })),
    fit: { runsSmall: byFit('runs_small'), trueToSize: byFit('true_to_size'), runsLarge: byFit('runs_large') },
  };
}

export async function reviewPage(
  db: Db,
  p: Required<Pick<ReviewListParams, 'pageIndex' | 'pageSize'>> & ReviewListParams,
): Promise<ReviewPage> {
  await requireProduct(db, p.shopProductId);
  let q = db.selectFrom('reviews').where('product_id', '=', p.shopProductId);
  if (p.size !== undefined) q = q.where('size_worn', '=', p.size);
  if (p.bodyShape !== undefined) q = q.where('body_shape', '=', p.bodyShape);
  if (p.stars !== undefined) q = q.where('stars', '=', p.stars);
  const [rows, total, summary] = await Promise.all([
    q
      .select(REVIEW_COLUMNS)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(p.pageSize)
      .offset((p.pageIndex - 1) * p.pageSize)
      .execute(),
    q.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
    reviewSummary(db, p.shopProductId),
  ]);
  return { list: rows.map(toReview), total: total.n, summary };
}

/** 4–5 stars; with photos first, then the longest text, then the newest. */
export async function recommendedReviews(db: Db, productId: number): Promise<RecommendedReviews> {
  await requireProduct(db, productId);
  const rows = await db
    .selectFrom('reviews')
    .where('product_id', '=', productId)
    .where('stars', '>=', 4)
    .select(REVIEW_COLUMNS)
    .orderBy(sql`jsonb_array_length(photos) > 0`, 'desc')
    .orderBy(sql`length(body)`, 'desc')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(RECOMMENDED_REVIEWS_MAX)
    .execute();
  return { list: rows.map(toReview) };
}

export async function reviewInfo(db: Db, reviewId: number): Promise<Review> {
  const row = await db.selectFrom('reviews').where('id', '=', reviewId).selectAll().executeTakeFirst();
  if (!row) throw notFound(`Review ${reviewId}`);
  return toReview(row);
}
