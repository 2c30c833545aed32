/**
 * /v1 product reviews contract (SPEC §7 "Product": review/list, recommendList, add, info): reviews with
 * fit data (how the size fit, the size worn, the reviewer's height and body shape) that help the next
 * shopper choose a size.
 *
 * ## Endpoints
 * - `/product/review/list` {shopProductId, pageIndex?, pageSize?, size?, bodyShape?, stars?} → ReviewPage:
 *   the product's reviews, newest first, filtered by size worn, body shape and stars (pageSize
 *   1..REVIEW_PAGE_SIZE_MAX, default REVIEW_PAGE_SIZE_DEFAULT), and the summary of ALL its reviews
 *   (filters do not change it). An unknown product → 20003 "Product {id} not found".
 * - `/product/review/recommendList` {shopProductId} → RecommendedReviews: at most RECOMMENDED_REVIEWS_MAX
 *   reviews of 4 or 5 stars; those with photos first, then the longest text (the most helpful to read),
 *   then the newest.
 * - `/product/review/info` {reviewId} → Review; unknown → 20003 "Review {id} not found".
 * - `/product/review/add` [auth] {orderItemId, stars, title, text, fit, sizeWorn, heightCm?, bodyShape?,
 *   photoKeys?} → Review.
 *   - Only the member whose order holds the item: another member's item or a line that is not a product
 *     (membership) → 20003 "Order item {id} not found" (no hint that it exists).
 *   - Only once the item reached the member: its state delivered, return_requested, return_in_transit,
 *     returned or bought — else 23010 ReviewMessages.notYet.
 *   - One review per order item, for good: a second (even two racing adds: a unique index) → 23009
 *     ReviewMessages.alreadyReviewed; the first stands.
 *   - photoKeys: at most REVIEW_PHOTOS_MAX keys of the member's own uploads (purpose 'review', files.ts),
 *     each claimed once, in the review's transaction; a foreign, unknown or used key → 40001
 *     FileMessages.notClaimable(key) and no review.
 *   - Height is in whole centimetres (REVIEW_HEIGHT_MIN_CM..REVIEW_HEIGHT_MAX_CM); the web converts
 *     feet and inches.
 * - `/product/review/items` [auth] {orderItemIds} → ReviewableItems, a batch read (at most 100 ids): each
 *   of the member's order items as the review screen shows it, whether it can be reviewed and its review
 *   if written; another member's item or a membership line → a 20003 entry (the api's own call, for the
 *   order page and /review/create).
 * - `/product/review/sizeSuggestion` [session optional] {shopProductId, heightCm?, bodyShape?} →
 *   SizeSuggestionResult (the api's own call): "Most members like you wore M".
 *   - Who "you" is: heightCm and bodyShape given win; else a signed-in member's body shape from the
 *     profile and height from their latest review that gave one.
 *   - Each review of the product votes for a size: its size worn when it fit true to size, the next size
 *     up when it ran small, the next size down when it ran large (the product's own size order).
 *   - Reviews like you: same body shape (when known) and height within ±SIZE_SUGGESTION_HEIGHT_CM (when
 *     known). Knowing neither (a guest), every review counts and basis is 'all'.
 *   - The size with most votes wins; a tie goes to one of the member's saved clothing sizes (profile),
 *     then to the smaller size.
 *   - Fewer than SIZE_SUGGESTION_MIN_REVIEWS voting reviews → suggestion null.
 *
 * The reviewer shows as first name and last initial ("Jane D."), never the email.
 *
 * ## Codes
 *   20003 unknown product, review or order item · 23009 already reviewed · 23010 item not received yet ·
 *   40001 invalid parameters · 40000 no session
 */
import type { BatchResponse } from './catalog.js';
import { userMessages } from './validation.js';
import type { BodyShape } from './profile.js';

export const REVIEW_PAGE_SIZE_DEFAULT = 10;
export const REVIEW_PAGE_SIZE_MAX = 50;
export const RECOMMENDED_REVIEWS_MAX = 3;
export const REVIEW_PHOTOS_MAX = 4;
export const REVIEW_TITLE_MAX = 100;
export const REVIEW_TEXT_MAX = 2000;
export const REVIEW_HEIGHT_MIN_CM = 120;
export const REVIEW_HEIGHT_MAX_CM = 220;
export const SIZE_SUGGESTION_HEIGHT_CM = 5;
export const SIZE_SUGGESTION_MIN_REVIEWS = 3;

