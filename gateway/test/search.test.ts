/** Product search through the gateway: paging, sort and filters, facets on demand, highlight and "did you mean". */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, startCountingProxy, startGateway, v1, type Gateway, type GqlData } from './helpers.js';
import { SEARCH_FACETS_QUERY, SEARCH_QUERY, SUGGESTIONS_QUERY } from './search-queries.js';

let gw: Gateway;
let proxy: Awaited<ReturnType<typeof startCountingProxy>>;
beforeAll(async () => {
  proxy = await startCountingProxy();
  gw = await startGateway({ upstreamUrl: proxy.url });
});
afterAll(async () => {
  await gw?.close();
  await proxy?.close();
});

const ids = (conn: GqlData): number[] => conn.edges.map((e: GqlData) => e.node.productId);
const codeOf = (r: { errors?: { extensions?: Record<string, unknown> }[] }) => r.errors?.[0]?.extensions?.code;

describe('search', () => {
  it('pages through the matches with first/after, in the upstream order', async () => {
    const upstream = (await v1('/ai_search/products', { keyword: 'dress', pageSize: 10 })).data;
    expect(upstream.total).toBeGreaterThan(10);

    const first = await gql(gw.url, SEARCH_QUERY, { query: 'dress', first: 5 });
    expect(first.errors).toBeUndefined();
    const conn = first.data.search;
    expect(conn).toMatchObject({
      query: 'dress',
      totalCount: upstream.total,
      highlightTerms: ['dress'],
      didYouMean: null,
    });
    expect(conn.pageInfo).toMatchObject({
      hasNextPage: true,
      hasPreviousPage: false,
      startCursor: conn.edges[0].cursor,
    });
    expect(conn.pageInfo.endCursor).toBe(conn.edges[4].cursor);
    const product = conn.edges[0].node;
    expect(product.title.toLowerCase()).toContain('dress');
    expect(product).toMatchObject({ url: `/product/${product.slug}`, price: { currency: 'USD' } });

    const second = await gql(gw.url, SEARCH_QUERY, { query: 'dress', first: 5, after: conn.pageInfo.endCursor });
    expect(second.data.search.pageInfo.hasPreviousPage).toBe(true);
    expect([...ids(conn), ...ids(second.data.search)]).toEqual(upstream.list.map((p: GqlData) => p.shopProductId));
  });

  it('answers the query trimmed with its spaces collapsed, and highlights each word', async () => {
    const r = await gql(gw.url, SEARCH_QUERY, { query: '   wedding    dress ', first: 3 });
    expect(r.errors).toBeUndefined();
    expect(r.data.search).toMatchObject({ query: 'wedding dress', highlightTerms: ['wedding', 'dress'] });
    expect(r.data.search.totalCount).toBe(
      (await v1('/ai_search/products', { keyword: 'wedding dress', pageSize: 1 })).data.total,
    );
  });

  it('sorts and filters like a listing', async () => {
    const sorted = await gql(gw.url, SEARCH_QUERY, { query: 'dress', first: 20, sort: 'PRICE_ASC' });
    const prices = sorted.data.search.edges.map((e: GqlData) => e.node.price.amount as number);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));

    const cheap = await gql(gw.url, SEARCH_QUERY, { query: 'dress', first: 50, filter: { priceMax: 100 } });
    expect(cheap.errors).toBeUndefined();
    expect(cheap.data.search.totalCount).toBeGreaterThan(0);
    expect(cheap.data.search.totalCount).toBeLessThan(sorted.data.search.totalCount);
    for (const e of cheap.data.search.edges) expect(e.node.price.amount).toBeLessThanOrEqual(100);

    for (const filter of [{ priceMin: -1 }, { priceMax: 1_000_000 }, { priceMin: 200, priceMax: 100 }]) {
      const bad = await gql(gw.url, SEARCH_QUERY, { query: 'dress', filter });
      expect(codeOf(bad), JSON.stringify(filter)).toBe('BAD_USER_INPUT');
      expect(bad.status).toBeLessThan(500);
    }
  });

  it('fetches the facets only when they are selected', async () => {
    const facetCalls = () => proxy.calls.filter((c) => c.path === '/ai_search/products/filter').length;
    const before = facetCalls();
    await gql(gw.url, SEARCH_QUERY, { query: 'jeans', first: 2 });
    expect(facetCalls()).toBe(before);

    const r = await gql(gw.url, SEARCH_FACETS_QUERY, { query: 'jeans' });
    expect(r.errors).toBeUndefined();
    expect(facetCalls()).toBe(before + 1);
    const upstream = (await v1('/ai_search/products/filter', { keyword: 'jeans' })).data;
    const { facets } = r.data.search;
    expect(facets.sizes).toEqual(
      upstream.sizes.map((s: GqlData) => ({ value: s.value, label: s.value, count: s.count })),
    );
    expect(facets.colors).toEqual(upstream.colors);
    expect(facets.brands).toEqual(upstream.brands);
    expect(facets.categories.map((c: GqlData) => c.value)).toEqual(upstream.categories.map((c: GqlData) => c.code));
    expect(facets.priceRange).toEqual(upstream.price);
    expect(facets.sortOptions.length).toBeGreaterThan(0);
  });

  it('suggests a close query when nothing matched', async () => {
    const r = await gql(gw.url, SEARCH_QUERY, { query: 'dresss', first: 5 });
    expect(r.errors).toBeUndefined();
    expect(r.data.search).toMatchObject({ totalCount: 0, edges: [], highlightTerms: [], didYouMean: 'dress' });
    expect(r.data.search.pageInfo).toEqual({
      hasNextPage: false,
      hasPreviousPage: false,
      startCursor: null,
      endCursor: null,
    });
  });

  it('refuses an empty or too long query, and a bad page size, as BAD_USER_INPUT', async () => {
    for (const [query, first] of [
      ['   ', 5],
      ['x'.repeat(101), 5],
      ['dress', 101],
      ['dress', -1],
    ] as const) {
      const r = await gql(gw.url, SEARCH_QUERY, { query, first });
      expect(codeOf(r), `${query.length} ${first}`).toBe('BAD_USER_INPUT');
      expect(r.data).toBeNull();
    }
    const max = await gql(gw.url, SEARCH_QUERY, { query: `dress ${'x'.repeat(94)}`, first: 1 });
    expect(max.errors).toBeUndefined();
    expect(max.data.search.query).toHaveLength(100);
  });
});

