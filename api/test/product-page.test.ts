/** /product/page: a product page's data, sizes and config in one read, each as its own route answers it (#35). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ProductConfig,
  ProductInfo,
  ProductListResponse,
  ProductPage,
  SkuListResponse,
} from '@tote/contract/catalog';
import { call, signUp } from './accounts-helpers.js';
import { openTestApi, type TestApi } from './db.js';
import { data, get, post } from './http.js';

let t: TestApi;
let clothingId: number;
let shoeId: number;
let offShelfId: number;
beforeAll(async () => {
  t = await openTestApi();
  const firstOf = async (group: 'clothing' | 'shoes') =>
    (
      await t.db
        .selectFrom('products as p')
        .innerJoin('categories as c', 'c.id', 'p.category_id')
        .select('p.id')
        .where('c.group_name', '=', group)
        .where('p.on_shelf', '=', true)
        .orderBy('p.id')
        .executeTakeFirstOrThrow()
    ).id;
  clothingId = await firstOf('clothing');
  shoeId = await firstOf('shoes');
  offShelfId = (
    await t.db.selectFrom('products').select('id').where('on_shelf', '=', false).orderBy('id').executeTakeFirstOrThrow()
  ).id;
});
afterAll(() => t.close());

describe('/product/page', () => {
  it("answers /product/info, every color's /product/skuList and /product/config in one", async () => {
    for (const shopProductId of [clothingId, shoeId]) {
      const page = data(await get<ProductPage>(t.app, '/v1/product/page', { shopProductId }));
      expect(Object.keys(page).sort()).toEqual(['config', 'info', 'skuList']);
      expect(page.info).toEqual(data(await get<ProductInfo>(t.app, '/v1/product/info', { shopProductId })));
      expect(page.skuList).toEqual(
        data(await get<SkuListResponse>(t.app, '/v1/product/skuList', { shopProductId })).list,
      );
      expect(page.config).toEqual(data(await get<ProductConfig>(t.app, '/v1/product/config', { shopProductId })));
      expect(data(await post<ProductPage>(t.app, '/v1/product/page', { shopProductId }))).toEqual(page);
    }
  });

  it('offers neither renting nor buying a product sold out in every size', async () => {
    await t.db.updateTable('skus').set({ stock: 0 }).where('product_id', '=', shoeId).execute();
    const page = data(await get<ProductPage>(t.app, '/v1/product/page', { shopProductId: shoeId }));
    expect(page.config).toMatchObject({ canRent: false, canBuy: false });
    expect(page.skuList.length).toBeGreaterThan(0);
    expect(page.skuList.every((s) => s.availability === 'oos')).toBe(true);
    expect(page.info.availability).toBe('oos');
    expect(page.config).toEqual(data(await get<ProductConfig>(t.app, '/v1/product/config', { shopProductId: shoeId })));
  });

  it('counts as the shopper viewing the product, as /product/info does', async () => {
    const { token } = await signUp(t.app);
    const recent = async () =>
      data(await call<ProductListResponse>(t.app, '/v1/basic/productListByRecentlyViewed', {}, token)).list;
    expect(await recent()).toEqual([]);
    data(await call(t.app, '/v1/product/page', { shopProductId: clothingId }, token));
    expect((await recent()).map((p) => p.shopProductId)).toEqual([clothingId]);
  });

  it('is 20003 for an unknown product and 70003 for one off the shelf, with HTTP 200', async () => {
    const unknown = await get(t.app, '/v1/product/page', { shopProductId: 42 });
    expect(unknown.status).toBe(200);
    expect(unknown.body).toMatchObject({ code: 20003, data: null });
    const off = await get(t.app, '/v1/product/page', { shopProductId: offShelfId });
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({ code: 70003, message: { action: 'redirect' }, data: null });
  });
});
