/**
 * A guest's kept page goes out on trust, without asking its operations again, only while the response cache's
 * stamp stays (keptPages.ts): a stock change the api's feed brings shows on the next guest's page as it shows on
 * the GraphQL answers.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ask, setStock, startCachingGateway, until } from './cache-helpers.js';
import { drawnPage, PHONE, webDist, type Page } from './document-helpers.js';
import type { Gateway } from './helpers.js';
import { inStockSkus, type SeedSku } from './tote-queries.js';

const SIZES = /* GraphQL */ `
  query Sizes($productId: Int!) {
    product(productId: $productId) {
      sizes {
        sku
        stock
      }
    }
  }
`;

let gw: Gateway;
let sku: SeedSku;
beforeAll(async () => {
  gw = await startCachingGateway({ webDist: webDist() });
  sku = (await inStockSkus(1, 1_080, 4))[0]!;
});
afterAll(() => gw?.close());

const pageOf = (headers: Record<string, string> = {}) =>
  drawnPage(`${gw.url}/product/${sku.shopProductId}`, { 'user-agent': PHONE, ...headers });
/** The stock of the SKU among the records the page was drawn with. */
const stockOn = (page: Page) =>
  Object.values(page.records ?? {}).find((r) => r['sku'] === sku.sku)?.['stock'] as number | undefined;

describe("a guest's kept page", { timeout: 60_000 }, () => {
  it('shows a stock change as soon as the feed brings it, though it went out on trust just before', async () => {
    const stock = sku.stock;
    expect(stockOn(await pageOf())).toBe(stock);
    // Kept from its second draw on, then sent again within its second of trust.
    expect(stockOn(await pageOf())).toBe(stock);
    const again = await pageOf();
    expect(stockOn(again)).toBe(stock);
    expect(again.headers.get('cache-control')).toBe('private, no-cache');
    try {
      await setStock(sku.sku, stock - 1);
      // Once the gateway's GraphQL answers show the change (the feed brought it), so does the very next page.
      await until(
        () => ask(gw.url, SIZES, { productId: sku.shopProductId }),
        (r) => JSON.stringify(r.data).includes(`"sku":"${sku.sku}","stock":${stock - 1}`),
      );
      expect(stockOn(await pageOf())).toBe(stock - 1);
    } finally {
      await setStock(sku.sku, stock);
    }
  });
});
