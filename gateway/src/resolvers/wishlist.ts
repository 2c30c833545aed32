/**
 * The shopper's saved products and followed brands, back-in-stock requests, the user-dependent
 * product rows (issue 4); tracking events: tracking.ts.
 *
 * `Product.isWished` and `Brand.isFollowed` go through batching loaders (loaders/tote.ts): a page
 * of 60 cards costs one /wishlist/check call; for a guest they are false without any call. A list
 * of saved products (followed brands) primes them, and a change primes the changed id, so the
 * payload's product reads its new state without asking again.
 */
import { wishlistV1 } from '@tote/contract/v1/wishlist';
import { z } from 'zod';
import type { Page, ProductCard } from '@tote/contract/catalog';
import type { Resolvers } from '../__generated__/resolvers-types.js';
import { listSize, pageArgs } from '../connection.js';
import type { GatewayContext } from '../context.js';
import { Code, isUpstreamError, nullIfNotFound } from '../errors.js';
import { requireSignIn, validateInput } from './session.js';
import { globalIdOf, skuCode, TOTE_USER_ERROR_CODES } from './toteInput.js';
import { asSignedIn, attempt } from './upstreamCalls.js';

async function row(n: number, load: (p: { pageSize: number }) => Promise<Page<ProductCard>>): Promise<ProductCard[]> {
  return (await load({ pageSize: n })).list.slice(0, n);
}

/** Whether the signed-in shopper saved / follows `id`; false for a guest or an expired session. */
/**
 * A heart's state for the signed-in shopper, false for a guest. The hearts decorate whole listings:
 * when the check call fails, the cards show unsaved hearts rather than the failure blanking the list.
 */
async function checked(ctx: GatewayContext, load: () => Promise<boolean>): Promise<boolean> {
  try {
    return (await asSignedIn(ctx, load)) ?? false;
  } catch (error) {
    console.error('gateway: wishlist check failed; hearts shown unsaved', error);
    return false;
  }
}

function wishlistChanged(ctx: GatewayContext, shopProductId: number, isWished: boolean): void {
  const l = ctx.loaders;
  l.isWished.clear(shopProductId).prime(shopProductId, isWished);
  l.wishlist.clearAll();
  l.productsYouLike.clearAll();
}

function followChanged(ctx: GatewayContext, brandId: number, isFollowed: boolean): void {
  const l = ctx.loaders;
  l.isFollowed.clear(brandId).prime(brandId, isFollowed);
  l.followedBrands.clearAll();
  l.productsYouLike.clearAll();
}

const productId = z.object({ productId: globalIdOf('Product', 'This is not a product.') });
const brandId = z.object({ brandId: globalIdOf('Brand', 'This is not a brand.') });

