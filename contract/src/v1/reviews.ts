/** The /v1 endpoints of the api's reviews feature (api/src/features/reviews/). */
import { PAGE_INDEX_MAX, id, int } from '../params.js';
import {
  BODY_SHAPES,
  REVIEW_FITS,
  REVIEW_HEIGHT_MAX_CM,
  REVIEW_HEIGHT_MIN_CM,
  REVIEW_PAGE_SIZE_MAX,
  REVIEW_PHOTOS_MAX,
  REVIEW_TEXT_MAX,
  REVIEW_TITLE_MAX,
  ReviewMessages,
} from '../reviews.js';
import { z } from 'zod';
import { idList } from '../params.js';
import { endpoint } from './endpoint.js';
import type { BodyShape } from '../profile.js';
import type { RecommendedReviews, Review, ReviewPage, ReviewableItems, SizeSuggestionResult } from '../reviews.js';

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

/** features/reviews/routes.ts */
export const reviewsV1 = {
  list: endpoint<ReviewPage>()({
    path: '/product/review/list',
    methods: ['GET', 'POST'],
    access: 'public',
    params: z.object({
      ...product,
      pageIndex: int(1, PAGE_INDEX_MAX).optional(),
      pageSize: int(1, REVIEW_PAGE_SIZE_MAX).optional(),
      size: z.string().min(1).max(20).optional(),
      bodyShape: bodyShape.optional(),
      stars: int(1, 5).optional(),
    }),
  }),
  recommendList: endpoint<RecommendedReviews>()({
    path: '/product/review/recommendList',
    methods: ['GET', 'POST'],
    access: 'public',
    params: z.object(product),
  }),
  info: endpoint<Review>()({
    path: '/product/review/info',
    methods: ['GET', 'POST'],
    access: 'viewer',
    params: z.object({ reviewId: id() }),
  }),
  add: endpoint<Review>()({
    path: '/product/review/add',
    methods: ['POST'],
    access: 'shopper',
    params: addParams,
  }),
  items: endpoint<ReviewableItems>()({
    path: '/product/review/items',
    methods: ['GET', 'POST'],
    access: 'shopper',
    params: z.object({ orderItemIds: idList() }),
  }),
  sizeSuggestion: endpoint<SizeSuggestionResult>()({
    path: '/product/review/sizeSuggestion',
    methods: ['GET', 'POST'],
    access: 'viewer',
    params: z.object({ ...product, heightCm: height.optional(), bodyShape: bodyShape.optional() }),
  }),
};
