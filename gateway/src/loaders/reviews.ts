/** The product reviews' /v1 endpoints (contract/src/reviews.ts). */
import { batch } from './batch.js';
import { reviewsV1 } from '@tote/contract/v1/reviews';
import { read, sharedRead, write } from './define.js';

export const reviewEndpoints = {
  // The same for everyone; a new review is announced as a change of its product (api migration 023).
  reviewPage: sharedRead(reviewsV1.list),
  recommendedReviews: sharedRead(reviewsV1.recommendList),
  // Sent with the session: a member's own height and body shape count (viewer-specific).
  sizeSuggestion: read(reviewsV1.sizeSuggestion),
  // One review by its id (node(id:)): sent with the session, like the api's viewer access asks.
  reviewInfo: read(reviewsV1.info),
  addReview: write(reviewsV1.add),
};

export const reviewBatchEndpoints = {
  /** [auth] the viewer's order items as reviews see them: the lines of an order share one call. */
  reviewableItems: batch(reviewsV1.items, 'orderItemIds'),
};
