import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductCard } from '@tote/contract/catalog';
import type { SearchResponse } from '@tote/contract/search';
import { openTestApi, type TestApi } from './db.js';
import { data, get, post } from './http.js';
import { searchProductIds } from '../src/features/search/engine.js';
import { refreshSearchIndex } from '../src/features/search/refresh.js';

let t: TestApi;
beforeAll(async () => {
  t = await openTestApi();
});
afterAll(() => t.close());

type Query = Record<string, string | number | boolean>;
const search = async (keyword: string, query: Query = {}) =>
  data(await get<SearchResponse>(t.app, '/v1/ai_search/products', { keyword, ...query }));
const ids = (cards: ProductCard[]) => cards.map((c) => c.shopProductId);

/** Every match of a search, walking the pages. */
async function all(keyword: string, query: Query = {}): Promise<ProductCard[]> {
  const out: ProductCard[] = [];
  for (let pageIndex = 1; pageIndex < 100; pageIndex++) {
    const page = await search(keyword, { ...query, pageSize: 100, pageIndex });
    out.push(...page.list);
    if (!page.hasMore) break;
  }
  return out;
}

describe('/ai_search/products ranking', () => {
  it('answers a SearchResponse: cards, paging, the keyword as understood and the words to highlight', async () => {
    const r = await search('  Silk   GOWN ');
    expect(r).toMatchObject({ keyword: 'Silk GOWN', pageIndex: 1, pageSize: 24, offset: 0, didYouMean: null });
    expect(r.highlightTerms).toEqual(['silk', 'gown']);
    expect(r.total).toBeGreaterThan(0);
    expect(r.list[0]).toMatchObject({ shopProductId: expect.any(Number), title: expect.any(String) });
  });

  it('puts a title match above a description-only match', async () => {
    // Every dress's description says "gowns" (its category's blurb); only some titles say Gown.
    const cards = await all('gown');
    const inTitle = cards.map((c) => /\bgown\b/i.test(c.title));
    expect(inTitle.filter(Boolean).length).toBeGreaterThan(5);
    expect(inTitle.filter((x) => !x).length).toBeGreaterThan(5);
    expect(inTitle.lastIndexOf(true)).toBeLessThan(inTitle.indexOf(false));
  });

  it('matches brand names', async () => {
    const brand = await t.db
      .selectFrom('brands')
      .select(['id', 'name'])
      .where('name', '=', 'Kestrel')
      .executeTakeFirstOrThrow();
    const cards = await all('kestrel');
    const onShelf = await t.db
      .selectFrom('products')
      .select('id')
      .where('brand_id', '=', brand.id)
      .where('on_shelf', '=', true)
      .execute();
    expect(new Set(ids(cards))).toEqual(new Set(onShelf.map((p) => p.id)));
    expect((await search('Maison Lune')).list.every((c) => c.brand.name === 'Maison Lune')).toBe(true);
  });

  it('stems: "dresses" finds "dress" and the other way round', async () => {
    const dresses = await search('dresses');
    const dress = await search('dress');
    expect(dresses.total).toBe(dress.total);
    expect(dresses.list.some((c) => /\bdress\b/i.test(c.title))).toBe(true);
  });

  it('matches the last word as a prefix (type-ahead), the others as whole words', async () => {
    const gown = await search('gown');
    const typed = await search('gow');
    expect(typed.total).toBe(gown.total);
    expect(ids(typed.list)).toEqual(ids(gown.list));
    expect(typed.highlightTerms).toEqual(['gow']);
    expect((await search('silk gow')).total).toBeGreaterThan(0);
    expect((await search('gow dress')).total).toBe(0); // "gow" is not the last word: no prefix
  });

  it('requires every word (AND)', async () => {
    const silk = await search('silk');
    const gown = await search('gown');
    const both = await all('silk gown');
    expect(both.length).toBeGreaterThan(0);
    expect(both.length).toBeLessThan(Math.min(silk.total, gown.total));
    const rows = await t.db
      .selectFrom('products')
      .select('id')
      .where('id', 'in', ids(both))
      .where('description', 'ilike', '%silk%')
      .where('description', 'ilike', '%gown%')
      .execute();
    expect(rows).toHaveLength(both.length);
  });
});

