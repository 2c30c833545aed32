/**
 * Product reviews (schema/reviews.graphql): the product page's reviews, summary, recommended reviews and
 * size suggestion (/product/review/*), the review status of order lines and the item of /review/create
 * (/product/review/items, one call for all the lines asked), and writing a review (/product/review/add).
 * A refused add (23009 already reviewed, 23010 not delivered, 20003 not the viewer's item, 40001) is a
 * userError with the api's message verbatim; the gateway checks the fields first with the same messages.
 */
import { reviewsV1 } from '@tote/contract/v1/reviews';
import {
  REVIEW_HEIGHT_MAX_CM,
  REVIEW_HEIGHT_MIN_CM,
  REVIEW_PAGE_SIZE_MAX,
  REVIEW_PHOTOS_MAX,
  REVIEW_TEXT_MAX,
  REVIEW_TITLE_MAX,
  ReviewMessages,
  type ReviewableItem,
  type ReviewFit as ContractFit,
} from '@tote/contract/reviews';
import type { AddReviewInput, Resolvers, ReviewStatus } from '../__generated__/resolvers-types.js';
import type { GatewayContext } from '../context.js';
import { badUserInput, Code, nullIfNotFound } from '../errors.js';
import { toGlobalId } from '../ids.js';
import { bodyShapeToContract } from './account.js';
import { enumOf } from './enums.js';
import { validOrderId } from './order.js';
import { requireSignIn } from './session.js';
import { asSignedIn, attempt, validationError } from './upstreamCalls.js';

const REVIEW_USER_ERROR_CODES: ReadonlySet<number> = new Set([
  Code.REVIEW_EXISTS,
  Code.REVIEW_NOT_YET,
  Code.DATA_NOT_FOUND,
  Code.BAD_REQUEST,
]);

/** The product page's first page: the summary comes with it, so both share one /product/review/list call. */
const FIRST_PAGE_SIZE = 20;

const statusOf = (i: ReviewableItem): ReviewStatus =>
  i.reviewId !== null ? 'REVIEWED' : i.reviewable ? 'REVIEWABLE' : 'NOT_YET';

/** The viewer's order item as reviews see it; null for a guest, another member's item or a membership line. */
function reviewableItem(ctx: GatewayContext, orderItemId: number): Promise<ReviewableItem | null> {
  if (!validOrderId(orderItemId)) return Promise.resolve(null);
  return asSignedIn(ctx, () => nullIfNotFound(ctx.loaders.reviewableItems.load(orderItemId)));
}

/** The same rules as the api, with its messages: a screen shows them next to the field. */
function inputErrors(input: AddReviewInput) {
  const errors = [];
  const blank = (s: string, max: number) => s.trim() === '' || s.trim().length > max;
  if (!Number.isInteger(input.stars) || input.stars < 1 || input.stars > 5)
    errors.push(validationError(['input', 'stars'], ReviewMessages.stars));
  if (blank(input.title, REVIEW_TITLE_MAX)) errors.push(validationError(['input', 'title'], ReviewMessages.title));
  if (blank(input.text, REVIEW_TEXT_MAX)) errors.push(validationError(['input', 'text'], ReviewMessages.text));
  if (blank(input.sizeWorn, 20)) errors.push(validationError(['input', 'sizeWorn'], ReviewMessages.sizeWorn));
  const h = input.heightCm;
  if (h !== null && h !== undefined && (h < REVIEW_HEIGHT_MIN_CM || h > REVIEW_HEIGHT_MAX_CM))
    errors.push(validationError(['input', 'heightCm'], ReviewMessages.height));
  if ((input.photoKeys?.length ?? 0) > REVIEW_PHOTOS_MAX)
    errors.push(validationError(['input', 'photoKeys'], ReviewMessages.photos));
  return errors;
}

