/** Reviews (schema/reviews.graphql): the /v1 shapes as they are (contract/reviews.ts). */
import type { Review, ReviewableItem, ReviewPage, ReviewSummary, SizeSuggestion } from '@tote/contract/reviews';

export type ReviewModel = Review;
export type ReviewPageModel = ReviewPage;
export type ReviewSummaryModel = ReviewSummary;
export type SizeSuggestionModel = SizeSuggestion;
export type ReviewableItemModel = ReviewableItem;
