/**
 * The user's product rows leave out what a page asks them to (contract/src/wishlist.ts,
 * `excludeShopProductIdList`): the product on view and the items of the page's other rows, before paging.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page, ProductCard } from '@tote/contract/catalog';
import { openTestApi, type TestApi } from './db.js';
import { data } from './http.js';
import { call, RELAXED_LIMITS } from './accounts-helpers.js';
import { freshUser, skusWhere, type TestSku } from './tote-helpers.js';

let t: TestApi;
let inStock: TestSku[];
beforeAll(async () => {
  t = await openTestApi({ limits: RELAXED_LIMITS });
  inStock = await skusWhere(t.db, 'gte4', 6, 900);
});
afterAll(() => t.close());

const ids = (p: Page<ProductCard>) => p.list.map((c) => c.shopProductId);
const row = async (path: string, params: object, token: string, method: 'GET' | 'POST' = 'POST') =>
  data(await call<Page<ProductCard>>(t.app, `/v1/basic/${path}`, params, token, method));

describe('excludeShopProductIdList', () => {
  it('you may like: the excluded products are left out before paging, so the row stays full', async () => {
    const u = await freshUser(t.app, t.db, 'Not Subscribed');
    const viewed = inStock[0]!.product_id;
    data(await call(t.app, '/v1/product/info', { shopProductId: viewed }, u.token, 'GET'));
    const all = await row('productListByYouLike', { pageSize: 24 }, u.token);
    const left = ids(all).slice(0, 5);
    const rest = await row('productListByYouLike', { pageSize: 12, excludeShopProductIdList: left }, u.token);
    expect(ids(rest)).toEqual(ids(all).slice(5, 17));
    expect(rest.total).toBe(all.total - 5);
    // GET takes them comma-separated, as the gateway sends them
    const viaGet = await row(
      'productListByYouLike',
      { pageSize: 12, excludeShopProductIdList: left.join(',') },
      u.token,
    );
    expect(ids(viaGet)).toEqual(ids(rest));
  });

  it('recently viewed: the product on view and the ids of other rows are left out', async () => {
    const u = await freshUser(t.app, t.db, 'Not Subscribed');
    const [a, b, c, d] = inStock.map((s) => s.product_id);
    for (const id of [a, b, c, d]) data(await call(t.app, '/v1/product/info', { shopProductId: id }, u.token, 'GET'));
    expect(ids(await row('productListByRecentlyViewed', {}, u.token))).toEqual([d, c, b, a]);
    const onPageOfD = await row('productListByRecentlyViewed', { excludeShopProductIdList: [d, b] }, u.token, 'GET');
    expect(ids(onPageOfD)).toEqual([c, a]);
    expect(onPageOfD.total).toBe(2);
    // an id that is not in the row changes nothing
    expect(ids(await row('productListByRecentlyViewed', { excludeShopProductIdList: [999999] }, u.token))).toEqual([
      d,
      c,
      b,
      a,
    ]);
  });

  it('ids that are not positive integers, or more than 200 → 40001 naming the field', async () => {
    const u = await freshUser(t.app, t.db, 'Not Subscribed');
    const tooMany = Array.from({ length: 201 }, (_, i) => i + 1);
    for (const path of ['productListByYouLike', 'productListByRecentlyViewed']) {
      for (const bad of ['a,b', [0], tooMany]) {
        const r = await call(t.app, `/v1/basic/${path}`, { excludeShopProductIdList: bad }, u.token);
        expect(r.body.code, `${path} ${JSON.stringify(bad).slice(0, 20)}`).toBe(40001);
        expect(r.body.message.content).toContain('excludeShopProductIdList');
      }
      const most = await call(t.app, `/v1/basic/${path}`, { excludeShopProductIdList: tooMany.slice(1) }, u.token);
      expect(most.body.code).toBe(0);
    }
  });
});
