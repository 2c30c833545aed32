/**
 * /product/info, /product/config, /product/skuList (unknown → 20003; off shelf → 70003), the three at once for a
 * product page (/product/page), and their batch forms for lists: /product/infos, /product/configs,
 * /product/skuLists (?shopProductIds=1,2,3; one entry per product, see batch.ts). A single read is the batch read of
 * one id.
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db/schema.js';
import type {
  ProductConfig,
  ProductConfigsResponse,
  ProductInfo,
  ProductInfosResponse,
  ProductPage,
  SkuListResponse,
  SkuListsResponse,
} from '@tote/contract/catalog';
import { implement } from '../../platform/http/implement.js';
import { recordView } from './recently-viewed.js';
import { only } from './batch.js';
import { configOf, productConfigs } from './product-config.js';
import { catalogProductV1 } from '@tote/contract/v1/catalog';
import { productDetails, productInfos, requireColorOf, skuLists } from './product-reads.js';

export function registerProductRoutes(app: FastifyInstance, db: Db): void {
  implement(app, catalogProductV1, {
    info: async ({ shopProductId }, ctx): Promise<ProductInfo> => {
      const info = only(await productInfos(db, [shopProductId]));
      await recordView(db, ctx, shopProductId); // with a token: feeds /basic/productListByRecentlyViewed
      return info;
    },
    page: async ({ shopProductId }, ctx): Promise<ProductPage> => {
      const { info, skuList, maxStock } = only(await productDetails(db, [shopProductId]));
      await recordView(db, ctx, shopProductId);
      return { info, skuList, config: configOf(info.sizeType, maxStock) };
    },
    config: async ({ shopProductId }): Promise<ProductConfig> => only(await productConfigs(db, [shopProductId])),
    skuList: async ({ shopProductId, colorId }): Promise<SkuListResponse> => {
      const { list } = only(await skuLists(db, [shopProductId]));
      if (colorId === undefined) return { list };
      await requireColorOf(db, shopProductId, colorId);
      return { list: list.filter((s) => s.colorId === colorId) };
    },
    infos: async ({ shopProductIds }): Promise<ProductInfosResponse> => ({
      list: await productInfos(db, shopProductIds),
    }),
    configs: async ({ shopProductIds }): Promise<ProductConfigsResponse> => ({
      list: await productConfigs(db, shopProductIds),
    }),
    skuLists: async ({ shopProductIds }): Promise<SkuListsResponse> => ({ list: await skuLists(db, shopProductIds) }),
  });
}