export const wishlistResolvers: Resolvers = {
  Query: {
    toteSuggestions: (_p, { first }, ctx) => row(listSize(first, 12), (p) => ctx.loaders.productsInEmptyTote.load(p)),
  },

  User: {
    wishlist: async (_u, args, ctx) => {
      const { offset, pageSize, first } = pageArgs(args, 24);
      const page = await ctx.loaders.wishlist.load({ offset, pageSize });
      for (const p of page.list) ctx.loaders.isWished.prime(p.shopProductId, true);
      return { page, first };
    },
    followedBrands: async (_u, args, ctx) => {
      const { offset, pageSize, first } = pageArgs(args, 24);
      const page = await ctx.loaders.followedBrands.load({ offset, pageSize });
      for (const b of page.list) ctx.loaders.isFollowed.prime(b.brandId, true);
      return { page, first };
    },
    recentlyViewed: (_u, { first }, ctx) => row(listSize(first, 12), (p) => ctx.loaders.recentlyViewed.load(p)),
    productsYouLike: (_u, { first }, ctx) => row(listSize(first, 12), (p) => ctx.loaders.productsYouLike.load(p)),
  },

  Product: {
    isWished: (p, _a, ctx) => checked(ctx, () => ctx.loaders.isWished.load(p.shopProductId)),
  },
  Brand: {
    isFollowed: (b, _a, ctx) => checked(ctx, () => ctx.loaders.isFollowed.load(b.brandId)),
  },

  WishlistPayload: {
    // /product/info when asked, without the session (saving is not viewing the product page: the
    // recently viewed row stays as it was); null when the product has gone (unknown or off shelf).
    product: async (p, _a, ctx) => {
      if (p.shopProductId === null) return null;
      try {
        return await nullIfNotFound(ctx.loaders.productInfoUnviewed.load({ shopProductId: p.shopProductId }));
      } catch (e) {
        if (isUpstreamError(e, Code.PRODUCT_OFF_SHELF)) return null;
        throw e;
      }
    },
  },
  FollowBrandPayload: {
    brand: (p, _a, ctx) =>
      p.brandId === null ? null : nullIfNotFound(ctx.loaders.brandInfo.load({ brandId: p.brandId })),
  },

  Mutation: {
    addToWishlist: async (_p, { input }, ctx) => {
      requireSignIn(ctx, wishlistV1.wishlistAdd);
      const v = validateInput(productId, input);
      if (!v.ok) return { shopProductId: null, wishlistCount: null, userErrors: v.userErrors };
      const r = await attempt(
        ctx,
        ctx.loaders.addToWishlist.load({ shopProductId: v.data.productId }),
        null,
        TOTE_USER_ERROR_CODES,
      );
      if (!r.ok) return { shopProductId: null, wishlistCount: null, userErrors: r.userErrors };
      wishlistChanged(ctx, r.value.shopProductId, r.value.isWished);
      return { shopProductId: r.value.shopProductId, wishlistCount: r.value.total, userErrors: [] };
    },
    removeFromWishlist: async (_p, { input }, ctx) => {
      requireSignIn(ctx, wishlistV1.wishlistDel);
      const v = validateInput(productId, input);
      if (!v.ok) return { shopProductId: null, wishlistCount: null, userErrors: v.userErrors };
      const r = await attempt(
        ctx,
        ctx.loaders.removeFromWishlist.load({ shopProductId: v.data.productId }),
        null,
        TOTE_USER_ERROR_CODES,
      );
      if (!r.ok) return { shopProductId: null, wishlistCount: null, userErrors: r.userErrors };
      wishlistChanged(ctx, r.value.shopProductId, r.value.isWished);
      return { shopProductId: r.value.shopProductId, wishlistCount: r.value.total, userErrors: [] };
    },
    followBrand: async (_p, { input }, ctx) => {
      requireSignIn(ctx, wishlistV1.wishlistBrandAdd);
      const v = validateInput(brandId, input);
      if (!v.ok) return { brandId: null, userErrors: v.userErrors };
      const r = await attempt(
        ctx,
        ctx.loaders.followBrand.load({ brandId: v.data.brandId }),
        null,
        TOTE_USER_ERROR_CODES,
      );
      if (!r.ok) return { brandId: null, userErrors: r.userErrors };
      followChanged(ctx, r.value.brandId, r.value.isFollowed);
      return { brandId: r.value.brandId, userErrors: [] };
    },
    unfollowBrand: async (_p, { input }, ctx) => {
      requireSignIn(ctx, wishlistV1.wishlistBrandDel);
      const v = validateInput(brandId, input);
      if (!v.ok) return { brandId: null, userErrors: v.userErrors };
      const r = await attempt(
        ctx,
        ctx.loaders.unfollowBrand.load({ brandId: v.data.brandId }),
        null,
        TOTE_USER_ERROR_CODES,
      );
      if (!r.ok) return { brandId: null, userErrors: r.userErrors };
      followChanged(ctx, r.value.brandId, r.value.isFollowed);
      return { brandId: r.value.brandId, userErrors: [] };
    },

    requestStockNotification: async (_p, { input }, ctx) => {
      requireSignIn(ctx, wishlistV1.userSaveStockNotification);
      const v = validateInput(z.object({ sku: skuCode }), input);
      if (!v.ok) return { sku: null, saved: false, userErrors: v.userErrors };
      const r = await attempt(
        ctx,
        ctx.loaders.saveStockNotification.load({ sku: v.data.sku }),
        ['input', 'sku'],
        TOTE_USER_ERROR_CODES,
      );
      if (!r.ok) return { sku: null, saved: false, userErrors: r.userErrors };
      return { sku: r.value.sku, saved: r.value.saved, userErrors: [] };
    },
  },
};
