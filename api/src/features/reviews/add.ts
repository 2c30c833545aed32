/** Writing a review: who may review which order item, and the review itself (contract/reviews.ts). */
import { ErrorCode } from '@tote/contract/codes';
import {
  REVIEWABLE_STATES,
  ReviewMessages,
  type Review,
  type ReviewAddParams,
  type ReviewableItem,
} from '@tote/contract/reviews';
import type { BatchEntry } from '@tote/contract/catalog';
import { entries } from '../catalog/index.js';
import type { Db } from '../../platform/db/schema.js';
import { claimUploads } from '../files/index.js';
import { reviewerOf } from './reviewer.js';
import { ApiError, badRequest, notFound } from '../../platform/http/errors.js';
import { productSizes, toReview } from './store.js';

const reviewableState = (state: string | null): boolean =>
  state !== null && (REVIEWABLE_STATES as readonly string[]).includes(state);

/** The member's own product lines among `ids`, with their size and review. */
function ownItems(db: Db, userId: number, ids: number[]) {
  return db
    .selectFrom('order_items as i')
    .innerJoin('orders as o', 'o.id', 'i.order_id')
    .leftJoin('skus as s', 's.id', 'i.sku_id')
    .leftJoin('reviews as r', 'r.order_item_id', 'i.id')
    .where('o.user_id', '=', userId)
    .where('i.id', 'in', ids)
    .where('i.product_id', 'is not', null)
    .where('i.type', 'in', ['rent', 'purchase'])
    .select(['i.id', 'i.order_id', 'i.product_id', 'i.title', 'i.state', 's.size_label', 'r.id as review_id'])
    .orderBy('i.id')
    .execute();
}

/** Each of `ids` as the review screen shows it; another member's or a non-product line is 20003. */
export async function reviewableItems(
  db: Db,
  userId: number,
  ids: readonly number[],
): Promise<BatchEntry<ReviewableItem>[]> {
  const rows = ids.length === 0 ? [] : await ownItems(db, userId, [...ids]);
  const sizesOf = new Map<number, string[]>();
  for (const productId of new Set(rows.map((r) => r.product_id!))) {
    sizesOf.set(productId, await productSizes(db, productId));
  }
  const byId = new Map(rows.map((r) => [r.id, r]));
  return entries(ids, (id) => {
    const r = byId.get(id);
    if (!r) throw notFound(`Order item ${id}`);
    return {
      orderItemId: r.id,
      orderId: r.order_id,
      shopProductId: r.product_id!,
      title: r.title,
      size: r.size_label,
      sizes: sizesOf.get(r.product_id!) ?? [],
      reviewable: r.review_id === null && reviewableState(r.state),
      reviewId: r.review_id,
    };
  });
}

/** One review per order item: the unique index keeps the first of two racing adds. */
export async function addReview(db: Db, userId: number, p: ReviewAddParams): Promise<Review> {
  const [item] = await ownItems(db, userId, [p.orderItemId]);
  if (!item) throw notFound(`Order item ${p.orderItemId}`);
  if (item.review_id !== null) throw new ApiError(ErrorCode.REVIEW_EXISTS, ReviewMessages.alreadyReviewed);
  if (!reviewableState(item.state)) throw new ApiError(ErrorCode.REVIEW_NOT_YET, ReviewMessages.notYet);
  const sizes = await productSizes(db, item.product_id!);
  if (!sizes.includes(p.sizeWorn)) throw badRequest(ReviewMessages.sizeWorn);
  const user = await db
    .selectFrom('users')
    .where('id', '=', userId)
    .select(['name', 'nickname'])
    .executeTakeFirstOrThrow();
  return db.transaction().execute(async (trx) => {
    // Claimed in the review's transaction: a refused review leaves its photos unclaimed.
    const claimed = await claimUploads(trx, userId, p.photoKeys ?? [], 'review');
    const row = await trx
      .insertInto('reviews')
      .values({
        product_id: item.product_id!,
        user_id: userId,
        order_item_id: item.id,
        reviewer: reviewerOf(user),
        stars: p.stars,
        title: p.title,
        body: p.text,
        fit: p.fit,
        size_worn: p.sizeWorn,
        height_cm: p.heightCm ?? null,
        body_shape: p.bodyShape ?? null,
        photos: JSON.stringify(claimed.map(({ key, url }) => ({ key, url }))),
      })
      .onConflict((oc) => oc.column('order_item_id').doNothing())
      .returningAll()
      .executeTakeFirst();
    if (!row) throw new ApiError(ErrorCode.REVIEW_EXISTS, ReviewMessages.alreadyReviewed);
    return toReview(row);
  });
}
