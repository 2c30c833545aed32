/**
 * Shared /v1 reads (cache/sharedReads.ts): a signed-in shopper's request, which the response cache never
 * serves, still takes the catalog answers everyone shares from the gateway, and a catalog change reaches them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productIdsIn, SharedReads } from '../src/cache/sharedReads.js';
import { Browser, signUp } from './account-helpers.js';
import { ask, setStock, startCachingGateway, startFeedSwitch, until } from './cache-helpers.js';
import { v1, type Gateway } from './helpers.js';
import { card, testWatch, upstream } from './shared-reads-helpers.js';

describe('SharedReads', () => {
  it('keeps nothing until the feed is ready, then keeps answers; one call serves askers at the same time', async () => {
    const feed = testWatch();
    const reads = new SharedReads(feed.watch);
    const api = upstream(() => ({ list: [card(1)] }));
    const ask = () => reads.read('GET /basic/productList {}', {}, api.load);

    const before = [ask(), ask()];
    await api.answerAll();
    expect(await Promise.all(before)).toEqual([{ list: [card(1)] }, { list: [card(1)] }]);
    expect(api.calls()).toBe(1);
    const next = ask();
    await api.answerAll();
    await next;
    expect(api.calls()).toBe(2);

    feed.ready();
    const together = [ask(), ask(), ask()];
    await api.answerAll();
    expect(await Promise.all(together)).toEqual([{ list: [card(1)] }, { list: [card(1)] }, { list: [card(1)] }]);
    expect(api.calls()).toBe(3);
    expect(await ask()).toEqual({ list: [card(1)] });
    expect(api.calls()).toBe(3);
  });

  it('drops the answers holding a changed product, and everything on a list change or a lost feed', async () => {
    const feed = testWatch();
    const reads = new SharedReads(feed.watch);
    feed.ready();
    const apis = [1, 2, 3].map((id) => upstream(() => ({ list: [card(id)] })));
    const askAll = () => Promise.all(apis.map((a, i) => reads.read(`list ${i}`, {}, a.load)));
    const fill = async () => {
      const p = askAll();
      await Promise.all(apis.map((a) => a.answerAll()));
      await p;
    };
    const calls = () => apis.map((a) => a.calls());

    await fill();
    expect(calls()).toEqual([1, 1, 1]);
    feed.change({ products: [2], lists: false });
    await fill();
    expect(calls()).toEqual([1, 2, 1]);
    feed.change({ products: [], lists: true });
    await fill();
    expect(calls()).toEqual([2, 3, 2]);
    feed.down();
    await fill();
    expect(calls()).toEqual([3, 4, 3]);
  });

  it('does not keep an answer whose product changed while it was asked, and later askers do not join it', async () => {
    const feed = testWatch();
    const reads = new SharedReads(feed.watch);
    feed.ready();
    let title = 'old';
    const api = upstream(() => ({ shopProductId: 7, title }));
    const first = reads.read('GET /product/info {"shopProductId":7}', { shopProductId: 7 }, api.load);
    feed.change({ products: [7], lists: false });
    title = 'new';
    const second = reads.read('GET /product/info {"shopProductId":7}', { shopProductId: 7 }, api.load);
    expect(api.calls()).toBe(2);
    await api.answerAll();
    await Promise.all([first, second]);
    expect((await reads.read('GET /product/info {"shopProductId":7}', { shopProductId: 7 }, api.load)).title).toBe(
      'new',
    );
  });

  it('keeps no error, and hands out frozen answers', async () => {
    const feed = testWatch();
    const reads = new SharedReads(feed.watch);
    feed.ready();
    let calls = 0;
    const failing = () => (calls++, Promise.reject(new Error('upstream down')));
    await expect(reads.read('k', {}, failing)).rejects.toThrow('upstream down');
    await expect(reads.read('k', {}, failing)).rejects.toThrow('upstream down');
    expect(calls).toBe(2);
    const answer = await reads.read('frozen', {}, async () => ({ list: [card(1)] }));
    expect(() => answer.list.push(card(2))).toThrow(TypeError);
  });

  it('finds the products of an answer and of its parameters', () => {
    expect([
      ...productIdsIn({ list: [card(1), { shopProductId: 2, similar: [card(3)] }], shopProductIds: [4], note: 'x' }),
    ]).toEqual([1, 2, 3, 4]);
  });
});

const HEADER_AND_VIEWER = /* GraphQL */ `
  query HeaderAndViewer {
    viewer {
      id
    }
    menu {
      id
    }
    appSettings {
      announcement
    }
  }
`;

