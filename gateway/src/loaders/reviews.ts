/** The product reviews' /v1 endpoints (contract/src/reviews.ts). */
import type {
  RecommendedReviews,
  Review,
  ReviewableItem,
  ReviewAddParams,
  ReviewListParams,
  ReviewPage,
  SizeSuggestionParams,
  SizeSuggestionResult,
} from '@tote/contract/reviews';
import { batch } from './batch.js';
import { read, write } from './define.js';

export const reviewEndpoints = {
  reviewPage: read<ReviewListParams, ReviewPage>('/product/review/list'),
  recommendedReviews: read<{ shopProductId: number }, RecommendedReviews>('/product/review/recommendList'),
  // Sent with the session: a member's own height and body shape count (viewer-specific).
  sizeSuggestion: read<SizeSuggestionParams, SizeSuggestionResult>('/product/review/sizeSuggestion'),
  addReview: write<ReviewAddParams, Review>('/product/review/add'),
};

export const reviewBatchEndpoints = {
  /** [auth] the viewer's order items as reviews see them: the lines of an order share one call. */
  reviewableItems: batch<ReviewableItem>('/product/review/items', 'orderItemIds'),
};