export const REVIEW_FITS = ['runs_small', 'true_to_size', 'runs_large'] as const;
export type ReviewFit = (typeof REVIEW_FITS)[number];
export const BODY_SHAPES: readonly BodyShape[] = ['Apple', 'Pear', 'Hourglass', 'Straight', 'Inverted Triangle'];

/** Item states in which the member has the item or had it: a review may be written. */
export const REVIEWABLE_STATES = ['delivered', 'return_requested', 'return_in_transit', 'returned', 'bought'] as const;

export const ReviewMessages = userMessages({
  alreadyReviewed: 'You have already reviewed this item.',
  notYet: 'You can review this item once it has been delivered.',
  stars: 'Choose 1 to 5 stars.',
  title: 'Give your review a title.',
  text: 'Tell other members about the fit and feel.',
  fit: 'Tell us how it fit.',
  sizeWorn: 'Choose the size you wore.',
  height: `Enter a height between ${REVIEW_HEIGHT_MIN_CM} and ${REVIEW_HEIGHT_MAX_CM} cm.`,
  photos: `Add at most ${REVIEW_PHOTOS_MAX} photos.`,
} as const);

export interface ReviewListParams {
  shopProductId: number;
  pageIndex?: number;
  pageSize?: number;
  size?: string;
  bodyShape?: BodyShape;
  stars?: number;
}

export interface ReviewAddParams {
  orderItemId: number;
  stars: number; // 1..5
  title: string; // 1..REVIEW_TITLE_MAX, trimmed
  text: string; // 1..REVIEW_TEXT_MAX, trimmed
  fit: ReviewFit;
  sizeWorn: string; // one of the product's size labels
  heightCm?: number | null;
  bodyShape?: BodyShape | null;
  /** Keys of the member's uploads (contract/files.ts, purpose 'review'), at most REVIEW_PHOTOS_MAX. */
  photoKeys?: string[];
}

export interface ReviewPhoto {
  key: string;
  url: string;
}

export interface Review {
  reviewId: number;
  shopProductId: number;
  /** "Jane D.": first name and last initial. */
  reviewer: string;
  stars: number;
  title: string;
  text: string;
  fit: ReviewFit;
  sizeWorn: string;
  heightCm: number | null;
  bodyShape: BodyShape | null;
  photos: ReviewPhoto[];
  createdAt: string; // ISO 8601
}

export interface ReviewSummary {
  /** Mean stars rounded to one decimal; 0 without reviews. */
  average: number;
  count: number;
  /** Five entries, 5 stars first. */
  starCounts: { stars: number; count: number }[];
  /** Shares 0..100 (rounded) of the reviews per fit; 0 without reviews. */
  fit: { runsSmall: number; trueToSize: number; runsLarge: number };
}

export interface ReviewPage {
  list: Review[];
  total: number;
  summary: ReviewSummary;
}

export interface RecommendedReviews {
  list: Review[];
}

export interface ReviewableItem {
  orderItemId: number;
  orderId: number;
  shopProductId: number;
  title: string;
  /** The size rented or bought. */
  size: string | null;
  /** The product's sizes in order (what "size worn" offers). */
  sizes: string[];
  reviewable: boolean;
  /** Null until reviewed. */
  reviewId: number | null;
}

/** A batch read (catalog.ts BatchResponse): one entry per id asked, 20003 for another member's item. */
export type ReviewableItems = BatchResponse<ReviewableItem>;

export interface SizeSuggestionParams {
  shopProductId: number;
  heightCm?: number;
  bodyShape?: BodyShape;
}

export interface SizeSuggestion {
  size: string;
  /** How many reviews it rests on (those like you). */
  reviewCount: number;
  /** 'similar': reviews of members like you; 'all': every review (nothing known about you). */
  basis: 'similar' | 'all';
  heightCm: number | null;
  bodyShape: BodyShape | null;
  /** The size is one of the member's saved clothing sizes. */
  inSavedSizes: boolean;
}

export interface SizeSuggestionResult {
  suggestion: SizeSuggestion | null;
}

/** The size each fit points to: one up when it ran small, one down when large (sizes in the product's order). */
export function votedSize(sizes: readonly string[], worn: string, fit: ReviewFit): string | null {
  const i = sizes.indexOf(worn);
  if (i < 0) return null;
  const j = fit === 'runs_small' ? i + 1 : fit === 'runs_large' ? i - 1 : i;
  return sizes[j] ?? null;
}

/** "Jane D." from "Jane Doe"; "Jane" alone stays; blank → "Member". */
export function reviewerName(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return 'Member';
  const last = parts.length > 1 ? parts[parts.length - 1] : undefined;
  return last ? `${parts[0]} ${last[0]!.toUpperCase()}.` : parts[0]!;
}