describe('/ai_search/products filters, sort and paging', () => {
  it('filters like a listing and counts the matches', async () => {
    const cards = await all('dress', { priceMax: 150, sizes: 'M', availableNow: true });
    const page = await search('dress', { priceMax: 150, sizes: 'M', availableNow: true });
    expect(page.total).toBe(cards.length);
    expect(cards.length).toBeGreaterThan(0);
    for (const c of cards) expect(c.price).toBeLessThanOrEqual(150);
    const brandId = cards[0]!.brand.brandId;
    const byBrand = await all('dress', { filter: JSON.stringify({ brandIds: [brandId] }) });
    expect(byBrand.length).toBeGreaterThan(0);
    expect(byBrand.every((c) => c.brand.brandId === brandId)).toBe(true);
    const viaPost = data(
      await post<SearchResponse>(t.app, '/v1/ai_search/products', {
        keyword: 'dress',
        filter: { brandIds: [brandId] },
      }),
    );
    expect(viaPost.total).toBe(byBrand.length);
  });

  it('sorts by price, by newest and by relevance (the default)', async () => {
    const asc = (await search('dress', { orderByColumn: 'price_asc', pageSize: 100 })).list.map((c) => c.price);
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    const desc = (await search('dress', { orderByColumn: 'price_desc', pageSize: 100 })).list.map((c) => c.price);
    expect(desc).toEqual([...desc].sort((a, b) => b - a));
    const newest = (await search('dress', { orderByColumn: 'newest', pageSize: 100 })).list.map((c) => c.createdAt);
    expect(newest).toEqual([...newest].sort().reverse());
    expect(ids((await search('gown')).list)).toEqual(ids((await search('gown', { orderByColumn: 'relevance' })).list));
  });

  it('pages without gaps or overlap; offset wins over pageIndex', async () => {
    const p1 = await search('dress', { pageSize: 10, pageIndex: 1 });
    const p2 = await search('dress', { pageSize: 10, pageIndex: 2 });
    const both = await search('dress', { pageSize: 20 });
    expect([...ids(p1.list), ...ids(p2.list)]).toEqual(ids(both.list));
    expect(new Set(ids(both.list)).size).toBe(20);
    const byOffset = await search('dress', { pageSize: 10, offset: 5, pageIndex: 9 });
    expect(ids(byOffset.list)).toEqual(ids(both.list).slice(5, 15));
    const beyond = await search('dress', { pageSize: 10, offset: both.total + 5 });
    expect(beyond).toMatchObject({ list: [], total: both.total, hasMore: false });
  });

  it('answers /filter/search like /ai_search/products', async () => {
    const alias = data(await get<SearchResponse>(t.app, '/v1/filter/search', { keyword: 'silk', pageSize: 5 }));
    expect(alias).toEqual(await search('silk', { pageSize: 5 }));
  });
});

