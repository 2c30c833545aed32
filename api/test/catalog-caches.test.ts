/**
 * What the api keeps about the catalog follows it: the whole shelf's count and "did you mean" (the search's and
 * type-ahead's) per catalog version (catalog/versioned-cache.ts, migration 032), and the cards' built lists
 * (migration 033). Each case changes the catalog inside a transaction it rolls back, so the cases stay apart.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { Db } from '../src/platform/db/index.js';
import { openTestDb } from './db.js';
import {
  countProducts,
  listProducts,
  loadCards,
  loadCardsWithPictures,
  VersionedCache,
} from '../src/features/catalog/index.js';
import { searchProductIds } from '../src/features/search/engine.js';
import { quickSearch } from '../src/features/search/type-ahead.js';
import { refreshSearchIndex } from '../src/features/search/refresh.js';

let db: Db;
beforeAll(async () => {
  db = await openTestDb();
});
afterAll(() => db.destroy());

class Rollback extends Error {}
async function inRolledBack(f: (trx: Db) => Promise<void>): Promise<void> {
  await db
    .transaction()
    .execute(async (trx) => {
      await f(trx);
      throw new Rollback();
    })
    .catch((e: unknown) => {
      if (!(e instanceof Rollback)) throw e;
    });
}

const onShelf = (trx: Db) =>
  trx.selectFrom('products').select(['id', 'brand_id']).where('on_shelf', '=', true).orderBy('id').execute();

describe('VersionedCache', () => {
  it('keeps answers for one version: a newer one empties it, an older one neither reads nor fills it', () => {
    const c = new VersionedCache<string | null>({ maxEntries: 10, maxBytes: 10_000 });
    c.set('5', 'a', 'x');
    expect(c.get('5', 'a')).toEqual({ value: 'x' });
    c.set('5', 'b', null);
    expect(c.get('5', 'b')).toEqual({ value: null });
    expect(c.get('4', 'a')).toBeUndefined();
    c.set('4', 'c', 'old');
    expect(c.get('5', 'c')).toBeUndefined();
    expect(c.get('6', 'a')).toBeUndefined();
    expect(c.size).toBe(0);
    expect(c.get('5', 'a')).toBeUndefined();
  });

  it('is bounded by entries and by bytes', () => {
    const byCount = new VersionedCache<string>({ maxEntries: 3, maxBytes: 1_000_000 });
    for (let i = 0; i < 10; i++) byCount.set('1', `k${i}`, 'v');
    expect(byCount.size).toBe(3);
    const byBytes = new VersionedCache<string>({ maxEntries: 1000, maxBytes: 1000 });
    for (let i = 0; i < 100; i++) byBytes.set('1', `k${i}`, 'x'.repeat(100));
    expect(byBytes.size).toBeLessThanOrEqual(3);
    expect(byBytes.get('1', 'k99')).toEqual({ value: 'x'.repeat(100) });
  });
});

describe('the whole shelf count', () => {
  it('follows a product taken off the shelf and put back, in the listing and in a search without words', async () => {
    await inRolledBack(async (trx) => {
      const before = (await listProducts(trx, {}, { pageSize: 5 })).total;
      expect(before).toBe(await countProducts(trx, {}));
      const [first] = await onShelf(trx);
      await trx.updateTable('products').set({ on_shelf: false }).where('id', '=', first!.id).execute();
      expect((await listProducts(trx, {}, { pageSize: 5 })).total).toBe(before - 1);
      expect((await searchProductIds(trx, { keyword: '', limit: 5 })).total).toBe(before - 1);
      await trx.updateTable('products').set({ on_shelf: true }).where('id', '=', first!.id).execute();
      expect((await listProducts(trx, {}, { pageSize: 5 })).total).toBe(before);
    });
  });

  it('is not used for a filtered or scoped listing', async () => {
    await inRolledBack(async (trx) => {
      const [first] = await onShelf(trx);
      await listProducts(trx, {}, { pageSize: 5 }); // the whole shelf's count, kept
      const filter = { brandIds: [first!.brand_id] };
      const byBrand = await listProducts(trx, {}, { pageSize: 5, filter });
      expect(byBrand.total).toBe(await countProducts(trx, {}, { filter }));
      expect(byBrand.total).toBeLessThan(await countProducts(trx, {}));
      const scoped = await listProducts(trx, { brandId: first!.brand_id }, { pageSize: 5 });
      expect(scoped.total).toBe(byBrand.total);
      const available = await listProducts(trx, {}, { pageSize: 5, availableNow: true });
      expect(available.total).toBe(await countProducts(trx, {}, { availableNow: true }));
      const none = await listProducts(trx, { productIds: [] }, { pageSize: 5 });
      expect(none.total).toBe(0);
    });
  });
});

describe('"did you mean"', () => {
  it('answers from the catalog after its words changed', async () => {
    await inRolledBack(async (trx) => {
      const typo = await searchProductIds(trx, { keyword: 'plorbexx gowns', limit: 5 });
      expect(typo).toMatchObject({ total: 0, didYouMean: null });
      const [first] = await onShelf(trx);
      await trx.updateTable('products').set({ title: 'Plorbex Gown' }).where('id', '=', first!.id).execute();
      await refreshSearchIndex(trx, [first!.id]);
      expect((await searchProductIds(trx, { keyword: 'plorbex gowns', limit: 5 })).ids).toEqual([first!.id]);
      expect((await searchProductIds(trx, { keyword: 'plorbexx gowns', limit: 5 })).didYouMean).toBe('plorbex gowns');
    });
  });

  it('in type-ahead too, where each keystroke of a typo asks again', async () => {
    await inRolledBack(async (trx) => {
      for (let i = 0; i < 2; i++) expect(await quickSearch(trx, 'plorbexx', 4)).toMatchObject({ didYouMean: null });
      const [first] = await onShelf(trx);
      await trx.updateTable('products').set({ title: 'Plorbex Gown' }).where('id', '=', first!.id).execute();
      await refreshSearchIndex(trx, [first!.id]);
      const corrected = { ids: [first!.id], poolTitles: [], didYouMean: 'plorbex' };
      for (let i = 0; i < 2; i++) expect(await quickSearch(trx, 'plorbexx', 4)).toEqual(corrected);
      expect((await quickSearch(trx, 'plorbex gow', 4)).poolTitles).toEqual(['Plorbex Gown']);
    });
  });
});

/** The cards' lists as they were read before migration 033: straight from the catalog's tables. */
async function liveLists(trx: Db) {
  const { rows } = await sql<{ id: number; categories: unknown; colors: unknown }>`
    select p.id,
      (select json_agg(json_build_object('categoryId', c.id, 'code', c.code, 'name', c.name, 'group', c.group_name)
                       order by (c.id = p.category_id) desc, pc.position)
         from product_categories pc join categories c on c.id = pc.category_id
        where pc.product_id = p.id) as categories,
      (select json_agg(json_build_object('colorId', col.id, 'name', col.name, 'hex', col.hex, 'imageSets',
                (select coalesce(json_agg(json_build_object('url', i.url, 'alt', i.alt) order by i.position),
                                 '[]'::json)
                   from product_images i where i.product_id = p.id and i.color_id = col.id))
              order by col.position)
         from product_colors col where col.product_id = p.id) as colors
    from products p order by p.id`.execute(trx);
  return rows;
}
const keptLists = async (trx: Db) =>
  (
    await sql<{ id: number; categories: unknown; colors: unknown }>`
      select product_id as id, categories, colors from product_cards order by product_id`.execute(trx)
  ).rows;

