/**
 * Shared orders (schema/share.graphql): `sharedOrder` (/share/info, public) and the viewer's
 * `shareOrder` / `revokeShare`. An expired (22001) or revoked / cancelled (22002) link reaches the
 * client as the upstream error itself (extensions.code SHARE_EXPIRED); an unknown link is null.
 */
import { SHARE_ID_PATTERN, type ShareLink, type SharedOrderView } from '@tote/contract/share';
import type { OrderShare, Resolvers, ResolversTypes } from '../__generated__/resolvers-types.js';
import { Code, nullIfNotFound } from '../errors.js';
import { enumOf } from './enums.js';
import { requireSignIn } from './session.js';
import { attempt, validationError } from './upstreamCalls.js';

const SHARE_USER_ERROR_CODES: ReadonlySet<number> = new Set([Code.DATA_NOT_FOUND, Code.SHARE_OVERDUE]);
const validOrderId = (orderId: number): boolean =>
  Number.isInteger(orderId) && orderId >= 1 && orderId <= 2_147_483_647;

const orderShare = (link: ShareLink): OrderShare => ({
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
      return view ? sharedOrder(view) : null;
    },
  },

  Mutation: {
    shareOrder: async (_p, { input }, ctx) => {
      requireSignIn(ctx, '/share/generate');
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

    revokeShare: async (_p, { input }, ctx) => {
      requireSignIn(ctx, '/share/revoke');
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
