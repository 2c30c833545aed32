/** /v1/product/review/* (contract/reviews.ts). */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  BODY_SHAPES,
  REVIEW_FITS,
  REVIEW_HEIGHT_MAX_CM,
  REVIEW_HEIGHT_MIN_CM,
  REVIEW_PAGE_SIZE_DEFAULT,
  REVIEW_PAGE_SIZE_MAX,
  REVIEW_PHOTOS_MAX,
  REVIEW_TEXT_MAX,
  REVIEW_TITLE_MAX,
  ReviewMessages,
  type RecommendedReviews,
  type Review,
  type ReviewableItems,
  type ReviewPage,
  type SizeSuggestionResult,
} from '@tote/contract/reviews';
import type { BodyShape } from '@tote/contract/profile';
import type { Db } from '../../platform/db/schema.js';
import { requireUser } from '../auth/index.js';
import { idList } from '../catalog/index.js';
import { id, int } from '@tote/contract/params';
import { route } from '../../platform/http/route.js';
import { addReview, reviewableItems } from './add.js';
import { recommendedReviews, reviewInfo, reviewPage } from './store.js';
import { sizeSuggestion } from './suggestion.js';

const product = { shopProductId: id() };
const bodyShape = z.enum(BODY_SHAPES as [BodyShape, ...BodyShape[]]);
const height = z.preprocess(
  (v) => (typeof v === 'string' && /^\s*\d+\s*$/.test(v) ? Number(v) : v),
  z
    .number({ error: ReviewMessages.height })
    .int(ReviewMessages.height)
    .min(REVIEW_HEIGHT_MIN_CM, ReviewMessages.height)
    .max(REVIEW_HEIGHT_MAX_CM, ReviewMessages.height),
);
const text = (max: number, message: string) =>
  z.preprocess((v) => (typeof v === 'string' ? v.trim() : v), z.string({ error: message }).min(1, message).max(max));

const addParams = z.object({
  orderItemId: id(),
  stars: z
    .number({ error: ReviewMessages.stars })
    .int(ReviewMessages.stars)
    .min(1, ReviewMessages.stars)
    .max(5, ReviewMessages.stars),
  title: text(REVIEW_TITLE_MAX, ReviewMessages.title),
  text: text(REVIEW_TEXT_MAX, ReviewMessages.text),
  fit: z.enum(REVIEW_FITS, { error: ReviewMessages.fit }),
  sizeWorn: text(20, ReviewMessages.sizeWorn),
  heightCm: height.nullable().optional(),
  bodyShape: bodyShape.nullable().optional(),
  photoKeys: z.array(z.string().min(1).max(64)).max(REVIEW_PHOTOS_MAX, ReviewMessages.photos).optional(),
});

export function registerReviewRoutes(app: FastifyInstance, db: Db): void {
  route(app, {
    path: '/product/review/list',
    params: z.object({
      ...product,
      pageIndex: int(1, 100000).optional(),
      pageSize: int(1, REVIEW_PAGE_SIZE_MAX).optional(),
      size: z.string().min(1).max(20).optional(),
      bodyShape: bodyShape.optional(),
      stars: int(1, 5).optional(),
    }),
    handler: (p): Promise<ReviewPage> =>
      reviewPage(db, { ...p, pageIndex: p.pageIndex ?? 1, pageSize: p.pageSize ?? REVIEW_PAGE_SIZE_DEFAULT }),
  });

  route(app, {
    path: '/product/review/recommendList',
    params: z.object(product),
    handler: (p): Promise<RecommendedReviews> => recommendedReviews(db, p.shopProductId),
  });

  route(app, {
    path: '/product/review/info',
    params: z.object({ reviewId: id() }),
    handler: (p): Promise<Review> => reviewInfo(db, p.reviewId),
  });

  route(app, {
    path: '/product/review/add',
    methods: ['POST'],
    auth: true,
    params: addParams,
    handler: (p, ctx): Promise<Review> => addReview(db, requireUser(ctx).user.id, p),
  });

  route(app, {
    path: '/product/review/items',
    auth: true,
    params: z.object({ orderItemIds: idList() }),
    handler: async (p, ctx): Promise<ReviewableItems> => ({
      list: await reviewableItems(db, requireUser(ctx).user.id, p.orderItemIds),
    }),
  });

  route(app, {
    path: '/product/review/sizeSuggestion',
    params: z.object({ ...product, heightCm: height.optional(), bodyShape: bodyShape.optional() }),
    handler: (p, ctx): Promise<SizeSuggestionResult> =>
      sizeSuggestion(db, ctx.auth?.kind === 'user' ? ctx.auth.user.id : null, p),
  });
}