export const reviewsResolvers: Resolvers = {
  Product: {
    reviews: (p, { filter, page, pageSize }, ctx) => {
      const pageIndex = page ?? 1;
      const size = pageSize ?? FIRST_PAGE_SIZE;
      if (pageIndex < 1) throw badUserInput('page must be 1 or more', 'page');
      if (size < 1 || size > REVIEW_PAGE_SIZE_MAX)
        throw badUserInput(`pageSize must be 1..${REVIEW_PAGE_SIZE_MAX}`, 'pageSize');
      return ctx.loaders.reviewPage.load({
        shopProductId: p.shopProductId,
        pageIndex,
        pageSize: size,
        ...(filter?.size ? { size: filter.size } : {}),
        ...(filter?.bodyShape ? { bodyShape: bodyShapeToContract(filter.bodyShape) } : {}),
        ...(filter?.stars ? { stars: filter.stars } : {}),
      });
    },
    reviewSummary: async (p, _a, ctx) =>
      (await ctx.loaders.reviewPage.load({ shopProductId: p.shopProductId, pageIndex: 1, pageSize: FIRST_PAGE_SIZE }))
        .summary,
    recommendedReviews: async (p, _a, ctx) =>
      (await ctx.loaders.recommendedReviews.load({ shopProductId: p.shopProductId })).list,
    sizeSuggestion: async (p, { heightCm, bodyShape }, ctx) => {
      if (
        heightCm !== null &&
        heightCm !== undefined &&
        (heightCm < REVIEW_HEIGHT_MIN_CM || heightCm > REVIEW_HEIGHT_MAX_CM)
      )
        throw badUserInput(ReviewMessages.height, 'heightCm');
      const r = await ctx.loaders.sizeSuggestion.load({
        shopProductId: p.shopProductId,
        ...(heightCm ? { heightCm } : {}),
        ...(bodyShape ? { bodyShape: bodyShapeToContract(bodyShape) } : {}),
      });
      return r.suggestion;
    },
  },

  ReviewPage: {
    reviews: (p) => p.list,
  },

  Review: {
    id: (r) => toGlobalId('Review', r.reviewId),
    fit: (r) => enumOf(r.fit),
    bodyShape: (r) => (r.bodyShape ? enumOf(r.bodyShape) : null),
    photos: (r) => r.photos.map((ph, i) => ({ url: ph.url, alt: `Photo ${i + 1} by ${r.reviewer}` })),
  },

  ReviewSummary: {
    runsSmall: (s) => s.fit.runsSmall,
    trueToSize: (s) => s.fit.trueToSize,
    runsLarge: (s) => s.fit.runsLarge,
  },

  SizeSuggestion: {
    similar: (s) => s.basis === 'similar',
    bodyShape: (s) => (s.bodyShape ? enumOf(s.bodyShape) : null),
  },

  ReviewableItem: {
    product: (i, _a, ctx) => nullIfNotFound(ctx.loaders.productInfos.load(i.shopProductId)),
    status: statusOf,
  },

  OrderLine: {
    reviewStatus: async (l, _a, ctx) => {
      if (!l.shopProductId) return null;
      const item = await reviewableItem(ctx, l.orderItemId);
      return item ? statusOf(item) : null;
    },
  },

  Query: {
    reviewableItem: (_q, { orderItemId }, ctx) => reviewableItem(ctx, orderItemId),
  },

  Mutation: {
    addReview: async (_p, { input }, ctx) => {
      requireSignIn(ctx, reviewsV1.add);
      const errors = inputErrors(input);
      if (!validOrderId(input.orderItemId)) errors.push(validationError(['input', 'orderItemId'], 'No such item.'));
      if (errors.length) return { review: null, product: null, userErrors: errors };
      const r = await attempt(
        ctx,
        ctx.loaders.addReview.load({
          orderItemId: input.orderItemId,
          stars: input.stars,
          title: input.title,
          text: input.text,
          fit: input.fit.toLowerCase() as ContractFit,
          sizeWorn: input.sizeWorn,
          heightCm: input.heightCm ?? null,
          bodyShape: input.bodyShape ? bodyShapeToContract(input.bodyShape) : null,
          ...(input.photoKeys?.length ? { photoKeys: input.photoKeys } : {}),
        }),
        null,
        REVIEW_USER_ERROR_CODES,
      );
      if (!r.ok) return { review: null, product: null, userErrors: r.userErrors };
      ctx.loaders.reviewableItems.clear(input.orderItemId);
      ctx.sharedReads?.changed([r.value.shopProductId]); // the payload's product shows the new review
      const product = await nullIfNotFound(ctx.loaders.productInfos.load(r.value.shopProductId));
      return { review: r.value, product, userErrors: [] };
    },
  },
};
