/**
 * Holds for the member who waited (schema/holds.graphql): the viewer's holds (/user/stockHolds, one call per
 * request, shared by every ProductSize.heldForYouUntil and User.stockHolds), and letting one go.
 */
import { stockHoldsV1 } from '@tote/contract/v1/inventory';
import { z } from 'zod';
import type { StockHold } from '@tote/contract/wishlist';
import type { Resolvers } from '../__generated__/resolvers-types.js';
import type { GatewayContext } from '../context.js';
import { loadViewer, requireSignIn, validateInput } from './session.js';
import { TOTE_USER_ERROR_CODES } from './toteInput.js';
import { asSignedIn, attempt } from './upstreamCalls.js';

/** The viewer's holds; empty for a guest. */
async function viewerHolds(ctx: GatewayContext): Promise<StockHold[]> {
  return (await asSignedIn(ctx, () => ctx.loaders.stockHolds.load({})))?.holds ?? [];
}

export const holdsResolvers: Resolvers = {
  ProductSize: {
    heldForYouUntil: async (s, _a, ctx) => (await viewerHolds(ctx)).find((h) => h.sku === s.sku)?.expiresAt ?? null,
  },
  User: {
    stockHolds: async (_u, _a, ctx) => {
      try {
        return await viewerHolds(ctx);
      } catch (error) {
        console.error('gateway: /user/stockHolds failed', error);
        return null;
      }
    },
  },
  StockHold: {
    productId: (h) => h.shopProductId,
  },
  DeclineStockHoldPayload: {
    viewer: (_p, _a, ctx) => loadViewer(ctx),
  },
  Mutation: {
    declineStockHold: async (_p, { input }, ctx) => {
      requireSignIn(ctx, stockHoldsV1.decline);
      const v = validateInput(
        z.object({ holdId: z.number().int().positive({ error: 'This hold does not exist.' }) }),
        input,
      );
      if (!v.ok) return { holdId: null, userErrors: v.userErrors };
      const r = await attempt(
        ctx,
        ctx.loaders.declineStockHold.load({ holdId: v.data.holdId }),
        ['input', 'holdId'],
        TOTE_USER_ERROR_CODES,
      );
      if (!r.ok) return { holdId: null, userErrors: r.userErrors };
      ctx.loaders.stockHolds.clearAll();
      return { holdId: r.value.holdId, userErrors: [] };
    },
  },
};