describe('/ai_search/products keywords', () => {
  it('refuses an empty or too long keyword (40001)', async () => {
    const bad: Record<string, string>[] = [{}, { keyword: '' }, { keyword: '   ' }, { keyword: 'x'.repeat(101) }];
    for (const query of bad) {
      const r = await get(t.app, '/v1/ai_search/products', query);
      expect(r.body.code, JSON.stringify(query)).toBe(40001);
    }
    expect((await get(t.app, '/v1/ai_search/products', { keyword: 'x'.repeat(100) })).body.code).toBe(0);
    expect((await get(t.app, '/v1/ai_search/products', { keyword: 'dress', orderByColumn: 'best' })).body.code).toBe(
      40001,
    );
  });

  it('takes tsquery syntax as plain text', async () => {
    const nasty = [
      '&',
      '|',
      '!',
      '(',
      ')',
      ':',
      '*',
      "'",
      '\\',
      "dress & | ! ( ) : * ' \\",
      "silk:* | !gown'",
      "'';--",
      '<->',
    ];
    for (const keyword of nasty) {
      const r = await get<SearchResponse>(t.app, '/v1/ai_search/products', { keyword });
      expect(r.body.code, keyword).toBe(0);
    }
    const d = data(await get<SearchResponse>(t.app, '/v1/ai_search/products', { keyword: "dress & | ! ( ) : * ' \\" }));
    expect(d.total).toBe((await search('dress')).total);
  });

  it('offers "did you mean" when nothing matches, and leaves the results empty', async () => {
    const r = await search('jens');
    expect(r).toMatchObject({ total: 0, list: [], highlightTerms: [], didYouMean: 'jeans' });
    expect((await search('denim jens')).didYouMean).toBe('denim jeans');
    // "dres" typed last is a prefix of dress; before another word it is a word of its own.
    expect((await search('dres')).total).toBeGreaterThan(0);
    expect((await search('dres silk')).didYouMean).toBe('dress silk');
    expect((await search('silk jens')).didYouMean).toBeNull(); // "silk jeans" would match nothing either
    expect((await search('qqqqxz')).didYouMean).toBeNull();
    // Both words known, but nothing has both: no correction to offer.
    expect(await search('sneakers gown')).toMatchObject({ total: 0, didYouMean: null });
  });

  it('searches through the engine API with a scope and no keyword', async () => {
    const category = await t.db
      .selectFrom('categories')
      .select('id')
      .where('code', '=', 'BOOTS')
      .executeTakeFirstOrThrow();
    const r = await searchProductIds(t.db, { scope: { categoryId: category.id }, limit: 5 });
    expect(r.ids).toHaveLength(5);
    expect(r.total).toBeGreaterThan(5);
    expect(r).toMatchObject({ highlightTerms: [], didYouMean: null });
    const typed = await searchProductIds(t.db, { keyword: 'suede', scope: { categoryId: category.id }, limit: 100 });
    expect(typed.total).toBeLessThan(r.total);
  });
});

describe('the search index', () => {
  it('follows a product: its text on refresh, its price and shelf at once', async () => {
    const rollback = new Error('rolled back');
    const run = t.db.transaction().execute(async (trx) => {
      const p = await trx
        .selectFrom('products')
        .select('id')
        .where('on_shelf', '=', true)
        .orderBy('id')
        .executeTakeFirstOrThrow();
      await trx
        .updateTable('products')
        .set({ title: 'Zephyrine Opera Cape', price_cents: 1 })
        .where('id', '=', p.id)
        .execute();
      expect((await searchProductIds(trx, { keyword: 'zephyrine', limit: 5 })).total).toBe(0);
      await refreshSearchIndex(trx, [p.id]);
      expect((await searchProductIds(trx, { keyword: 'zephyrine', limit: 5 })).ids).toEqual([p.id]);
      expect((await searchProductIds(trx, { keyword: 'zephyrin', limit: 5 })).ids).toEqual([p.id]);
      expect((await searchProductIds(trx, { keyword: 'zephirine', limit: 5 })).didYouMean).toBe('zephyrine');
      expect((await searchProductIds(trx, { keyword: 'cape', sort: 'price_asc', limit: 1 })).ids).toEqual([p.id]);
      await trx.updateTable('products').set({ on_shelf: false }).where('id', '=', p.id).execute();
      expect((await searchProductIds(trx, { keyword: 'zephyrine', limit: 5 })).total).toBe(0);
      throw rollback;
    });
    await expect(run).rejects.toBe(rollback);
    expect((await search('zephyrine')).total).toBe(0);
  });
});
