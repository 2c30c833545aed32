/**
 * Saved products, followed brands and back-in-stock requests, through the gateway against the real
 * api. Each describe signs up its own shopper. (The product rows and tracking events:
 * tote-rows-and-tracking.test.ts.)
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Browser, signUp } from './account-helpers.js';
import { startCountingProxy, startGateway, v1, type Gateway } from './helpers.js';
import {
  brandGlobalId,
  inStockSkus,
  PDP_WITH_BUTTONS,
  productGlobalId,
  TOTE_BUTTONS,
  type SeedSku,
} from './tote-queries.js';
import {
  ADD_TO_WISHLIST,
  FOLLOW_BRAND,
  FOLLOWED_BRANDS,
  REMOVE_FROM_WISHLIST,
  REQUEST_STOCK_NOTIFICATION,
  UNFOLLOW_BRAND,
  WISHLIST,
} from './wishlist-queries.js';

let proxy: Awaited<ReturnType<typeof startCountingProxy>>;
let gw: Gateway;
let products: SeedSku[];

beforeAll(async () => {
  proxy = await startCountingProxy();
  gw = await startGateway({ upstreamUrl: proxy.url, trustProxy: true });
  products = await inStockSkus(4, 300);
});
afterAll(async () => {
  await gw?.close();
  await proxy?.close();
});
beforeEach(() => proxy.reset());

const paths = () => proxy.calls.map((c) => c.path).sort();

describe('the wishlist', () => {
  let b: Browser;
  beforeAll(async () => {
    b = new Browser(gw.url);
    await signUp(b);
  });

  it('saves a product: the payload product reads isWished true without a check call', async () => {
    const [a] = products;
    const r = await b.gql(ADD_TO_WISHLIST, { input: { productId: productGlobalId(a!.shopProductId) } });
    expect(r.errors).toBeUndefined();
    expect(r.data.addToWishlist).toMatchObject({
      product: { productId: a!.shopProductId, isWished: true, title: expect.any(String) },
      wishlistCount: 1,
      userErrors: [],
    });
    expect(paths()).toEqual(['/product/info', '/wishlist/add']);

    proxy.reset();
    const pdp = await b.gql(TOTE_BUTTONS, { productId: a!.shopProductId });
    expect(pdp.data.product.isWished).toBe(true);
    expect(paths()).toEqual(['/product/page', '/tote/query/pdpButton', '/wishlist/check']);
  });

  it('lists saved products newest first as a connection (no check calls: the list says they are saved)', async () => {
    const [a, b2, c] = products;
    for (const p of [b2!, c!]) {
      const r = await b.gql(ADD_TO_WISHLIST, { input: { productId: productGlobalId(p.shopProductId) } });
      expect(r.data.addToWishlist.userErrors).toEqual([]);
    }
    proxy.reset();
    const first = await b.gql(WISHLIST, { first: 2 });
    expect(first.errors).toBeUndefined();
    const w = first.data.viewer.wishlist;
    expect(w.totalCount).toBe(3);
    expect(w.edges.map((e: { node: { productId: number } }) => e.node.productId)).toEqual([
      c!.shopProductId,
      b2!.shopProductId,
    ]);
    expect(w.edges.every((e: { node: { isWished: boolean } }) => e.node.isWished)).toBe(true);
    expect(w.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false, endCursor: w.edges[1].cursor });
    expect(paths()).toEqual(['/profile/info', '/wishlist/list']);

    const next = await b.gql(WISHLIST, { first: 2, after: w.pageInfo.endCursor });
    expect(next.data.viewer.wishlist.edges.map((e: { node: { productId: number } }) => e.node.productId)).toEqual([
      a!.shopProductId,
    ]);
    expect(next.data.viewer.wishlist.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: true });
  });

  it('removes a product: isWished false right after, the count drops, removing again is harmless', async () => {
    const [a] = products;
    const r = await b.gql(REMOVE_FROM_WISHLIST, { input: { productId: productGlobalId(a!.shopProductId) } });
    expect(r.data.removeFromWishlist).toMatchObject({
      product: { productId: a!.shopProductId, isWished: false },
      wishlistCount: 2,
      userErrors: [],
    });
    expect(paths()).not.toContain('/wishlist/check');
    const again = await b.gql(REMOVE_FROM_WISHLIST, { input: { productId: productGlobalId(a!.shopProductId) } });
    expect(again.data.removeFromWishlist).toMatchObject({ wishlistCount: 2, userErrors: [] });
    expect((await b.gql(WISHLIST, {})).data.viewer.wishlist.totalCount).toBe(2);
  });

  it('answers a wrong id with VALIDATION and an unknown product with 20003', async () => {
    const wrong = await b.gql(ADD_TO_WISHLIST, { input: { productId: brandGlobalId(1) } });
    expect(wrong.data.addToWishlist).toEqual({
      product: null,
      wishlistCount: null,
      userErrors: [{ code: 'VALIDATION', field: ['input', 'productId'], message: 'This is not a product.' }],
    });
    const unknown = await b.gql(ADD_TO_WISHLIST, { input: { productId: productGlobalId(2_000_000_000) } });
    expect(unknown.data.addToWishlist).toMatchObject({
      product: null,
      userErrors: [{ code: '20003', field: null, message: expect.any(String) }],
    });
  });

  it('is for signed-in shoppers: a guest gets UNAUTHENTICATED', async () => {
    const r = await new Browser(gw.url).gql(ADD_TO_WISHLIST, {
      input: { productId: productGlobalId(products[0]!.shopProductId) },
    });
    expect(r.errors).toMatchObject([{ extensions: { code: 'UNAUTHENTICATED' } }]);
    expect(proxy.calls).toEqual([]);
  });
});

describe('brand follows', () => {
  let b: Browser;
  let brand: { brandId: number; name: string };
  beforeAll(async () => {
    b = new Browser(gw.url);
    await signUp(b);
    const info = await v1<{ brand: { brandId: number; name: string } }>('/product/info', {
      shopProductId: products[3]!.shopProductId,
    });
    brand = info.data.brand;
  });

  it('follows a brand: isFollowed true in the payload, on the PDP and in the followed list', async () => {
    const r = await b.gql(FOLLOW_BRAND, { input: { brandId: brandGlobalId(brand.brandId) } });
    expect(r.errors).toBeUndefined();
    expect(r.data.followBrand).toEqual({
      brand: { id: brandGlobalId(brand.brandId), brandId: brand.brandId, name: brand.name, isFollowed: true },
      userErrors: [],
    });
    expect(paths()).toEqual(['/brands/info', '/wishlist/brand/add']);

    const pdp = await b.gql(PDP_WITH_BUTTONS, { productId: products[3]!.shopProductId });
    expect(pdp.data.product.brand).toMatchObject({ id: brandGlobalId(brand.brandId), isFollowed: true });

    proxy.reset();
    const list = await b.gql(FOLLOWED_BRANDS, { first: 10 });
    expect(list.data.viewer.followedBrands).toMatchObject({
      totalCount: 1,
      pageInfo: { hasNextPage: false },
      edges: [{ node: { brandId: brand.brandId, name: brand.name, isFollowed: true } }],
    });
    expect(paths()).toEqual(['/profile/info', '/wishlist/brand/list']);
  });

  it('unfollows: isFollowed false, the list is empty', async () => {
    const r = await b.gql(UNFOLLOW_BRAND, { input: { brandId: brandGlobalId(brand.brandId) } });
    expect(r.data.unfollowBrand).toEqual({
      brand: { id: brandGlobalId(brand.brandId), brandId: brand.brandId, isFollowed: false },
      userErrors: [],
    });
    expect((await b.gql(FOLLOWED_BRANDS, {})).data.viewer.followedBrands).toMatchObject({ totalCount: 0, edges: [] });
  });

  it('answers a wrong id with VALIDATION and an unknown brand with 20003', async () => {
    const wrong = await b.gql(FOLLOW_BRAND, { input: { brandId: productGlobalId(1) } });
    expect(wrong.data.followBrand).toEqual({
      brand: null,
      userErrors: [{ code: 'VALIDATION', field: ['input', 'brandId'], message: 'This is not a brand.' }],
    });
    const unknown = await b.gql(FOLLOW_BRAND, { input: { brandId: brandGlobalId(2_000_000_000) } });
    expect(unknown.data.followBrand).toMatchObject({ brand: null, userErrors: [{ code: '20003' }] });
  });
});

describe('back-in-stock requests', () => {
  let b: Browser;
  beforeAll(async () => {
    b = new Browser(gw.url);
    await signUp(b);
  });

  it('refuses a size in stock with 21006, the message verbatim', async () => {
    const r = await b.gql(REQUEST_STOCK_NOTIFICATION, { input: { sku: products[0]!.sku } });
    expect(r.data.requestStockNotification).toEqual({
      sku: null,
      saved: false,
      userErrors: [{ code: '21006', field: null, message: 'This size is in stock: add it to your Tote.' }],
    });
  });

  it('saves a request for a sold-out size', async () => {
    let soldOut: string | undefined;
    const list = await v1<{ list: { shopProductId: number }[] }>('/basic/productList', { offset: 400, pageSize: 60 });
    for (const p of list.data.list) {
      const skus = await v1<{ list: { sku: string; stock: number }[] }>('/product/skuList', {
        shopProductId: p.shopProductId,
      });
      soldOut = skus.data.list.find((s) => s.stock === 0)?.sku;
      if (soldOut) break;
    }
    if (!soldOut) throw new Error('no sold-out size in the seeded catalog');
    const r = await b.gql(REQUEST_STOCK_NOTIFICATION, { input: { sku: ` ${soldOut} ` } });
    expect(r.data.requestStockNotification).toEqual({ sku: soldOut, saved: true, userErrors: [] });
  });

  it('answers an unknown SKU with 20003 and a blank one with VALIDATION', async () => {
    const unknown = await b.gql(REQUEST_STOCK_NOTIFICATION, { input: { sku: 'P999999-C9-XS' } });
    expect(unknown.data.requestStockNotification.userErrors).toMatchObject([{ code: '20003' }]);
    const blank = await b.gql(REQUEST_STOCK_NOTIFICATION, { input: { sku: ' ' } });
    expect(blank.data.requestStockNotification.userErrors).toEqual([
      { code: 'VALIDATION', field: ['input', 'sku'], message: 'Choose a size.' },
    ]);
  });
});
