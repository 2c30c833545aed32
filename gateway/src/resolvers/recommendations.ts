/**
 * A product page's recommendation rows (schema/recommendations.graphql): similar items for everyone, then the
 * signed-in shopper's picks and recently viewed products. Each row asks its /v1 list for what the rows above it
 * show, and the product on view, to be left out (`excludeShopProductIdList`, applied before paging, so a row
 * stays full); the similar items leave the product out upstream. A row reads the rows above it through the same
 * loader keys as their own fields, so a page asking for all three makes one call per row. A guest's own rows are
 * empty, without a call.
 */
import type { ProductCard } from '@tote/contract/catalog';
import type { Resolvers } from '../__generated__/resolvers-types.js';
import { listSize } from '../connection.js';
import type { GatewayContext } from '../context.js';
import type { ProductRecommendationsModel } from '../models/recommendations.js';
import { asSignedIn } from './upstreamCalls.js';

/** Most products per row: the product on view and two full rows stay within the api's 200 excluded ids. */
export const MAX_ROW_SIZE = 50;

type Rows = ProductRecommendationsModel;

const idsOf = (cards: readonly ProductCard[]) => cards.map((card) => card.shopProductId);

async function similarItems(rows: Rows, ctx: GatewayContext): Promise<ProductCard[]> {
  const { shopProductId, first } = rows;
  return (await ctx.loaders.productListBySimilarItems.load({ shopProductId, pageSize: first })).list.slice(0, first);
}

async function productsYouLike(rows: Rows, ctx: GatewayContext): Promise<ProductCard[]> {
  if (!ctx.authToken) return [];
  const above = [rows.shopProductId, ...idsOf(await similarItems(rows, ctx))];
  const page = await asSignedIn(ctx, () =>
    ctx.loaders.productsYouLike.load({ pageSize: rows.first, excludeShopProductIdList: above }),
  );
  return page?.list.slice(0, rows.first) ?? [];
}

async function recentlyViewed(rows: Rows, ctx: GatewayContext): Promise<ProductCard[]> {
  if (!ctx.authToken) return [];
  const [similar, picks] = await Promise.all([similarItems(rows, ctx), productsYouLike(rows, ctx)]);
  const above = [rows.shopProductId, ...idsOf(similar), ...idsOf(picks)];
  const page = await asSignedIn(ctx, () =>
    ctx.loaders.recentlyViewed.load({ pageSize: rows.first, excludeShopProductIdList: above }),
  );
  return page?.list.slice(0, rows.first) ?? [];
}

export const recommendationsResolvers: Resolvers = {
  Product: {
    recommendations: (p, { first }) => ({ shopProductId: p.shopProductId, first: listSize(first, 12, MAX_ROW_SIZE) }),
  },
  ProductRecommendations: {
    similarItems: (rows, _a, ctx) => similarItems(rows, ctx),
    productsYouLike: (rows, _a, ctx) => productsYouLike(rows, ctx),
    recentlyViewed: (rows, _a, ctx) => recentlyViewed(rows, ctx),
  },
};
