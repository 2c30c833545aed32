/** The /v1 endpoints of the api's wishlist feature (api/src/features/wishlist/). */
import { csv, id, pagingParams as paging, productRowParams } from '../params.js';
import { z } from 'zod';
import { MAX_CHECK_IDS } from '../wishlist.js';
import { endpoint } from './endpoint.js';
import type { BrandInfo, Page, ProductCard } from '../catalog.js';
import type {
  BrandFollowCheck,
  BrandWishlistChange,
  StockNotificationResult,
  WishlistChange,
  WishlistCheck,
} from '../wishlist.js';
import { SKU_CODE_MAX } from '../tote.js';

const byProduct = z.object({ shopProductId: id() });
const byBrand = z.object({ brandId: id() });

/** features/wishlist/wishlist-routes.ts */
export const wishlistV1 = {
  wishlistList: endpoint<Page<ProductCard>>()({
    path: '/wishlist/list',
    methods: ['GET', 'POST'],
    access: 'shopper',
    params: paging,
  }),
  wishlistAdd: endpoint<WishlistChange>()({
    path: '/wishlist/add',
    methods: ['POST'],
    access: 'shopper',
    params: byProduct,
  }),
  wishlistDel: endpoint<WishlistChange>()({
    path: '/wishlist/del',
    methods: ['POST'],
    access: 'shopper',
    params: byProduct,
  }),
  wishlistCheck: endpoint<WishlistCheck>()({
    path: '/wishlist/check',
    methods: ['POST', 'GET'],
    access: 'shopper',
    params: z.object({ shopProductIdList: csv(id(), MAX_CHECK_IDS) }),
  }),
  wishlistBrandList: endpoint<Page<BrandInfo>>()({
    path: '/wishlist/brand/list',
    methods: ['GET', 'POST'],
    access: 'shopper',
    params: paging,
  }),
  wishlistBrandAdd: endpoint<BrandWishlistChange>()({
    path: '/wishlist/brand/add',
    methods: ['POST'],
    access: 'shopper',
    params: byBrand,
  }),
  wishlistBrandDel: endpoint<BrandWishlistChange>()({
    path: '/wishlist/brand/del',
    methods: ['POST'],
    access: 'shopper',
    params: byBrand,
  }),
  wishlistBrandCheck: endpoint<BrandFollowCheck>()({
    path: '/wishlist/brand/check',
    methods: ['POST', 'GET'],
    access: 'shopper',
    params: z.object({ brandIdList: csv(id(), MAX_CHECK_IDS) }),
  }),
  userSaveStockNotification: endpoint<StockNotificationResult>()({
    path: '/user/saveStockNotification',
    methods: ['POST'],
    access: 'shopper',
    params: z.object({ sku: z.string().trim().min(1).max(SKU_CODE_MAX) }),
  }),
  basicProductListByRecentlyViewed: endpoint<Page<ProductCard>>()({
    path: '/basic/productListByRecentlyViewed',
    methods: ['GET', 'POST'],
    access: 'shopper',
    params: productRowParams,
  }),
  basicProductListByYouLike: endpoint<Page<ProductCard>>()({
    path: '/basic/productListByYouLike',
    methods: ['GET', 'POST'],
    access: 'shopper',
    params: productRowParams,
  }),
  basicProductListInEmptyCart: endpoint<Page<ProductCard>>()({
    path: '/basic/productListInEmptyCart',
    methods: ['GET', 'POST'],
    access: 'viewer',
    params: paging,
  }),
};
