/** The /v1 endpoints of the api's catalog feature (api/src/features/catalog/). */
import { LIST_PAGE_SIZE_MAX, OFFSET_MAX, PAGE_INDEX_MAX, id, int, listParams, optStr, str } from '../params.js';
import { z } from 'zod';
import { idList } from '../params.js';
import { endpoint } from './endpoint.js';
import type {
  BrandInfo,
  BrandInfosResponse,
  BrandListResponse,
  BrandNameListResponse,
  HomepageResponse,
  MenuResponse,
  PlpHeader,
  ProductConfig,
  ProductConfigsResponse,
  ProductInfo,
  ProductInfosResponse,
  ProductListResponse,
  ProductPage,
  SkuListResponse,
  SkuListsResponse,
  TaxonomyResponse,
} from '../catalog.js';

const byProduct = z.object({ shopProductId: id() });
const byProducts = z.object({ shopProductIds: idList() });

/** features/catalog/brand-routes.ts */
export const catalogBrandV1 = {
  /** /brands/info?brandId= — 20003 when unknown. */
  info: endpoint<BrandInfo>()({
    path: '/brands/info',
    methods: ['GET', 'POST'],
    access: 'public',
    params: z.object({ brandId: id() }),
  }),
  infos: endpoint<BrandInfosResponse>()({
    path: '/brands/infos',
    methods: ['GET', 'POST'],
    access: 'public',
    params: z.object({ brandIds: idList() }),
  }),
  list: endpoint<BrandListResponse>()({
    path: '/brands/list',
    methods: ['GET', 'POST'],
    access: 'public',
    params: z.object({
      pageIndex: int(1, PAGE_INDEX_MAX).optional(),
      pageSize: int(1, LIST_PAGE_SIZE_MAX).optional(),
      offset: int(0, OFFSET_MAX).optional(),
    }),
  }),
  getBrandNameList: endpoint<BrandNameListResponse>()({
    path: '/brands/getBrandNameList',
    methods: ['GET', 'POST'],
    access: 'public',
    params: z.object({}),
  }),
};

/** features/catalog/home-routes.ts */
export const catalogHomeV1 = {
  index: endpoint<HomepageResponse>()({
    path: '/homepage/index',
    methods: ['GET', 'POST'],
    access: 'public',
    params: z.object({}),
  }),
};

/** features/catalog/list-routes.ts */
export const catalogListV1 = {
  productList: endpoint<ProductListResponse>()({
    path: '/basic/productList',
    methods: ['POST', 'GET'],
    access: 'public',
    params: listParams({ categoryCode: optStr(60) }),
  }),
  productListByOccasion: endpoint<ProductListResponse>()({
    path: '/basic/productListByOccasion',
    methods: ['POST', 'GET'],
    access: 'public',
    params: listParams({ occasionCode: str(60) }),
  }),
  productListByCollection: endpoint<ProductListResponse>()({
    path: '/basic/productListByCollection',
    methods: ['POST', 'GET'],
    access: 'public',
    params: listParams({ collectionCode: str(60), title: optStr(100) }),
  }),
  productListByNewArrivals: endpoint<ProductListResponse>()({
    path: '/basic/productListByNewArrivals',
    methods: ['POST', 'GET'],
    access: 'public',
    params: listParams({}),
  }),
  productListByViavia: endpoint<ProductListResponse>()({
    path: '/basic/productListByViavia',
    methods: ['POST', 'GET'],
    access: 'public',
    params: listParams({}),
  }),
  productListByBrand: endpoint<ProductListResponse>()({
    path: '/basic/productListByBrand',
    methods: ['POST', 'GET'],
    access: 'public',
    params: listParams({ brandId: id() }),
  }),
  productListBySimilarItems: endpoint<ProductListResponse>()({
    path: '/basic/productListBySimilarItems',
    methods: ['POST', 'GET'],
    access: 'public',
    params: listParams({ shopProductId: id() }),
  }),
  plpHeader: endpoint<PlpHeader>()({
    path: '/basic/plp/header',
    methods: ['GET', 'POST'],
    access: 'public',
    params: z.object({
      type: z.enum(['category', 'collection', 'occasion', 'brand', 'newArrivals', 'all']),
      code: optStr(60),
      title: optStr(100),
    }),
  }),
};

/** features/catalog/menu-routes.ts */
export const catalogMenuV1 = {
  index: endpoint<MenuResponse>()({
    path: '/menu/index',
    methods: ['GET', 'POST'],
    access: 'public',
    params: z.object({}),
  }),
  categoryList: endpoint<TaxonomyResponse>()({
    path: '/menu/category/list',
    methods: ['GET', 'POST'],
    access: 'public',
    params: z.object({}),
  }),
};

/** features/catalog/product-routes.ts */
export const catalogProductV1 = {
  info: endpoint<ProductInfo>()({
    path: '/product/info',
    methods: ['GET', 'POST'],
    access: 'viewer',
    params: byProduct,
  }),
  config: endpoint<ProductConfig>()({
    path: '/product/config',
    methods: ['GET', 'POST'],
    access: 'viewer',
    params: byProduct,
  }),
  skuList: endpoint<SkuListResponse>()({
    path: '/product/skuList',
    methods: ['GET', 'POST'],
    access: 'viewer',
    params: byProduct.extend({ colorId: id().optional() }),
  }),
  page: endpoint<ProductPage>()({
    path: '/product/page',
    methods: ['GET', 'POST'],
    access: 'viewer',
    params: byProduct,
  }),
  infos: endpoint<ProductInfosResponse>()({
    path: '/product/infos',
    methods: ['GET', 'POST'],
    access: 'public',
    params: byProducts,
  }),
  configs: endpoint<ProductConfigsResponse>()({
    path: '/product/configs',
    methods: ['GET', 'POST'],
    access: 'public',
    params: byProducts,
  }),
  skuLists: endpoint<SkuListsResponse>()({
    path: '/product/skuLists',
    methods: ['GET', 'POST'],
    access: 'public',
    params: byProducts,
  }),
};