describe('searchSuggestions', () => {
  it('completes a prefix with terms, categories and products', async () => {
    const r = await gql(gw.url, SUGGESTIONS_QUERY, { prefix: 'dre' });
    expect(r.errors).toBeUndefined();
    const s = r.data.searchSuggestions;
    const upstream = (await v1('/ai_search/suggestions', { prefix: 'dre' })).data;
    expect(s.prefix).toBe('dre');
    expect(s.terms).toEqual(upstream.terms.map((t: GqlData) => ({ keyword: t.keyword, kind: t.kind.toUpperCase() })));
    expect(s.terms.map((t: GqlData) => t.keyword)).toContain('dress');
    expect(s.categories).toContainEqual(expect.objectContaining({ code: 'DRESSES', url: '/category/DRESSES' }));
    expect(s.products.map((p: GqlData) => p.productId)).toEqual(upstream.products.map((p: GqlData) => p.shopProductId));
    expect(s.products.length).toBeGreaterThan(0);
  });

  it('tolerates a typo: "jens" suggests jeans', async () => {
    const r = await gql(gw.url, SUGGESTIONS_QUERY, { prefix: 'jens' });
    expect(r.errors).toBeUndefined();
    const s = r.data.searchSuggestions;
    expect(s.didYouMean).toBe('jeans');
    expect(s.terms).toContainEqual({ keyword: 'jeans', kind: 'TERM' });
    expect(s.products.length).toBeGreaterThan(0);
    for (const p of s.products) expect(p.title.toLowerCase()).toContain('jeans');
  });

  it('lists brands by name', async () => {
    const brand = (await v1('/basic/productList', { pageSize: 1 })).data.list[0].brand;
    const r = await gql(gw.url, SUGGESTIONS_QUERY, { prefix: brand.name });
    expect(r.errors).toBeUndefined();
    expect(r.data.searchSuggestions.brands).toContainEqual({
      id: expect.any(String),
      brandId: brand.brandId,
      name: brand.name,
      url: `/brand/${brand.brandId}`,
    });
  });

  it('refuses an empty or too long prefix', async () => {
    for (const prefix of ['', '  ', 'y'.repeat(101)]) {
      const r = await gql(gw.url, SUGGESTIONS_QUERY, { prefix });
      expect(codeOf(r)).toBe('BAD_USER_INPUT');
    }
  });
});
