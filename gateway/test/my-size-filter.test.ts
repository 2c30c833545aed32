/**
 * "In my size, available now" over HTTP: a member's saved sizes narrow a listing and a search and are counted in
 * MySizeFacet; a guest's picked sizes (mySizes) do the same. An answer that sets `inMySize` is the viewer's: the
 * response cache keeps it for guests only (their sizes are in the variables), never for a signed-in member.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, signUp, uniqueEmail } from './account-helpers.js';
import { ask, cachedAnswer, startCachingGateway } from './cache-helpers.js';
import { startCountingProxy, startGateway, v1, type Gateway } from './helpers.js';
import { scopeOf } from '../src/cache/scope.js';
import { buildSchema } from '../src/schema.js';

const LISTING = /* GraphQL */ `
  query MySizeListing($filter: ProductFilterInput) {
    productListing(scope: { kind: CATEGORY, code: "DRESSES" }) {
      mySize(filter: $filter) {
        sizes
        saved
        signedIn
        count
      }
      products(first: 3, filter: $filter) {
        totalCount
      }
    }
  }
`;
const SEARCH = /* GraphQL */ `
  query MySizeSearch($filter: ProductFilterInput) {
    search(query: "dress", first: 3, filter: $filter) {
      totalCount
      mySize {
        sizes
        count
      }
    }
  }
`;
/** No per-viewer field: only the filter's `inMySize` makes it the viewer's. */
const TOTAL = /* GraphQL */ `
  query MySizeTotal($filter: ProductFilterInput) {
    productListing(scope: { kind: CATEGORY, code: "DRESSES" }) {
      products(first: 1, filter: $filter) {
        totalCount
      }
    }
  }
`;
const UPDATE_PROFILE = /* GraphQL */ `
  mutation SaveSizes($input: UpdateProfileInput!) {
    updateProfile(input: $input) {
      userErrors {
        message
      }
    }
  }
`;

const A_SIZES = { clothingSizes: ['M'], shoeSizes: ['US 8'] };
const B_SIZES = { clothingSizes: ['XS'], shoeSizes: [] };

/** The api's own count of DRESSES with one of `sizes` in stock, and of a search for "dress". */
async function upstreamTotals(sizes: string[], filter: Record<string, unknown> = {}) {
  const listing = await v1<{ total: number }>('/basic/productList', {
    categoryCode: 'DRESSES',
    pageSize: 1,
    filter: { ...filter, inStockSizes: sizes },
  });
  const search = await v1<{ total: number }>('/ai_search/products', {
    keyword: 'dress',
    pageSize: 1,
    filter: { ...filter, inStockSizes: sizes },
  });
  return { listing: listing.data.total, search: search.data.total };
}

let gw: Gateway;
let a: Browser;
let b: Browser;
beforeAll(async () => {
  gw = await startCachingGateway();
  a = new Browser(gw.url);
  b = new Browser(gw.url);
  await signUp(a, { email: uniqueEmail('mysize.a') });
  await signUp(b, { email: uniqueEmail('mysize.b') });
  for (const [who, input] of [
    [a, A_SIZES],
    [b, B_SIZES],
  ] as const)
    expect((await ask(who, UPDATE_PROFILE, { input })).data.updateProfile.userErrors).toEqual([]);
});
afterAll(() => gw?.close());

