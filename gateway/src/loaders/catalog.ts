import { sharedBatch } from './batch.js';
import { catalogBrandV1, catalogListV1, catalogMenuV1, catalogProductV1 } from '@tote/contract/v1/catalog';
import { searchFilterV1 } from '@tote/contract/v1/search';
import { read, sharedRead } from './define.js';

export const catalogEndpoints = {
  productInfo: read(catalogProductV1.info),
  /** /product/info with every color's sizes and the config: the product page's one call (it counts as a view). */
  productPage: read(catalogProductV1.page),
  /** /product/info without the session: the same data, but it does not count as the shopper viewing the page. */
  productInfoUnviewed: sharedRead(catalogProductV1.info),

  productList: sharedRead(catalogListV1.productList),
  productListByOccasion: sharedRead(catalogListV1.productListByOccasion),
  productListByCollection: sharedRead(catalogListV1.productListByCollection),
  productListByNewArrivals: sharedRead(catalogListV1.productListByNewArrivals),
  productListByViavia: sharedRead(catalogListV1.productListByViavia),
  productListByBrand: sharedRead(catalogListV1.productListByBrand),
  productListBySimilarItems: sharedRead(catalogListV1.productListBySimilarItems),
  plpHeader: sharedRead(catalogListV1.plpHeader),
  filterInfo: sharedRead(searchFilterV1.info),

  brandInfo: sharedRead(catalogBrandV1.info),
  brandList: sharedRead(catalogBrandV1.list),
  brandNameList: sharedRead(catalogBrandV1.getBrandNameList),
  taxonomy: sharedRead(catalogMenuV1.categoryList),
};

/** The batch reads: per-card resources of lists, one call for every card of a request's tick. */
export const catalogBatchEndpoints = {
  /** Every color's sizes of each product; resolvers pick the color. */
  productSkuLists: sharedBatch(catalogProductV1.skuLists, 'shopProductIds'),
  /** /product/info of each product; never counts as the shopper viewing it (that is `productInfo`). */
  productInfos: sharedBatch(catalogProductV1.infos, 'shopProductIds'),
  productConfigs: sharedBatch(catalogProductV1.configs, 'shopProductIds'),
  brandInfos: sharedBatch(catalogBrandV1.infos, 'brandIds'),
};
