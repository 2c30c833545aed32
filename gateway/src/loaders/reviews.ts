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
import { read, sharedRead, write } from './define.js';

export const reviewEndpoints = {
  // The same for everyone; a new review is announced as a change of its product (api migration 023).
  reviewPage: sharedRead<ReviewListParams, ReviewPage>('/product/review/list'),
  recommendedReviews: sharedRead<{ shopProductId: number }, RecommendedReviews>('/product/review/recommendList'),
  // Sent with the session: a member's own height and body shape count (viewer-specific).
  sizeSuggestion: read<SizeSuggestionParams, SizeSuggestionResult>('/product/review/sizeSuggestion'),
  addReview: write<ReviewAddParams, Review>('/product/review/add'),
};

export const reviewBatchEndpoints = {
  /** [auth] the viewer's order items as reviews see them: the lines of an order share one call. */
  reviewableItems: batch<ReviewableItem>('/product/review/items', 'orderItemIds'),
};