describe('in my size, available now', () => {
  it('asks the list once for the page and the count when the filter is on (twice when off: they differ)', async () => {
    const proxy = await startCountingProxy();
    const counted = await startGateway({ upstreamUrl: proxy.url });
    try {
      const member = new Browser(counted.url);
      await signUp(member, { email: uniqueEmail('mysize.calls') });
      expect((await ask(member, UPDATE_PROFILE, { input: A_SIZES })).data.updateProfile.userErrors).toEqual([]);
      const lists = () => proxy.calls.filter((c) => c.path === '/basic/productList').length;
      const expected = await upstreamTotals(['M', 'US 8']);
      proxy.reset();
      const on = await ask(member, LISTING, { filter: { inMySize: true } });
      expect(on.data.productListing.mySize.count).toBe(expected.listing);
      expect(on.data.productListing.products.totalCount).toBe(expected.listing);
      expect(lists()).toBe(1);
      proxy.reset();
      const off = await ask(member, LISTING, {});
      expect(off.data.productListing.mySize.count).toBe(expected.listing);
      expect(lists()).toBe(2);
    } finally {
      await counted.close();
      await proxy.close();
    }
  });

  it("narrows a listing and a search to the member's saved sizes, and counts them", async () => {
    const sizes = ['M', 'US 8'];
    const expected = await upstreamTotals(sizes);
    const on = { inMySize: true };
    const listing = await ask(a, LISTING, { filter: on });
    expect(listing.errors).toBeUndefined();
    expect(listing.data.productListing.mySize).toEqual({ sizes, saved: true, signedIn: true, count: expected.listing });
    expect(listing.data.productListing.products.totalCount).toBe(expected.listing);
    const search = await ask(a, SEARCH, { filter: on });
    expect(search.data.search).toMatchObject({
      totalCount: expected.search,
      mySize: { sizes, count: expected.search },
    });

    // Off, the facet still counts what it would keep; with another filter, given that filter.
    const off = await ask(a, LISTING, {});
    expect(off.data.productListing.mySize.count).toBe(expected.listing);
    expect(off.data.productListing.products.totalCount).toBeGreaterThan(expected.listing);
    const black = { colors: ['Black'] };
    const withColor = await ask(a, LISTING, { filter: { colors: ['Black'] } });
    expect(withColor.data.productListing.mySize.count).toBe((await upstreamTotals(sizes, black)).listing);
  });

  it('takes the sizes a guest picked, and offers the pick when there are none', async () => {
    const guest = new Browser(gw.url);
    const none = await ask(guest, LISTING, { filter: { inMySize: true } });
    expect(none.data.productListing.mySize).toEqual({ sizes: [], saved: false, signedIn: false, count: null });
    const all = (await ask(guest, LISTING, {})).data.productListing.products.totalCount;
    expect(none.data.productListing.products.totalCount).toBe(all);

    const picked = await ask(guest, LISTING, { filter: { inMySize: true, mySizes: ['XS'] } });
    const expected = await upstreamTotals(['XS']);
    expect(picked.data.productListing.mySize).toMatchObject({ sizes: ['XS'], saved: false, count: expected.listing });
    expect(picked.data.productListing.products.totalCount).toBe(expected.listing);

    const tooMany = await ask(guest, LISTING, {
      filter: { inMySize: true, mySizes: Array.from({ length: 21 }, (_, i) => `S${i}`) },
    });
    expect(tooMany.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('is never served from the cache to another shopper', async () => {
    const on = { filter: { inMySize: true } };
    const aTotal = (await upstreamTotals(['M', 'US 8'])).listing;
    const bTotal = (await upstreamTotals(['XS'])).listing;
    expect(aTotal).not.toBe(bTotal);
    for (let round = 0; round < 2; round++) {
      const ra = await ask(a, TOTAL, on);
      const rb = await ask(b, TOTAL, on);
      expect([ra.cache, rb.cache]).toEqual([undefined, undefined]);
      expect(ra.data.productListing.products.totalCount).toBe(aTotal);
      expect(rb.data.productListing.products.totalCount).toBe(bTotal);
    }
    // Guests share an entry per picked sizes; a member asking the same never reads it.
    const pickedA = { filter: { inMySize: true, mySizes: ['M', 'US 8'] } };
    const cached = await cachedAnswer(() => ask(new Browser(gw.url), TOTAL, pickedA));
    expect(cached.data.productListing.products.totalCount).toBe(aTotal);
    const member = await ask(b, TOTAL, pickedA);
    expect(member.cache).toBeUndefined();
    expect(member.data.productListing.products.totalCount).toBe(bTotal); // her saved sizes come first
  });

  it('scopes an operation by whether its arguments set inMySize, literally or through variables', () => {
    const schema = buildSchema();
    expect(scopeOf(schema, TOTAL, null, { filter: { inMySize: true } })).toBe('guests');
    expect(scopeOf(schema, TOTAL, null, { filter: { inMySize: false, sizes: ['M'] } })).toBe('shared');
    expect(scopeOf(schema, TOTAL, null, {})).toBe('shared');
    const literal = TOTAL.replace('filter: $filter', 'filter: { inMySize: true }');
    expect(scopeOf(schema, literal, null, {})).toBe('guests');
    const nested = TOTAL.replace('($filter: ProductFilterInput)', '($on: Boolean)').replace(
      'filter: $filter',
      'filter: { inMySize: $on }',
    );
    expect(scopeOf(schema, nested, null, { on: true })).toBe('guests');
    expect(scopeOf(schema, nested, null, { on: false })).toBe('shared');
  });
});
