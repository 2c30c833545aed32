import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrandInfo, Page, ProductCard } from '@tote/contract/catalog';
import type { BrandWishlistChange, StockNotificationResult, WishlistChange } from '@tote/contract/wishlist';
import type { AddToteResult } from '@tote/contract/tote';
import { openTestApi, type TestApi } from './db.js';
import { data } from './http.js';
import { call, RELAXED_LIMITS } from './accounts-helpers.js';
import { freshUser, skusWhere, type TestSku } from './tote-helpers.js';

let t: TestApi;
let inStock: TestSku[];
beforeAll(async () => {
  t = await openTestApi({ limits: RELAXED_LIMITS });
  inStock = await skusWhere(t.db, 'gte4', 10, 600);
});
afterAll(() => t.close());

describe('wishlist', () => {
  it('needs a session', async () => {
    for (const path of [
      '/v1/wishlist/list',
      '/v1/wishlist/add',
      '/v1/wishlist/del',
      '/v1/wishlist/brand/list',
      '/v1/wishlist/brand/add',
      '/v1/wishlist/brand/del',
      '/v1/user/saveStockNotification',
      '/v1/basic/productListByRecentlyViewed',
    ]) {
      expect((await call(t.app, path, {})).body.code, path).toBe(40000);
    }
  });

  it('add (idempotent), list newest first with cards and paging, del', async () => {
    const u = await freshUser(t.app, t.db, 'Not Subscribed');
    const [a, b, c] = inStock.map((s) => s.product_id);
    for (const id of [a, b, c, b])
      data(await call<WishlistChange>(t.app, '/v1/wishlist/add', { shopProductId: id }, u.token));
    const list = data(await call<Page<ProductCard>>(t.app, '/v1/wishlist/list', { pageSize: 2 }, u.token, 'GET'));
    expect(list).toMatchObject({ total: 3, pageIndex: 1, pageSize: 2, hasMore: true });
    expect(list.list.map((p) => p.shopProductId)).toEqual([c, b]);
    expect(list.list[0]).toMatchObject({ title: expect.any(String), cover: { url: expect.any(String) } });
    const p2 = data(await call<Page<ProductCard>>(t.app, '/v1/wishlist/list', { pageSize: 2, pageIndex: 2 }, u.token));
    expect(p2.list.map((p) => p.shopProductId)).toEqual([a]);
    expect(p2).toMatchObject({ total: 3, hasMore: false });
    // a page past the end is empty and still counts them all
    const past = data(
      await call<Page<ProductCard>>(t.app, '/v1/wishlist/list', { pageSize: 2, pageIndex: 3 }, u.token),
    );
    expect(past).toMatchObject({ list: [], total: 3, hasMore: false });
    expect(data(await call<WishlistChange>(t.app, '/v1/wishlist/del', { shopProductId: b }, u.token))).toEqual({
      shopProductId: b,
      isWished: false,
      total: 2,
    });
    expect(data(await call<WishlistChange>(t.app, '/v1/wishlist/del', { shopProductId: b }, u.token)).total).toBe(2);
    expect((await call(t.app, '/v1/wishlist/add', { shopProductId: 99999999 }, u.token)).body.code).toBe(20003);
    const [off] = await skusWhere(t.db, 'offShelf', 1);
    expect((await call(t.app, '/v1/wishlist/add', { shopProductId: off!.product_id }, u.token)).body.code).toBe(70003);
    // another user's wishlist is separate
    const other = await freshUser(t.app, t.db, 'Not Subscribed');
    expect(data(await call<Page<ProductCard>>(t.app, '/v1/wishlist/list', {}, other.token)).total).toBe(0);
  });

  it('brands: follow, list, unfollow', async () => {
    const u = await freshUser(t.app, t.db, 'Not Subscribed');
    expect(data(await call<BrandWishlistChange>(t.app, '/v1/wishlist/brand/add', { brandId: 3 }, u.token))).toEqual({
      brandId: 3,
      isFollowed: true,
      total: 1,
    });
    data(await call(t.app, '/v1/wishlist/brand/add', { brandId: 5 }, u.token));
    data(await call(t.app, '/v1/wishlist/brand/add', { brandId: 5 }, u.token));
    const list = data(await call<Page<BrandInfo>>(t.app, '/v1/wishlist/brand/list', {}, u.token));
    expect(list.total).toBe(2);
    expect(list.list.map((b) => b.brandId)).toEqual([5, 3]);
    expect(list.list[0]).toMatchObject({
      name: expect.any(String),
      logo: { url: expect.any(String) },
      productCount: expect.any(Number),
    });
    expect(data(await call<BrandWishlistChange>(t.app, '/v1/wishlist/brand/del', { brandId: 5 }, u.token)).total).toBe(
      1,
    );
    expect((await call(t.app, '/v1/wishlist/brand/add', { brandId: 99999 }, u.token)).body.code).toBe(20003);
  });
});

