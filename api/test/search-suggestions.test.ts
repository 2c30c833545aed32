import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FilterInfo } from '@tote/contract/catalog';
import type { SearchResponse, SearchSuggestions } from '@tote/contract/search';
import { openTestApi, type TestApi } from './db.js';
import { data, get } from './http.js';

let t: TestApi;
beforeAll(async () => {
  t = await openTestApi();
});
afterAll(() => t.close());

const suggest = async (prefix: string) =>
  data(await get<SearchSuggestions>(t.app, '/v1/ai_search/suggestions', { prefix }));
const keywords = (s: SearchSuggestions) => s.terms.map((x) => x.keyword);

describe('/ai_search/suggestions', () => {
  it('completes a prefix with known terms, brands, categories and products', async () => {
    const s = await suggest('dres');
    expect(s.prefix).toBe('dres');
    expect(keywords(s)).toEqual(expect.arrayContaining(['dress', 'dresses']));
    expect(s.terms.find((x) => x.keyword === 'dresses')?.kind).toBe('category');
    expect(s.categories.map((c) => c.code)).toEqual(['DRESSES']);
    expect(s.categories[0]).toEqual({
      categoryId: expect.any(Number),
      code: 'DRESSES',
      name: 'Dresses',
      group: 'clothing',
    });
    expect(s.products.length).toBeGreaterThan(0);
    expect(s.products.length).toBeLessThanOrEqual(4);
    expect(s.products.every((p) => /dress/i.test(p.title))).toBe(true);
    expect(s.didYouMean).toBeNull();
  });

  it('names brands by the start of any of their words', async () => {
    const s = await suggest('Lun');
    expect(s.brands).toEqual([{ brandId: expect.any(Number), name: 'Maison Lune', slug: 'maison-lune' }]);
    expect(s.terms).toContainEqual({ keyword: 'maison lune', kind: 'brand' });
  });

  it('keeps to its limits: ≤ 8 terms, ≤ 4 brands, categories and products', async () => {
    for (const prefix of ['s', 'c', 'b', 'm', 'a']) {
      const s = await suggest(prefix);
      expect(s.terms.length).toBeGreaterThan(0);
      expect(s.terms.length).toBeLessThanOrEqual(8);
      expect(new Set(keywords(s)).size).toBe(s.terms.length);
      expect(s.brands.length).toBeLessThanOrEqual(4);
      expect(s.categories.length).toBeLessThanOrEqual(4);
      expect(s.products.length).toBeLessThanOrEqual(4);
    }
    expect((await suggest('s')).brands.length).toBe(4);
  });

  it('corrects a typo: "jens" → jeans', async () => {
    const s = await suggest('jens');
    expect(s.didYouMean).toBe('jeans');
    expect(s.terms[0]).toEqual({ keyword: 'jeans', kind: 'term' });
    expect(s.products.length).toBeGreaterThan(0);
    expect(s.products.every((p) => /jeans/i.test(p.title))).toBe(true);
  });

  it('corrects a misspelt brand: "kestral" → Kestrel', async () => {
    const s = await suggest('kestral');
    expect(s.didYouMean).toBe('kestrel');
    expect(s.terms[0]).toEqual({ keyword: 'kestrel', kind: 'brand' });
    expect(s.brands.map((b) => b.name)).toEqual(['Kestrel']);
    expect(s.products.every((p) => p.brand.name === 'Kestrel')).toBe(true);
    const r = data(await get<SearchResponse>(t.app, '/v1/ai_search/products', { keyword: 'kestral' }));
    expect(r).toMatchObject({ total: 0, didYouMean: 'kestrel' });
  });

  it('corrects a misspelt category: "sandls" → sandals', async () => {
    const s = await suggest('sandls');
    expect(s.didYouMean).toBe('sandals');
    expect(s.categories.map((c) => c.code)).toEqual(['SANDALS']);
  });

  it('completes the last of several words from products that match them all', async () => {
    const s = await suggest('black dr');
    expect(keywords(s)).toContain('black dress');
    for (const keyword of keywords(s).filter((k) => k.startsWith('black dr'))) {
      const r = data(await get<SearchResponse>(t.app, '/v1/ai_search/products', { keyword }));
      expect(r.total, keyword).toBeGreaterThan(0);
    }
    expect(s.products.every((p) => /black/i.test(p.title + p.staticColorList.map((c) => c.name).join(' ')))).toBe(true);
  });

  it('offers nothing for gibberish, and refuses an empty or too long prefix (40001)', async () => {
    expect(await suggest('qqqqxzv')).toEqual({
      prefix: 'qqqqxzv',
      terms: [],
      brands: [],
      categories: [],
      products: [],
      didYouMean: null,
    });
    for (const prefix of ['', '  ', 'x'.repeat(101)])
      expect((await get(t.app, '/v1/ai_search/suggestions', { prefix })).body.code).toBe(40001);
    expect((await get(t.app, '/v1/ai_search/suggestions', { prefix: "'&|!():*\\" })).body.code).toBe(0);
  });
});

