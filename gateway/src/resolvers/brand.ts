/**
 * Brands: cards carry a BrandRef; the rest of a brand comes from /brands/infos when asked for (one call
 * for every card of the request).
 */
import type { BrandInfo } from '@tote/contract/catalog';
import type { Resolvers } from '../__generated__/resolvers-types.js';
import { edgesOf, pageInfoOf } from '../connection.js';
import type { GatewayContext } from '../context.js';
import { toGlobalId } from '../ids.js';
import type { BrandModel } from '../models/catalog.js';

function brandInfoOf(
  b: BrandModel,
  ctx: GatewayContext,
): Promise<Pick<BrandInfo, 'description' | 'logo' | 'productCount'>> {
  if (b.description !== undefined && b.logo !== undefined && b.productCount !== undefined) {
    return Promise.resolve({ description: b.description, logo: b.logo, productCount: b.productCount });
  }
  return ctx.loaders.brandInfos.load(b.brandId);
}

export const brandResolvers: Resolvers = {
  Brand: {
    id: (b) => toGlobalId('Brand', b.brandId),
    url: (b) => `/brand/${b.brandId}`,
    description: async (b, _a, ctx) => (await brandInfoOf(b, ctx)).description,
    logo: async (b, _a, ctx) => (await brandInfoOf(b, ctx)).logo,
    productCount: async (b, _a, ctx) => (await brandInfoOf(b, ctx)).productCount,
  },
  BrandConnection: {
    edges: (c) => edgesOf(c.page, c.first),
    pageInfo: (c) => pageInfoOf(c.page, c.first),
    totalCount: (c) => c.page.total,
  },
};