describe('back in stock', () => {
  it('saves a request for a sold-out size (idempotent); an in-stock size → 21006; unknown → 20003', async () => {
    const u = await freshUser(t.app, t.db, 'Not Subscribed');
    const [oos] = await skusWhere(t.db, 'eq0', 1, 3);
    expect(
      data(await call<StockNotificationResult>(t.app, '/v1/user/saveStockNotification', { sku: oos!.code }, u.token)),
    ).toEqual({ sku: oos!.code, saved: true });
    data(await call(t.app, '/v1/user/saveStockNotification', { sku: oos!.code }, u.token));
    const rows = await t.db.selectFrom('stock_notifications').selectAll().where('user_id', '=', u.userId).execute();
    expect(rows).toHaveLength(1);
    expect(
      (await call(t.app, '/v1/user/saveStockNotification', { sku: inStock[0]!.code }, u.token)).body,
    ).toMatchObject({ code: 21006, message: { content: 'This size is in stock: add it to your Tote.' } });
    expect((await call(t.app, '/v1/user/saveStockNotification', { sku: 'NOPE' }, u.token)).body.code).toBe(20003);
  });
});

describe('user-dependent product rows', () => {
  it('recently viewed: /product/info with a token records the view, most recent first, once per product', async () => {
    const u = await freshUser(t.app, t.db, 'Not Subscribed');
    const [a, b] = inStock.map((s) => s.product_id);
    for (const id of [a, b, a]) data(await call(t.app, '/v1/product/info', { shopProductId: id }, u.token, 'GET'));
    data(await call(t.app, '/v1/product/info', { shopProductId: b }, undefined, 'GET')); // a guest view records nothing
    const list = data(await call<Page<ProductCard>>(t.app, '/v1/basic/productListByRecentlyViewed', {}, u.token));
    expect(list.list.map((p) => p.shopProductId)).toEqual([a, b]);
    expect(list.total).toBe(2);
  });

  it('in empty cart: a row of available suggestions, for guests too; skips products in the Tote', async () => {
    const guest = data(await call<Page<ProductCard>>(t.app, '/v1/basic/productListInEmptyCart', {}, undefined, 'GET'));
    expect(guest.list.length).toBeGreaterThan(0);
    expect(guest.list.length).toBeLessThanOrEqual(12);
    for (const p of guest.list) expect(p.availability).not.toBe('oos');
    const u = await freshUser(t.app, t.db, 'Not Subscribed');
    const first = guest.list[0]!;
    const { code } = await t.db
      .selectFrom('skus')
      .select('code')
      .where('product_id', '=', first.shopProductId)
      .where('stock', '>', 0)
      .executeTakeFirstOrThrow();
    data(await call<AddToteResult>(t.app, '/v1/shopCart/add', { saleType: 'purchase', sku: code }, u.token));
    const mine = data(
      await call<Page<ProductCard>>(t.app, '/v1/basic/productListInEmptyCart', { pageSize: 5 }, u.token),
    );
    expect(mine.list).toHaveLength(5);
    expect(mine.list.map((p) => p.shopProductId)).not.toContain(first.shopProductId);
  });
});