const BRAND_LISTING = /* GraphQL */ `
  query BrandListing($code: String!) {
    viewer {
      id
    }
    productListing(scope: { kind: BRAND, code: $code }) {
      products(first: 100) {
        edges {
          node {
            productId
            availability
          }
        }
      }
    }
  }
`;

const PRODUCT_PAGE = /* GraphQL */ `
  query ProductPage($id: Int!) {
    viewer {
      id
    }
    product(productId: $id) {
      title
      sizes {
        sku
        stock
      }
      config {
        canRent
      }
      reviewSummary {
        count
      }
      recommendedReviews {
        reviewId
      }
    }
  }
`;

describe('a signed-in shopper through a gateway', { timeout: 60_000 }, () => {
  let feed: Awaited<ReturnType<typeof startFeedSwitch>>;
  let gw: Gateway;
  beforeAll(async () => {
    feed = await startFeedSwitch();
    gw = await startCachingGateway({ upstreamUrl: feed.url });
  });
  afterAll(async () => {
    await gw?.close();
    await feed?.close();
  });

  it("asks the api only for what is the shopper's own once the shared answers are kept", async () => {
    const shopper = new Browser(gw.url);
    await signUp(shopper);
    const first = await ask(shopper, HEADER_AND_VIEWER);
    expect(first.cache).toBeUndefined(); // not the response cache: the answer holds the viewer
    expect(first.data.menu.length).toBeGreaterThan(0);
    const before = feed.calls();
    const again = await ask(shopper, HEADER_AND_VIEWER);
    expect(again.data).toEqual(first.data);
    expect(feed.calls() - before).toBe(1); // the viewer's profile; the menu and settings were kept
  });

  it("keeps a product page's reviews (alike for everyone) until it changes; its sizes come with the page", async () => {
    const shopper = new Browser(gw.url);
    await signUp(shopper);
    const found = await v1<{ list: { shopProductId: number }[] }>('/basic/productList', {
      pageSize: 1,
      availableNow: true,
    });
    const { shopProductId } = found.data.list[0]!;
    const page = async () => {
      const before = feed.paths().length;
      const r = await ask(shopper, PRODUCT_PAGE, { id: shopProductId });
      if (!r.data) throw new Error(JSON.stringify(r.errors));
      return { product: r.data.product, paths: feed.paths().slice(before) };
    };
    const SHARED = ['/v1/product/review/list', '/v1/product/review/recommendList'];
    const first = await page();
    expect(first.paths).toEqual(expect.arrayContaining([...SHARED, '/v1/product/page']));
    // The sizes and the config come with the page's own read (it counts as the shopper's view), never apart.
    expect(
      first.paths.filter((p) => p.startsWith('/v1/product/skuList') || p.startsWith('/v1/product/config')),
    ).toEqual([]);
    const again = await page();
    expect(again.product).toEqual(first.product);
    expect(again.paths).toContain('/v1/product/page');
    expect(again.paths.filter((p) => SHARED.includes(p))).toEqual([]);

    const { sku, stock } = first.product.sizes[0];
    try {
      await setStock(sku, stock - 1);
      const changed = await until(page, (p) => p.product.sizes[0].stock === stock - 1);
      expect(changed.paths).toEqual(expect.arrayContaining(SHARED));
    } finally {
      await setStock(sku, stock);
    }
  });

  it('sees a stock change in a listing it had read', async () => {
    const shopper = new Browser(gw.url);
    await signUp(shopper);
    const found = await v1<{ list: { shopProductId: number; brand: { brandId: number } }[] }>('/basic/productList', {
      pageSize: 1,
      availableNow: true,
    });
    const { shopProductId, brand } = found.data.list[0]!;
    const skus = (await v1<{ list: { sku: string; stock: number }[] }>('/product/skuList', { shopProductId })).data
      .list;
    const availability = async () => {
      const r = await ask(shopper, BRAND_LISTING, { code: String(brand.brandId) });
      if (!r.data) throw new Error(JSON.stringify(r.errors));
      const nodes = r.data.productListing.products.edges.map((e: { node: object }) => e.node);
      return nodes.find((n: { productId: number }) => n.productId === shopProductId)?.availability;
    };
    expect(await availability()).toBe('AVAILABLE');
    try {
      for (const s of skus) await setStock(s.sku, Math.min(s.stock, 2));
      await until(availability, (a) => a === 'LOW_STOCK');
    } finally {
      for (const s of skus) await setStock(s.sku, s.stock);
    }
    await until(availability, (a) => a === 'AVAILABLE');
  });
});
