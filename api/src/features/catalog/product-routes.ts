/**
 * /product/info, /product/config, /product/skuList (unknown → 20003; off shelf → 70003), and their
 * batch forms for lists: /product/infos, /product/configs, /product/skuLists (?shopProductIds=1,2,3;
 * one entry per product, see batch.ts). A single read is the batch read of one id.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../platform/db/schema.js';
import type {
  ProductConfig,
  ProductConfigsResponse,
  ProductInfo,
  ProductInfosResponse,
  SkuListResponse,
  SkuListsResponse,
} from '@tote/contract/catalog';
import { route } from '../../platform/http/route.js';
import { id } from '@tote/contract/params';
import { recordView } from './recently-viewed.js';
import { idList, only } from './batch.js';
import { productConfigs } from './product-config.js';
import { productInfos, requireColorOf, skuLists } from './product-reads.js';

export function registerProductRoutes(app: FastifyInstance, db: Db): void {
  const byProduct = z.object({ shopProductId: id() });
  const byProducts = z.object({ shopProductIds: idList() });

  route(app, {
    path: '/product/info',
    params: byProduct,
    handler: async ({ shopProductId }, ctx): Promise<ProductInfo> => {
      const info = only(await productInfos(db, [shopProductId]));
      await recordView(db, ctx, shopProductId); // with a token: feeds /basic/productListByRecentlyViewed
      return info;
    },
  });
  route(app, {
    path: '/product/config',
    params: byProduct,
    handler: async ({ shopProductId }): Promise<ProductConfig> => only(await productConfigs(db, [shopProductId])),
  });
  route(app, {
    path: '/product/skuList',
    params: byProduct.extend({ colorId: id().optional() }),
    handler: async ({ shopProductId, colorId }): Promise<SkuListResponse> => {
      const { list } = only(await skuLists(db, [shopProductId]));
      if (colorId === undefined) return { list };
      await requireColorOf(db, shopProductId, colorId);
      return { list: list.filter((s) => s.colorId === colorId) };
    },
  });

  route(app, {
    path: '/product/infos',
    params: byProducts,
    handler: async ({ shopProductIds }): Promise<ProductInfosResponse> => ({
      list: await productInfos(db, shopProductIds),
    }),
  });
  route(app, {
    path: '/product/configs',
    params: byProducts,
    handler: async ({ shopProductIds }): Promise<ProductConfigsResponse> => ({
      list: await productConfigs(db, shopProductIds),
    }),
  });
  route(app, {
    path: '/product/skuLists',
    params: byProducts,
    handler: async ({ shopProductIds }): Promise<SkuListsResponse> => ({ list: await skuLists(db, shopProductIds) }),
  });
}
