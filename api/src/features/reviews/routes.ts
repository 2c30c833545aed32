/** /v1/product/review/* (contract/reviews.ts). */
import type { FastifyInstance } from 'fastify';
import {
  REVIEW_PAGE_SIZE_DEFAULT,
  type RecommendedReviews,
  type Review,
  type ReviewableItems,
  type ReviewPage,
  type SizeSuggestionResult,
} from '@tote/contract/reviews';
import type { Db } from '../../platform/db/schema.js';
import { requireUser } from '../auth/index.js';
import { implement } from '../../platform/http/implement.js';
import { addReview, reviewableItems } from './add.js';
import { recommendedReviews, reviewInfo, reviewPage } from './store.js';
import { reviewsV1 } from '@tote/contract/v1/reviews';
import { sizeSuggestion } from './suggestion.js';

export function registerReviewRoutes(app: FastifyInstance, db: Db): void {
  implement(app, reviewsV1, {
    list: (p): Promise<ReviewPage> =>
      reviewPage(db, { ...p, pageIndex: p.pageIndex ?? 1, pageSize: p.pageSize ?? REVIEW_PAGE_SIZE_DEFAULT }),
    recommendList: (p): Promise<RecommendedReviews> => recommendedReviews(db, p.shopProductId),
    info: (p): Promise<Review> => reviewInfo(db, p.reviewId),
    add: (p, ctx): Promise<Review> => addReview(db, requireUser(ctx).user.id, p),
    items: async (p, ctx): Promise<ReviewableItems> => ({
      list: await reviewableItems(db, requireUser(ctx).user.id, p.orderItemIds),
    }),
    sizeSuggestion: (p, ctx): Promise<SizeSuggestionResult> =>
      sizeSuggestion(db, ctx.auth?.kind === 'user' ? ctx.auth.user : null, p),
  });
}
