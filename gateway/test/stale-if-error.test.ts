/**
 * Browsing through an api outage (issue 29): while the api cannot be reached, the gateway answers a shared
 * catalog read it answered before from its cache, stale (bounded in age), and the page documents built on
 * such reads; a read it never answered, a write and a signed-in shopper's own data fail at once with the
 * network error the web shows as "try again". Once the api is back, nothing from before is served as fresh
 * after a change of the catalog.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, DEMO_PASSWORD, LOG_IN } from './account-helpers.js';
import { ask, setStock, startCachingGateway, until, untilCacheLive } from './cache-helpers.js';
import { drawnPage, recordsOf, webDist } from './document-helpers.js';
import type { Gateway } from './helpers.js';
import { switchableApi, type SwitchableApi } from './switchable-api.js';
import { inStockSkus } from './tote-queries.js';

const NETWORK_ERROR = 'Network Error. Please try again later.';

const LISTING = /* GraphQL */ `
  query StaleListing {
    productListing(scope: { kind: ALL }) {
      products(first: 4) {
        edges {
          node {
            id
            productId
            title
            url
          }
        }
      }
    }
  }
`;

const PRODUCT = /* GraphQL */ `
  query StaleProduct($productId: Int!) {
    product(productId: $productId) {
      id
      title
      isWished
    }
  }
`;

const SEARCH = /* GraphQL */ `
  query StaleSearch($query: String!) {
    search(query: $query, first: 2) {
      totalCount
    }
  }
`;

interface Card {
  productId: number;
  title: string;
  url: string;
}

const cardsOf = (r: Awaited<ReturnType<typeof ask>>): Card[] =>
  (r.data?.productListing?.products.edges ?? []).map((e: { node: Card }) => e.node);

let api: SwitchableApi;
let gw: Gateway;
let cards: Card[];
const dist = webDist();

beforeAll(async () => {
  api = await switchableApi();
  gw = await startCachingGateway({ upstreamUrl: api.url, webDist: dist });
  cards = cardsOf(await ask(gw.url, LISTING));
  expect(cards.length).toBe(4);
});
afterAll(async () => {
  await gw?.close();
  await api?.down();
});

describe('while the api cannot be reached', { timeout: 60_000 }, () => {
  it('answers what it answered before, stale; fails the rest at once with the network error', async () => {
    const seen = cards[0]!;
    const listing = await until(
      () => ask(gw.url, LISTING),
      (r) => r.cache === 'hit',
    );
    const product = await until(
      () => ask(gw.url, PRODUCT, { productId: seen.productId }),
      (r) => r.cache === 'hit',
    );
    const document = await drawnPage(`${gw.url}${seen.url}`);
    const member = new Browser(gw.url);
    const login = await member.gql(LOG_IN, { input: { email: 'member@tote.test', password: DEMO_PASSWORD } });
    expect(login.data?.logIn.viewer).toBeTruthy();
    const mine = await member.gql(PRODUCT, { productId: seen.productId });
    expect(mine.data?.product).toBeTruthy();

    await api.down();
    expect((await fetch(`${gw.url}/healthz`)).status).toBe(200);
    expect((await fetch(`${gw.url}/readyz`)).status).toBe(503);

    // Seen before: the same answer, marked stale, with its age.
    const staleListing = await ask(gw.url, LISTING);
    expect(staleListing.cache).toBe('stale');
    expect(staleListing.errors).toBeUndefined();
    expect(staleListing.data).toEqual(listing.data);
    const res = await fetch(`${gw.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: PRODUCT, variables: { productId: seen.productId } }),
    });
    expect(res.headers.get('x-response-cache')).toBe('stale');
    expect(Number(res.headers.get('age'))).toBeGreaterThanOrEqual(0);
    expect(await res.json()).toEqual({ data: product.data });

    // The page of a product seen before is still drawn, with the same product.
    const stalePage = await drawnPage(`${gw.url}${seen.url}`);
    const productOf = (p: typeof document) => recordsOf(p, 'Product').find((r) => r['productId'] === seen.productId);
    expect(productOf(stalePage)).toEqual(productOf(document));
    expect(productOf(stalePage)).toBeDefined();
    expect(stalePage.title).toBe(document.title);

    // Never answered before: the network error, not a stale answer of another read.
    const never = await ask(gw.url, SEARCH, { query: 'linen blazer' });
    expect(never.cache).not.toBe('stale');
    expect(never.data?.search ?? null).toBeNull();
    expect(never.errors?.[0]).toMatchObject({ message: NETWORK_ERROR, extensions: { code: 'NETWORK_ERROR' } });

    // A signed-in shopper's own reads are never served from the cache, stale or not.
    const theirs = await member.gql(PRODUCT, { productId: seen.productId });
    expect(theirs.data?.product ?? null).toBeNull();
    expect(theirs.errors?.[0]).toMatchObject({ message: NETWORK_ERROR, extensions: { code: 'NETWORK_ERROR' } });

    // A write fails at once (a refused connection, not a timeout) with the message the web shows.
    const started = Date.now();
    const write = await new Browser(gw.url).gql(LOG_IN, {
      input: { email: 'member@tote.test', password: DEMO_PASSWORD },
    });
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(write.data?.logIn ?? null).toBeNull();
    expect(write.errors?.[0]).toMatchObject({ message: NETWORK_ERROR, extensions: { code: 'NETWORK_ERROR' } });

    // A stock change while the gateway cannot hear of it: once back, nothing kept from before is fresh any more
    // (cache-resume.test.ts: when nothing changed, it is); answers are computed again, then cached again.
    const [sku] = await inStockSkus(1, 1_020, 4);
    await setStock(sku!.sku, sku!.stock - 1);
    await setStock(sku!.sku, sku!.stock);
    await api.up();
    await untilCacheLive(gw.url);
    const again = await ask(gw.url, LISTING);
    expect(again.cache).toBe('miss');
    expect(cardsOf(again)).toEqual(cards);
    expect((await ask(gw.url, LISTING)).cache).toBe('hit');
  });

  it('serves no answer older than STALE_IF_ERROR_MS', async () => {
    const proxy = await switchableApi();
    const short = await startCachingGateway({ upstreamUrl: proxy.url }, { staleIfErrorMs: 300 });
    try {
      await until(
        () => ask(short.url, LISTING),
        (r) => r.cache === 'hit',
      );
      await new Promise((r) => setTimeout(r, 400));
      await proxy.down();
      // Until the gateway has seen its change feed end, the kept answer is still fresh (a hit), not stale.
      const late = await until(
        () => ask(short.url, LISTING),
        (r) => r.cache !== 'hit',
      );
      expect(late.cache).not.toBe('stale');
      expect(late.errors?.[0]).toMatchObject({ message: NETWORK_ERROR, extensions: { code: 'NETWORK_ERROR' } });
    } finally {
      await short.close();
      await proxy.down();
    }
  });
});
