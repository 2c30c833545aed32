/**
 * The response cache follows the catalog (issue 11): a stock change, by the stock endpoint or by an
 * order, shows on the next product page load of every gateway; a change that may move products in
 * or out of lists empties the cache; while a gateway has lost the api's change feed it answers
 * from upstream only, and it starts afresh when the feed is back.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, signUp } from './account-helpers.js';
import {
  BRANDS_PROBE,
  cachedAnswer,
  ask,
  setStock,
  startCachingGateway,
  startFeedSwitch,
  until,
  untilCacheLive,
} from './cache-helpers.js';
import type { Gateway, GqlData } from './helpers.js';
import { CREATE_ORDER, readyToPay } from './member-queries.js';
import { ADD_TO_TOTE, inStockSkus, type SeedSku } from './tote-queries.js';

const SIZES = /* GraphQL */ `
  query Sizes($productId: Int!) {
    product(productId: $productId) {
      id
      availability
      sizes {
        sku
        stock
      }
      config {
        canBuy
      }
    }
  }
`;

let gw: Gateway;
let second: Gateway;
let skus: SeedSku[];

beforeAll(async () => {
  [gw, second] = await Promise.all([startCachingGateway(), startCachingGateway()]);
  skus = await inStockSkus(4, 1_100, 8);
});
afterAll(async () => {
  await gw?.close();
  await second?.close();
});

const sizesOf = (url: string, s: SeedSku) => ask(url, SIZES, { productId: s.shopProductId });
const stockIn = (r: GqlData, s: SeedSku): number | undefined =>
  r.data?.product?.sizes?.find((x: { sku: string }) => x.sku === s.sku)?.stock;

/** Loads the product until the cache answers it, with `stock`. */
async function cachedWith(url: string, s: SeedSku, stock: number): Promise<void> {
  expect(stockIn(await cachedAnswer(() => sizesOf(url, s)), s)).toBe(stock);
}

/** The gateway's next answers show `stock` (the change travels api → database → feed → gateway). */
async function showsStock(url: string, s: SeedSku, stock: number): Promise<void> {
  const r = await until(
    () => sizesOf(url, s),
    (x) => stockIn(x, s) === stock,
  );
  expect(r.cache).toBe('miss');
  expect(stockIn(await cachedAnswer(() => sizesOf(url, s)), s)).toBe(stock);
}

describe('stock changes', { timeout: 60_000 }, () => {
  it('a change through /v1/inventory/stock shows on the next product load of every gateway', async () => {
    const s = skus[0]!;
    await Promise.all([cachedWith(gw.url, s, s.stock), cachedWith(second.url, s, s.stock)]);
    await setStock(s.sku, s.stock - 1);
    await Promise.all([showsStock(gw.url, s, s.stock - 1), showsStock(second.url, s, s.stock - 1)]);
    await setStock(s.sku, s.stock);
    await showsStock(gw.url, s, s.stock);
  });

  it("an order's stock decrement shows", async () => {
    const s = skus[1]!;
    await cachedWith(gw.url, s, s.stock);
    const shopper = new Browser(gw.url);
    await signUp(shopper);
    await readyToPay(shopper);
    const added = await ask(shopper, ADD_TO_TOTE, { input: { saleType: 'PURCHASE', sku: s.sku, quantity: 2 } });
    expect(added.data.addToTote.userErrors).toEqual([]);
    const created = await ask(shopper, CREATE_ORDER, { input: { mode: 'PURCHASE_ONLY' } });
    expect(created.data.createOrder.userErrors).toEqual([]);
    await showsStock(gw.url, s, s.stock - 2);
  });

  it('a size that sells out empties the cache (lists with "available now" change too)', async () => {
    const s = skus[2]!;
    await cachedAnswer(() => ask(gw.url, BRANDS_PROBE));
    await setStock(s.sku, 0);
    await until(
      () => ask(gw.url, BRANDS_PROBE),
      (r) => r.cache === 'miss',
    );
    await showsStock(gw.url, s, 0);
    await setStock(s.sku, s.stock);
    await showsStock(gw.url, s, s.stock);
  });
});

describe('a lost change feed', { timeout: 60_000 }, () => {
  it('answers from upstream while the feed is down, and starts afresh when it is back', async () => {
    const s = skus[3]!;
    const feed = await startFeedSwitch();
    const gw3 = await startCachingGateway({ upstreamUrl: feed.url });
    try {
      await cachedWith(gw3.url, s, s.stock);
      feed.cut();
      // Not consulted any more: answers carry no cache report, and show a change the feed never told.
      await until(
        () => sizesOf(gw3.url, s),
        (r) => r.cache === undefined,
      );
      await setStock(s.sku, s.stock - 1);
      for (let i = 0; i < 3; i++) {
        const r = await sizesOf(gw3.url, s);
        expect(r.cache).toBeUndefined();
        expect(stockIn(r, s)).toBe(s.stock - 1);
      }
      feed.restore();
      await untilCacheLive(gw3.url);
      const fresh = await sizesOf(gw3.url, s);
      expect(fresh.cache).toBe('miss');
      expect(stockIn(fresh, s)).toBe(s.stock - 1);
    } finally {
      await setStock(s.sku, s.stock);
      await gw3.close();
      await feed.close();
    }
  });
});
