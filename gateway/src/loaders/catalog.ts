import type {
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
import { read } from './define.js';

type ByProduct = { shopProductId: number };
type Paging = Pick<ListParams, 'pageIndex' | 'pageSize' | 'offset'>;

/** Product lists take a nested `filter`: sent as POST bodies (still reads, cached per request). */
const list = <P extends object>(path: string) => read<ListParams & P, ProductListResponse>(path, 'POST');

export const catalogEndpoints = {
  productInfo: read<ByProduct, ProductInfo>('/product/info'),
  /** /product/info without the session: the same data, but it does not count as the shopper viewing the page. */
  productInfoUnviewed: read<ByProduct, ProductInfo>('/product/info', 'GET', { anonymous: true }),
  productConfig: read<ByProduct, ProductConfig>('/product/config'),
  /** Without colorId: every color's sizes in one call; resolvers pick the color. */
  productSkuList: read<ByProduct, SkuListResponse>('/product/skuList'),

  productList: list<{ categoryCode?: string }>('/basic/productList'),
  productListByOccasion: list<{ occasionCode: string }>('/basic/productListByOccasion'),
  productListByCollection: list<{ collectionCode: string; title?: string }>('/basic/productListByCollection'),
  productListByNewArrivals: list<Record<never, never>>('/basic/productListByNewArrivals'),
  productListByViavia: list<Record<never, never>>('/basic/productListByViavia'),
  productListByBrand: list<{ brandId: number }>('/basic/productListByBrand'),
  productListBySimilarItems: list<ByProduct>('/basic/productListBySimilarItems'),
  plpHeader: read<PlpHeaderParams, PlpHeader>('/basic/plp/header'),
  filterInfo: read<FilterInfoParams, FilterInfo>('/filter/info'),

  brandInfo: read<{ brandId: number }, BrandInfoResponse>('/brands/info'),
  brandList: read<Paging, BrandListResponse>('/brands/list'),
  brandNameList: read<Record<string, never>, BrandNameListResponse>('/brands/getBrandNameList'),
  taxonomy: read<Record<string, never>, TaxonomyResponse>('/menu/category/list'),
};