describe('product cards', () => {
  it('hold what the catalog says, for every product', async () => {
    expect(await keptLists(db)).toEqual(await liveLists(db));
  });

  it('follow changes of images, colors, categories and a product primary category', async () => {
    await inRolledBack(async (trx) => {
      const [a, b] = await onShelf(trx);
      const image = await trx
        .selectFrom('product_images')
        .select(['id', 'color_id'])
        .where('product_id', '=', a!.id)
        .orderBy('color_id')
        .orderBy('position')
        .executeTakeFirstOrThrow();
      await trx.updateTable('product_images').set({ url: '/images/changed.svg' }).where('id', '=', image.id).execute();
      expect((await loadCards(trx, [a!.id]))[0]!.cover.url).toBe('/images/changed.svg');

      const color = await trx
        .insertInto('product_colors')
        .values({ product_id: b!.id, name: 'Plum', hex: '#8e4585', position: 99 })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('product_images')
        .values({ product_id: b!.id, color_id: color.id, url: '/images/plum.svg', alt: 'plum', position: 0 })
        .execute();
      expect((await loadCardsWithPictures(trx, [b!.id]))[0]!.staticColorList.at(-1)).toEqual({
        colorId: color.id,
        name: 'Plum',
        hex: '#8e4585',
        imageSets: [{ url: '/images/plum.svg', alt: 'plum' }],
      });
      // The color it added goes again (a seeded one has skus that orders may hold).
      await trx.deleteFrom('product_colors').where('id', '=', color.id).execute();
      expect((await loadCards(trx, [b!.id]))[0]!.staticColorList.map((c) => c.colorId)).not.toContain(color.id);

      const other = await trx
        .selectFrom('categories')
        .select('id')
        .where(
          'id',
          'not in',
          trx.selectFrom('product_categories').select('category_id').where('product_id', '=', a!.id),
        )
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('product_categories')
        .values({ product_id: a!.id, category_id: other.id, position: 9 })
        .execute();
      await trx.updateTable('products').set({ category_id: other.id }).where('id', '=', a!.id).execute();
      expect((await loadCards(trx, [a!.id]))[0]!.categoryList[0]!.categoryId).toBe(other.id);
      await trx.updateTable('categories').set({ name: 'Renamed' }).where('id', '=', other.id).execute();
      expect((await loadCards(trx, [a!.id]))[0]!.categoryList[0]!.name).toBe('Renamed');
      await trx.deleteFrom('product_categories').where('product_id', '=', b!.id).execute();
      expect((await loadCards(trx, [b!.id]))[0]!.categoryList).toEqual([]);

      expect(await keptLists(trx)).toEqual(await liveLists(trx));
    });
  });
});
