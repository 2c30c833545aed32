/**
 * "In my size, available now" (filter.inStockSizes): only products with one of the sizes in stock, ANDed with the
 * listing's other filters, on the listings and on search alike. The gateway fills in the viewer's saved sizes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductCard, ProductListResponse } from '@tote/contract/catalog';
import type { SearchResponse } from '@tote/contract/search';
import { openTestApi, type TestApi } from './db.js';
import { data, get, post } from './http.js';

let t: TestApi;
beforeAll(async () => {
  t = await openTestApi();
});
afterAll(() => t.close());

const MY_SIZES = ['M', 'US 8'];
const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);

/** Every product of a list, walking the pages (POST: the filter as an object). */
async function all(path: string, body: Record<string, unknown>): Promise<{ ids: number[]; total: number }> {
  const out: ProductCard[] = [];
  let total = 0;
  for (let pageIndex = 1; pageIndex < 100; pageIndex++) {
    const page = data(
      await post<ProductListResponse | SearchResponse>(t.app, path, { ...body, pageSize: 100, pageIndex }),
    );
    out.push(...page.list);
    total = page.total;
    if (!page.hasMore) break;
  }
  return { ids: sorted(out.map((c) => c.shopProductId)), total };
}

/** On-shelf products of a category with one of `sizes` in stock, straight from the tables. */
async function inStockIn(categoryCode: string, sizes: string[]): Promise<number[]> {
  const rows = await t.db
    .selectFrom('products as p')
    .innerJoin('product_categories as pc', 'pc.product_id', 'p.id')
    .innerJoin('categories as c', 'c.id', 'pc.category_id')
    .innerJoin('skus as s', 's.product_id', 'p.id')
    .where('p.on_shelf', '=', true)
    .where('c.code', '=', categoryCode)
    .where('s.size_label', 'in', sizes)
    .where('s.stock', '>', 0)
    .select('p.id')
    .distinct()
    .execute();
  return sorted(rows.map((r) => r.id));
}

describe('in my size, available now', () => {
  it('keeps the products of a category with one of the sizes in stock', async () => {
    for (const category of ['DRESSES', 'BOOTS']) {
      const expected = await inStockIn(category, MY_SIZES);
      expect(expected.length, category).toBeGreaterThan(0);
      const found = await all('/v1/basic/productList', { categoryCode: category, filter: { inStockSizes: MY_SIZES } });
      expect(found.ids, category).toEqual(expected);
      expect(found.total).toBe(expected.length);
    }
  });

  it('leaves out a product that comes in the size but has none of it in stock', async () => {
    const soldOut = await t.db
      .selectFrom('skus as s')
      .innerJoin('products as p', 'p.id', 's.product_id')
      .where('p.on_shelf', '=', true)
      .where('s.size_label', '=', 'M')
      .groupBy('s.product_id')
      .having((eb) => eb.fn.max('s.stock'), '=', 0)
      .select('s.product_id as id')
      .executeTakeFirstOrThrow();
    const comesIn = await all('/v1/basic/productList', { filter: { sizes: ['M'] } });
    const inStock = await all('/v1/basic/productList', { filter: { inStockSizes: ['M'] } });
    expect(comesIn.ids).toContain(soldOut.id);
    expect(inStock.ids).not.toContain(soldOut.id);
    expect(inStock.total).toBeLessThan(comesIn.total);
  });

  it('is ANDed with the other filters, on every listing kind', async () => {
    const others = { colors: ['Black', 'Navy'], priceMax: 400 };
    const withOthers = await all('/v1/basic/productList', { categoryCode: 'DRESSES', filter: others });
    const mine = new Set(await inStockIn('DRESSES', MY_SIZES));
    const both = await all('/v1/basic/productList', {
      categoryCode: 'DRESSES',
      filter: { ...others, inStockSizes: MY_SIZES },
    });
    expect(both.ids).toEqual(withOthers.ids.filter((id) => mine.has(id)));
    expect(both.ids.length).toBeGreaterThan(0);

    const newArrivals = await all('/v1/basic/productListByNewArrivals', {});
    const newInMySize = await all('/v1/basic/productListByNewArrivals', { filter: { inStockSizes: MY_SIZES } });
    expect(newInMySize.ids.length).toBeGreaterThan(0);
    expect(newInMySize.ids.length).toBeLessThan(newArrivals.ids.length);
    expect(newInMySize.ids.every((id) => newArrivals.ids.includes(id))).toBe(true);
  });

  it('narrows a search the same way, a flat GET key too', async () => {
    const matches = await all('/v1/ai_search/products', { keyword: 'dress' });
    const mine = new Set(await inStockIn('DRESSES', MY_SIZES));
    const inMySize = await all('/v1/ai_search/products', { keyword: 'dress', filter: { inStockSizes: MY_SIZES } });
    // Every match kept has one of the sizes in stock; the dresses among the matches with one are all kept.
    const dresses = matches.ids.filter((id) => mine.has(id));
    expect(dresses.length).toBeGreaterThan(0);
    expect(dresses.every((id) => inMySize.ids.includes(id))).toBe(true);
    expect(inMySize.ids.length).toBeLessThan(matches.ids.length);
    const flat = data(
      await get<SearchResponse>(t.app, '/v1/ai_search/products', {
        keyword: 'dress',
        inStockSizes: MY_SIZES.join(','),
      }),
    );
    expect(flat.total).toBe(inMySize.total);
  });

  it('takes at most 20 sizes of 1 to 20 characters', async () => {
    const many = Array.from({ length: 21 }, (_, i) => `S${i}`);
    expect((await post(t.app, '/v1/basic/productList', { filter: { inStockSizes: many } })).body.code).not.toBe(0);
    expect(
      (await post(t.app, '/v1/basic/productList', { filter: { inStockSizes: ['x'.repeat(21)] } })).body.code,
    ).not.toBe(0);
  });
});
