/**
 * A product page's recommendation rows (Product.recommendations), through the gateway against the real api:
 * no row holds the product on view, no product is in two rows, one call per row, nothing personal for a guest.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Browser, signUp } from './account-helpers.js';
import { startCountingProxy, startGateway, type Gateway } from './helpers.js';
import { inStockSkus, type SeedSku } from './tote-queries.js';

let proxy: Awaited<ReturnType<typeof startCountingProxy>>;
let gw: Gateway;
let products: SeedSku[];

beforeAll(async () => {
  proxy = await startCountingProxy();
  gw = await startGateway({ upstreamUrl: proxy.url, trustProxy: true });
  products = await inStockSkus(2, 420);
});
afterAll(async () => {
  await gw?.close();
  await proxy?.close();
});
beforeEach(() => proxy.reset());

const ROWS = /* GraphQL */ `
  query Rows($productId: Int!, $first: Int) {
    product(productId: $productId) {
      productId
      recommendations(first: $first) {
        similarItems {
          productId
        }
        productsYouLike {
          productId
        }
        recentlyViewed {
          productId
        }
      }
    }
  }
`;

/** The rows the shopper's own fields give without a page around them (what the product page showed before). */
const OWN_ROWS = /* GraphQL */ `
  query OwnRows {
    viewer {
      productsYouLike(first: 12) {
        productId
      }
      recentlyViewed(first: 12) {
        productId
      }
    }
  }
`;

type Row = { productId: number }[];
const idsOf = (row: Row) => row.map((p) => p.productId);
const calls = (path: string) => proxy.calls.filter((c) => c.path === path);

describe('Product.recommendations', () => {
  it('a guest gets the similar items, without the product, and two empty rows without asking the api', async () => {
    const x = products[0]!.shopProductId;
    const r = await new Browser(gw.url).gql(ROWS, { productId: x });
    expect(r.errors).toBeUndefined();
    const rows = r.data.product.recommendations;
    expect(rows.similarItems).toHaveLength(12);
    expect(idsOf(rows.similarItems)).not.toContain(x);
    expect(rows.productsYouLike).toEqual([]);
    expect(rows.recentlyViewed).toEqual([]);
    expect(calls('/basic/productListByYouLike')).toHaveLength(0);
    expect(calls('/basic/productListByRecentlyViewed')).toHaveLength(0);
  });

  it("leaves the product on view and the rows above out of the shopper's rows: no product shows twice", async () => {
    const b = new Browser(gw.url);
    await signUp(b);
    const x = products[1]!.shopProductId;
    const guestRows = (await new Browser(gw.url).gql(ROWS, { productId: x })).data.product.recommendations;
    const similar = idsOf(guestRows.similarItems);
    // The shopper looked at three of the similar styles, then at the product itself.
    for (const id of [...similar.slice(0, 3), x]) expect((await b.gql(ROWS, { productId: id })).errors).toBeUndefined();

    // Without a page around them, the shopper's own rows repeat the product and the similar styles.
    const own = (await b.gql(OWN_ROWS)).data.viewer;
    const onPage = new Set([x, ...similar]);
    expect(idsOf(own.recentlyViewed).slice(0, 4)).toEqual([x, ...similar.slice(0, 3).reverse()]);
    expect(idsOf(own.productsYouLike).some((id) => onPage.has(id))).toBe(true);

    proxy.reset();
    const r = await b.gql(ROWS, { productId: x });
    expect(r.errors).toBeUndefined();
    const rows = r.data.product.recommendations;
    expect(idsOf(rows.similarItems)).toEqual(similar);
    expect(rows.productsYouLike).toHaveLength(12);
    const all = [...idsOf(rows.similarItems), ...idsOf(rows.productsYouLike), ...idsOf(rows.recentlyViewed)];
    expect(all).not.toContain(x);
    expect(new Set(all).size).toBe(all.length);
    // Everything the shopper looked at is on the page already (the product, or a similar style).
    expect(rows.recentlyViewed).toEqual([]);

    // One call per row; each of the shopper's rows asked the api to leave out what the rows above show.
    for (const path of [
      '/basic/productListBySimilarItems',
      '/basic/productListByYouLike',
      '/basic/productListByRecentlyViewed',
    ])
      expect(calls(path), path).toHaveLength(1);
    const excluded = (path: string) =>
      String((calls(path)[0]!.params as Record<string, unknown>)['excludeShopProductIdList'])
        .split(',')
        .map(Number);
    expect(excluded('/basic/productListByYouLike')).toEqual([x, ...similar]);
    expect(excluded('/basic/productListByRecentlyViewed')).toEqual([x, ...similar, ...idsOf(rows.productsYouLike)]);
  });

  it('keeps what was viewed elsewhere in "Recently viewed", less the product on view', async () => {
    const b = new Browser(gw.url);
    await signUp(b);
    const [x, y] = products.map((p) => p.shopProductId) as [number, number];
    await b.gql(ROWS, { productId: x });
    const r = await b.gql(ROWS, { productId: y, first: 4 });
    const rows = r.data.product.recommendations;
    expect(rows.similarItems).toHaveLength(4);
    const shown = [...idsOf(rows.similarItems), ...idsOf(rows.productsYouLike)];
    expect(idsOf(rows.recentlyViewed)).toEqual(shown.includes(x) ? [] : [x]);
  });

  it('takes 1 to 50 products per row', async () => {
    const b = new Browser(gw.url);
    for (const first of [0, 51]) {
      const r = await b.gql(ROWS, { productId: products[0]!.shopProductId, first });
      expect(r.errors?.[0]?.message).toBe('`first` must be between 1 and 50.');
    }
  });
});
