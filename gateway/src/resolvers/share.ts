/**
 * Shares (schema/share.graphql): `sharedOrder` and `sharedCollection` (/share/info, public; its
 * products and facets from /share/productList and /share/filter), the viewer's `shareOrder`,
 * `shareCollection` and `revokeShare`, and `recordShareView` (/share/analyze). An expired (22001) or
 * revoked / cancelled / deleted (22002) link reaches the client as the upstream error itself
 * (extensions.code SHARE_EXPIRED); an unknown link, or one of the other kind, is null.
 */
import { LIST_PAGE_SIZE_MAX, PAGE_INDEX_MAX } from '@tote/contract/params';
import { sharesV1 } from '@tote/contract/v1/shares';
import { SHARE_ID_PATTERN, type ShareLink, type SharedOrderView } from '@tote/contract/share';
import type { OrderShare, Resolvers, ResolversTypes, SharedCollectionKind } from '../__generated__/resolvers-types.js';
import { Code, nullIfNotFound } from '../errors.js';
import { sortKeyOf } from './common.js';
import { enumOf, kebabOf } from './enums.js';
import { filterParamsOf } from './listing.js';
import { requireSignIn } from './session.js';
import { attempt, validationError } from './upstreamCalls.js';

const SHARE_USER_ERROR_CODES: ReadonlySet<number> = new Set([
  Code.DATA_NOT_FOUND,
  Code.SHARE_OVERDUE,
  Code.PRODUCT_OFF_SHELF,
]);
const clamp = (n: number | null | undefined, min: number, max: number, fallback: number): number =>
  n == null || !Number.isInteger(n) ? fallback : Math.min(max, Math.max(min, n));
const validOrderId = (orderId: number): boolean =>
  Number.isInteger(orderId) && orderId >= 1 && orderId <= 2_147_483_647;

/** An OrderShare or a CollectionShare: the same three fields. */
const orderShare = (link: ShareLink): Omit<OrderShare, '__typename'> => ({
  shareId: link.shareId,
  url: link.url,
  expiresAt: link.expiresAt,
});

/** The /v1 view in the schema's shape: nothing of it but what SharedOrder has. */
function sharedOrder(view: SharedOrderView): ResolversTypes['SharedOrder'] {
  return {
    shareId: view.shareId,
    expiresAt: view.expiresAt,
    status: enumOf(view.order.status),
    placedAt: view.order.placedAt,
    paidAt: view.order.paidAt,
    items: view.order.items.map((item) => ({
      title: item.title,
      brand: item.brand,
      image: item.image,
      size: item.size,
      color: item.color,
      saleType: enumOf(item.saleType),
      productPath:
        item.shopProductId === null
          ? null
          : `/product/${item.shopProductId}${item.color ? `?colorId=${item.color.colorId}` : ''}`,
    })),
  };
}

export const shareResolvers: Resolvers = {
  Query: {
    sharedOrder: async (_p, { shareId }, ctx) => {
      if (!SHARE_ID_PATTERN.test(shareId)) return null;
      const view = await nullIfNotFound(ctx.loaders.shareInfo.load({ shareId }));
      return view?.resourceType === 'order' ? sharedOrder(view) : null;
    },
    sharedCollection: async (_p, { shareId }, ctx) => {
      if (!SHARE_ID_PATTERN.test(shareId)) return null;
      const view = await nullIfNotFound(ctx.loaders.shareInfo.load({ shareId }));
      return view && view.resourceType !== 'order' ? view : null;
    },
  },

  SharedCollection: {
    kind: (v) => enumOf(v.resourceType),
    facets: (v, _a, ctx) => ctx.loaders.shareFilter.load({ shareId: v.shareId }),
    products: async (v, args, ctx) => {
      const pageSize = clamp(args.pageSize, 1, LIST_PAGE_SIZE_MAX, 24);
      const page = clamp(args.page, 1, PAGE_INDEX_MAX, 1);
      const r = await ctx.loaders.shareProductList.load({
        shareId: v.shareId,
        pageIndex: page,
        pageSize,
        orderByColumn: sortKeyOf(args.sort ?? 'RECOMMENDED'),
        ...filterParamsOf(args.filter),
      });
      return { items: r.list, totalCount: r.total, page, pageCount: Math.max(1, Math.ceil(r.total / pageSize)) };
    },
  },

  Mutation: {
    shareOrder: async (_p, { input }, ctx) => {
      requireSignIn(ctx, sharesV1.generate);
      if (!validOrderId(input.orderId))
        return { share: null, userErrors: [validationError(['input', 'orderId'], 'This order does not exist.')] };
      const r = await attempt(
        ctx,
        ctx.loaders.shareGenerate.load({ resourceId: input.orderId, resourceType: 'order' }),
        ['input', 'orderId'],
        SHARE_USER_ERROR_CODES,
      );
      return r.ok ? { share: orderShare(r.value), userErrors: [] } : { share: null, userErrors: r.userErrors };
    },

    shareCollection: async (_p, { input }, ctx) => {
      requireSignIn(ctx, sharesV1.generate);
      const wishlist = input.kind === 'WISHLIST';
      if (wishlist ? input.resourceId !== 0 : !validOrderId(input.resourceId))
        return { share: null, userErrors: [validationError(['input', 'resourceId'], 'This does not exist.')] };
      const resourceType = kebabOf<'wishlist' | 'capsule' | 'product'>(input.kind satisfies SharedCollectionKind);
      const r = await attempt(
        ctx,
        ctx.loaders.shareGenerate.load({ resourceId: input.resourceId, resourceType }),
        ['input', 'resourceId'],
        SHARE_USER_ERROR_CODES,
      );
      return r.ok ? { share: orderShare(r.value), userErrors: [] } : { share: null, userErrors: r.userErrors };
    },

    recordShareView: async (_p, { input }, ctx) => {
      if (!SHARE_ID_PATTERN.test(input.shareId)) return { viewCount: null };
      const r = await nullIfNotFound(ctx.loaders.shareAnalyze.load({ shareId: input.shareId }));
      return { viewCount: r?.viewCount ?? null };
    },

    revokeShare: async (_p, { input }, ctx) => {
      requireSignIn(ctx, sharesV1.revoke);
      if (!SHARE_ID_PATTERN.test(input.shareId))
        return { share: null, userErrors: [validationError(['input', 'shareId'], 'This link does not exist.')] };
      const r = await attempt(
        ctx,
        ctx.loaders.shareRevoke.load({ shareId: input.shareId }),
        ['input', 'shareId'],
        SHARE_USER_ERROR_CODES,
      );
      return r.ok ? { share: orderShare(r.value), userErrors: [] } : { share: null, userErrors: r.userErrors };
    },
  },
};
