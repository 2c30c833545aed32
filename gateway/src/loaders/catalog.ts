import type {
  BrandInfo,
  BrandInfoResponse,
  BrandListResponse,
  BrandNameListResponse,
  FilterInfo,
  FilterInfoParams,
  ListParams,
  PlpHeader,
  PlpHeaderParams,
  ProductConfig,
  ProductInfo,
  ProductListResponse,
  SkuListResponse,
  TaxonomyResponse,
} from '@tote/contract/catalog';
import { sharedBatch } from './batch.js';
import { read, sharedRead } from './define.js';

type ByProduct = { shopProductId: number };
type Paging = Pick<ListParams, 'pageIndex' | 'pageSize' | 'offset'>;

/** Product lists take a nested `filter`: sent as POST bodies (still reads, shared across requests). */
const list = <P extends object>(path: string) => sharedRead<ListParams & P, ProductListResponse>(path, 'POST');

export const catalogEndpoints = {
  productInfo: read<ByProduct, ProductInfo>('/product/info'),
  /** /product/info without the session: the same data, but it does not count as the shopper viewing the page. */
  productInfoUnviewed: sharedRead<ByProduct, ProductInfo>('/product/info'),

  productList: list<{ categoryCode?: string }>('/basic/productList'),
  productListByOccasion: list<{ occasionCode: string }>('/basic/productListByOccasion'),
  productListByCollection: list<{ collectionCode: string; title?: string }>('/basic/productListByCollection'),
  productListByNewArrivals: list<Record<never, never>>('/basic/productListByNewArrivals'),
  productListByViavia: list<Record<never, never>>('/basic/productListByViavia'),
  productListByBrand: list<{ brandId: number }>('/basic/productListByBrand'),
  productListBySimilarItems: list<ByProduct>('/basic/productListBySimilarItems'),
  plpHeader: sharedRead<PlpHeaderParams, PlpHeader>('/basic/plp/header'),
  filterInfo: sharedRead<FilterInfoParams, FilterInfo>('/filter/info'),

  brandInfo: sharedRead<{ brandId: number }, BrandInfoResponse>('/brands/info'),
  brandList: sharedRead<Paging, BrandListResponse>('/brands/list'),
  brandNameList: sharedRead<Record<string, never>, BrandNameListResponse>('/brands/getBrandNameList'),
  taxonomy: sharedRead<Record<string, never>, TaxonomyResponse>('/menu/category/list'),
};

/** The batch reads: per-card resources of lists, one call for every card of a request's tick. */
export const catalogBatchEndpoints = {
  /** Every color's sizes of each product; resolvers pick the color. */
  productSkuLists: sharedBatch<SkuListResponse>('/product/skuLists', 'shopProductIds'),
  /** /product/info of each product; never counts as the shopper viewing it (that is `productInfo`). */
  productInfos: sharedBatch<ProductInfo>('/product/infos', 'shopProductIds'),
  productConfigs: sharedBatch<ProductConfig>('/product/configs', 'shopProductIds'),
  brandInfos: sharedBatch<BrandInfo>('/brands/infos', 'brandIds'),
};
