/**
 * Which /v1 reads the gateway sends without the session, and which of those it keeps across requests for everyone
 * (cache/sharedReads.ts). A shared read of an answer that depends on the shopper would show one account's data to
 * another: a change to these lists is a change to review. The route table says who may call an entry; the loader
 * declarations (loaders/*.ts) say how the gateway calls it, and no entry that needs a session is sent without one.
 */
import { describe, expect, it } from 'vitest';
import { catalogMenuV1 } from '@tote/contract/v1/catalog';
import { v1Path } from '@tote/contract/v1/endpoint';
import { pollsV1 } from '@tote/contract/v1/polls';
import { catalogBatchEndpoints } from '../src/loaders/catalog.js';
import { read, sharedRead } from '../src/loaders/define.js';
import { endpoints } from '../src/loaders/index.js';
import { reviewBatchEndpoints } from '../src/loaders/reviews.js';

const describeLoader = (name: string, e: { entry: { path: string; access: string } }) =>
  `${name} ${v1Path(e.entry)} (${e.entry.access})`;

describe('loaders sent without the session', () => {
  it('are these shared reads, kept across requests', () => {
    const shared = Object.entries(endpoints).filter(([, e]) => e.shared);
    expect(shared.map(([name, e]) => describeLoader(name, e)).sort()).toEqual([
      'appDynamic /v1/app/dynamic (public)',
      'brandInfo /v1/brands/info (public)',
      'brandList /v1/brands/list (public)',
      'brandNameList /v1/brands/getBrandNameList (public)',
      'filterInfo /v1/filter/info (public)',
      'homepage /v1/homepage/index (public)',
      'menu /v1/menu/index (public)',
      'plpHeader /v1/basic/plp/header (public)',
      'productInfoUnviewed /v1/product/info (viewer)',
      'productList /v1/basic/productList (public)',
      'productListByBrand /v1/basic/productListByBrand (public)',
      'productListByCollection /v1/basic/productListByCollection (public)',
      'productListByNewArrivals /v1/basic/productListByNewArrivals (public)',
      'productListByOccasion /v1/basic/productListByOccasion (public)',
      'productListBySimilarItems /v1/basic/productListBySimilarItems (public)',
      'productListByViavia /v1/basic/productListByViavia (public)',
      'recommendedReviews /v1/product/review/recommendList (public)',
      'reviewPage /v1/product/review/list (public)',
      'searchFacets /v1/ai_search/products/filter (public)',
      'searchProducts /v1/ai_search/products (public)',
      'searchSuggestions /v1/ai_search/suggestions (public)',
      'taxonomy /v1/menu/category/list (public)',
    ]);
  });

  it('are these reads sent anonymously but not kept', () => {
    const anonymous = Object.entries(endpoints).filter(([, e]) => e.anonymous && !e.shared);
    expect(anonymous.map(([name, e]) => describeLoader(name, e)).sort()).toEqual([
      'membershipPlans /v1/member/plan/list (public)',
      'paymentConfig /v1/payment/config (public)',
      'shareFilter /v1/share/filter (public)',
      'shareInfo /v1/share/info (public)',
      'shareProductList /v1/share/productList (public)',
    ]);
  });

  it('are these batch reads, kept per id', () => {
    const batches = { ...catalogBatchEndpoints, ...reviewBatchEndpoints };
    const shared = Object.entries(batches).filter(([, e]) => e.shared);
    expect(shared.map(([name, e]) => describeLoader(name, e)).sort()).toEqual([
      'brandInfos /v1/brands/infos (public)',
      'productConfigs /v1/product/configs (public)',
      'productInfos /v1/product/infos (public)',
      'productSkuLists /v1/product/skuLists (public)',
    ]);
  });

  it('never include an entry that needs a session or the admin key', () => {
    const all = [...Object.values(endpoints), ...Object.values(catalogBatchEndpoints)];
    const sessionFree = all.filter((e) => ('anonymous' in e && e.anonymous) || e.shared);
    expect(sessionFree.filter((e) => e.entry.access === 'shopper' || e.entry.access === 'admin')).toEqual([]);
  });
});

/** Never called: `tsc` checks that a shopper's entry cannot be declared shared or anonymous. */
export function typeChecks(): void {
  // @ts-expect-error: /vote/page needs a session
  sharedRead(pollsV1.page);
  // @ts-expect-error: /vote/page needs a session
  read(pollsV1.page, { anonymous: true });
  sharedRead(catalogMenuV1.index);
}
