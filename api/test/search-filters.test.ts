/**
 * Search filters on product_search's own columns (migration 012, search/filters.ts): the same
 * products as the catalog's filter (catalog/list.ts), and the columns follow SKUs and products in
 * the changing transaction.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/platform/db/schema.js';
import type { ListFilterInput } from '@tote/contract/params';
import { scopedProducts } from '../src/features/catalog/list.js';
import { searchProductIds } from '../src/features/search/engine.js';
import { refreshSearchIndex } from '../src/features/search/refresh.js';
import { openTestApi, type TestApi } from './db.js';

let t: TestApi;
beforeAll(async () => {
  t = await openTestApi();
});
afterAll(() => t.close());

const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);

async function searched(db: Db, keyword: string, filter: ListFilterInput = {}, availableNow = false) {
  return sorted((await searchProductIds(db, { keyword, filter, availableNow, limit: 5000 })).ids);
}

/** The catalog filter's products among the keyword's matches. */
async function listed(db: Db, keyword: string, filter: ListFilterInput, availableNow: boolean) {
  const inFilter = new Set(
    (await scopedProducts(db, {}, filter, availableNow).select('p.id').execute()).map((r) => r.id),
  );
  return (await searched(db, keyword)).filter((id) => inFilter.has(id));
}

/** Runs `body` in a transaction that is rolled back. */
async function rolledBack(body: (trx: Db) => Promise<void>): Promise<void> {
  const rollback = new Error('rolled back');
  await expect(
    t.db.transaction().execute(async (trx) => {
      await body(trx);
      throw rollback;
    }),
  ).rejects.toBe(rollback);
}

/** The first on-shelf product, renamed so that the keyword "zephyrine" finds it alone. */
async function zephyrine(trx: Db) {
  const p = await trx
    .selectFrom('products')
    .select(['id', 'brand_id'])
    .where('on_shelf', '=', true)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  await trx.updateTable('products').set({ title: 'Zephyrine Opera Cape' }).where('id', '=', p.id).execute();
  await refreshSearchIndex(trx, [p.id]);
  const found = async (filter: ListFilterInput, availableNow = false) =>
    (await searched(trx, 'zephyrine', filter, availableNow)).includes(p.id);
  expect(await found({})).toBe(true);
  return { ...p, found };
}

describe('search filters', () => {
  it('find what the catalog filter finds among the matches', async () => {
    const brand = await t.db.selectFrom('brands').select('id').where('name', '=', 'Kestrel').executeTakeFirstOrThrow();
    const cases: [string, ListFilterInput, boolean][] = [
      ['dress', { sizes: ['M'] }, false],
      ['dress', { sizes: ['M', 'XS'] }, true],
      ['dress', {}, true],
      ['boots', { sizes: ['US 7'], colors: ['BLACK', 'sage'] }, true],
      ['silk', { categoryCodes: ['DRESSES', 'TOPS'] }, false],
      ['black', { colors: ['Black'], priceMin: 50, priceMax: 200 }, false],
      ['dress', { brandIds: [brand.id] }, true],
      ['c', { sizes: ['XXL', 'L'], categoryCodes: ['KNITWEAR', 'PANTS'] }, true],
    ];
    for (const [keyword, filter, availableNow] of cases) {
      const expected = await listed(t.db, keyword, filter, availableNow);
      const what = `${keyword} ${JSON.stringify(filter)} ${availableNow}`;
      expect(expected.length, what).toBeGreaterThan(0);
      expect(await searched(t.db, keyword, filter, availableNow), what).toEqual(expected);
    }
    expect(await searched(t.db, 'dress', { colors: ['No Such Color'] })).toEqual([]);
    expect(await searched(t.db, 'dress', { categoryCodes: ['NO_SUCH_CODE'] })).toEqual([]);
  });

  it('follow a stock change, a SKU added or removed, in the same transaction', async () => {
    await rolledBack(async (trx) => {
      const p = await zephyrine(trx);
      const skus = await trx
        .selectFrom('skus')
        .select(['id', 'size_label', 'color_id'])
        .where('product_id', '=', p.id)
        .orderBy('id')
        .execute();
      const kept = skus[0]!;
      const other = skus.find((s) => s.size_label !== kept.size_label)!.size_label;
      await trx.updateTable('skus').set({ stock: 0 }).where('product_id', '=', p.id).execute();
      expect(await p.found({}, true)).toBe(false);
      expect(await p.found({ sizes: [kept.size_label] })).toBe(true); // it comes in that size
      expect(await p.found({ sizes: [kept.size_label] }, true)).toBe(false);

      await trx.updateTable('skus').set({ stock: 2 }).where('id', '=', kept.id).execute();
      expect(await p.found({}, true)).toBe(true);
      expect(await p.found({ sizes: [kept.size_label] }, true)).toBe(true);
      expect(await p.found({ sizes: [other] }, true)).toBe(false);
      expect(await p.found({ sizes: [other] })).toBe(true);

      const added = await trx
        .insertInto('skus')
        .values({
          code: `ZEPH-${p.id}-XXS`,
          product_id: p.id,
          color_id: kept.color_id,
          size_label: 'XXS',
          size_position: 0,
          stock: 1,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      expect(await p.found({ sizes: ['XXS'] }, true)).toBe(true);
      await trx.updateTable('skus').set({ stock: 0 }).where('id', '=', added.id).execute();
      expect(await p.found({ sizes: ['XXS'] }, true)).toBe(false);
      expect(await p.found({ sizes: ['XXS'] })).toBe(true);
      await trx.deleteFrom('skus').where('id', '=', added.id).execute();
      expect(await p.found({ sizes: ['XXS'] })).toBe(false);
    });
  });

  it('follow the product: its price and brand at once, its colors and categories on refresh', async () => {
    await rolledBack(async (trx) => {
      const p = await zephyrine(trx);
      const brand = await trx
        .selectFrom('brands')
        .select('id')
        .where('id', '!=', p.brand_id)
        .orderBy('id')
        .executeTakeFirstOrThrow();
      expect(await p.found({ priceMax: 0.01 })).toBe(false);
      await trx.updateTable('products').set({ price_cents: 1, brand_id: brand.id }).where('id', '=', p.id).execute();
      expect(await p.found({ priceMax: 0.01 })).toBe(true);
      expect(await p.found({ priceMin: 0.02 })).toBe(false);
      expect(await p.found({ brandIds: [brand.id] })).toBe(true);
      expect(await p.found({ brandIds: [p.brand_id] })).toBe(false);

      await trx.updateTable('product_colors').set({ name: 'Opaline' }).where('product_id', '=', p.id).execute();
      const category = await trx
        .selectFrom('categories')
        .select(['id', 'code'])
        .where(
          'id',
          'not in',
          trx.selectFrom('product_categories').select('category_id').where('product_id', '=', p.id),
        )
        .orderBy('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('product_categories')
        .values({ product_id: p.id, category_id: category.id, position: 9 })
        .execute();
      expect(await p.found({ colors: ['opaline'] })).toBe(false);
      await refreshSearchIndex(trx, [p.id]);
      expect(await p.found({ colors: ['opaline'] })).toBe(true);
      expect(await p.found({ categoryCodes: [category.code] })).toBe(true);
    });
  });
});
