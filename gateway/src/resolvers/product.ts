/**
 * Product and its parts. Card fields come from the parent (the list or /product/info that produced
 * it); detail fields, sizes and config go through the batch reads (/product/infos, /product/skuLists,
 * /product/configs): one call for every product of the request's tick, however many cards or fields ask. A product
 * asked by itself (`Query.product`) comes from /product/page, which brings its sizes and config along.
 */
import type { ProductInfo } from '@tote/contract/catalog';
import type { Resolvers } from '../__generated__/resolvers-types.js';
import { edgesOf, listSize, pageInfoOf } from '../connection.js';
import type { GatewayContext } from '../context.js';
import { toGlobalId } from '../ids.js';
import type { ProductModel } from '../models/catalog.js';
import { availabilityOf, sizeAvailabilityOf } from './common.js';

/** The /product/info data of a product: the parent itself when it already is that. */
export function productInfoOf(p: ProductModel, ctx: GatewayContext): Promise<ProductInfo> {
  if ('description' in p && 'sizeType' in p) return Promise.resolve(p as ProductInfo);
  return ctx.loaders.productInfos.load(p.shopProductId);
}

/**
 * A product page's data in one /v1 call (/product/page: counts as the shopper viewing it); its sizes and config then
 * answer the product's `sizes` and `config` in this request without a call of their own (#35: three calls were one
 * third of a product page's cost).
 */
export async function productPageOf(shopProductId: number, ctx: GatewayContext): Promise<ProductInfo> {
  const { loaders } = ctx;
  const { info, skuList, config } = await loaders.productPage.load({ shopProductId });
  loaders.productSkuLists.prime(shopProductId, { list: skuList });
  loaders.productConfigs.prime(shopProductId, config);
  return info;
}

export const productResolvers: Resolvers = {
  Product: {
    id: (p) => toGlobalId('Product', p.shopProductId),
    productId: (p) => p.shopProductId,
    url: (p) => `/product/${p.slug}`,
    categories: (p) => p.categoryList.map(({ code, name, group }) => ({ code, name, group })),
    colors: (p) => p.staticColorList.map((c) => ({ ...c, shopProductId: p.shopProductId })),
    hoverImage: (p) => p.hoverImage,
    availability: (p) => availabilityOf(p.availability),

    description: async (p, _a, ctx) => (await productInfoOf(p, ctx)).description,
    details: async (p, _a, ctx) => (await productInfoOf(p, ctx)).details,
    sizeType: async (p, _a, ctx) => ((await productInfoOf(p, ctx)).sizeType === 'shoes' ? 'SHOES' : 'CLOTHING'),
    occasions: async (p, _a, ctx) => (await productInfoOf(p, ctx)).occasions.map(({ code, name }) => ({ code, name })),

    sizes: async (p, { colorId }, ctx) => {
      const { list } = await ctx.loaders.productSkuLists.load(p.shopProductId);
      const color = colorId ?? p.defaultColorId;
      return list.filter((s) => s.colorId === color);
    },
    config: (p, _a, ctx) => ctx.loaders.productConfigs.load(p.shopProductId),
    similarItems: async (p, { first }, ctx) => {
      const n = listSize(first, 12);
      const page = await ctx.loaders.productListBySimilarItems.load({ shopProductId: p.shopProductId, pageSize: n });
      return page.list.slice(0, n);
    },
  },
  ProductColor: {
    // A card's colors are swatches: their pictures come with the product's page data, batched like its other fields.
    images: async (c, _a, ctx) => {
      if ('imageSets' in c) return c.imageSets;
      const info = await ctx.loaders.productInfos.load(c.shopProductId);
      return info.staticColorList.find((x) => x.colorId === c.colorId)?.imageSets ?? [];
    },
  },
  ProductSize: {
    label: (s) => s.size,
    availability: (s) => sizeAvailabilityOf(s.availability),
  },
  ProductConnection: {
    edges: (c) => edgesOf(c.page, c.first),
    pageInfo: (c) => pageInfoOf(c.page, c.first),
    totalCount: (c) => c.page.total,
  },
};