describe('search facets', () => {
  const facets = async (path: string, query: Record<string, string | number | boolean>) =>
    data(await get<FilterInfo>(t.app, path, query));

  it('/ai_search/products/filter counts the values among the matches', async () => {
    const f = await facets('/v1/ai_search/products/filter', { keyword: 'boots' });
    const r = data(await get<SearchResponse>(t.app, '/v1/ai_search/products', { keyword: 'boots', pageSize: 100 }));
    expect(f.categories.map((c) => c.code)).toContain('BOOTS');
    expect(f.categories.every((c) => c.count <= r.total)).toBe(true);
    expect(f.brands.reduce((n, b) => n + b.count, 0)).toBe(r.total);
    expect(f.sizes.every((s) => s.value.startsWith('US '))).toBe(true);
    const prices = r.list.map((c) => c.price);
    expect(f.price.min).toBeLessThanOrEqual(Math.min(...prices));
    expect(f.price.max).toBeGreaterThanOrEqual(Math.max(...prices));
    expect(f.sortOptions.map((o) => o.value)).toEqual(['recommended', 'newest', 'price_asc', 'price_desc']);
    // Each facet value, applied as a filter, finds as many products as it says.
    const color = f.colors[0]!;
    const filtered = data(
      await get<SearchResponse>(t.app, '/v1/ai_search/products', { keyword: 'boots', colors: color.value }),
    );
    expect(filtered.total).toBe(color.count);
  });

  it('/filter/info takes a keyword and answers the same facets', async () => {
    const viaSearch = await facets('/v1/ai_search/products/filter', { keyword: 'silk' });
    const viaInfo = await facets('/v1/filter/info', { keyword: 'silk' });
    expect(viaInfo).toEqual(viaSearch);
    const all = await facets('/v1/filter/info', {});
    expect(viaInfo.brands.reduce((n, b) => n + b.count, 0)).toBeLessThan(all.brands.reduce((n, b) => n + b.count, 0));
    const scoped = await facets('/v1/filter/info', { keyword: 'silk', categoryCode: 'DRESSES' });
    expect(scoped.categories.find((c) => c.code === 'DRESSES')?.count).toBe(
      viaInfo.categories.find((c) => c.code === 'DRESSES')?.count,
    );
    expect(scoped.brands.reduce((n, b) => n + b.count, 0)).toBeLessThan(
      viaInfo.brands.reduce((n, b) => n + b.count, 0),
    );
    expect((await get(t.app, '/v1/filter/info', { keyword: 'x'.repeat(101) })).body.code).toBe(40001);
    expect(await facets('/v1/filter/info', { keyword: '' })).toEqual(all);
  });

  it('refuses /ai_search/products/filter without a keyword (40001)', async () => {
    expect((await get(t.app, '/v1/ai_search/products/filter', {})).body.code).toBe(40001);
  });
});
