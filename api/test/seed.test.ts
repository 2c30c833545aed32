import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateCatalog } from '../src/seed/generate.js';
import { seed } from '../src/seed/index.js';
import { openTestDb } from './db.js';
import type { Db } from '../src/platform/db/index.js';

let db: Db;
beforeAll(async () => {
  db = await openTestDb();
});
afterAll(() => db.destroy());

describe('seed', () => {
  it('is deterministic: the same seed gives the same catalog, another seed a different one', () => {
    const a = generateCatalog(7, 200);
    const b = generateCatalog(7, 200);
    expect(b).toEqual(a);
    expect(generateCatalog(8, 200).products.slice(0, 5)).not.toEqual(a.products.slice(0, 5));
  });

  it('the database holds the default seed’s first products', async () => {
    const expected = generateCatalog()
      .products.slice(0, 5)
      .map((p) => ({ id: p.id, slug: p.slug, title: p.title, price_cents: p.price_cents }));
    const rows = await db
      .selectFrom('products')
      .select(['id', 'slug', 'title', 'price_cents'])
      .orderBy('id')
      .limit(5)
      .execute();
    expect(rows).toEqual(expected);
  });

  it('is big and varied enough', async () => {
    const count = async (table: 'products' | 'brands' | 'categories' | 'collections' | 'occasions' | 'skus') =>
      (
        await db
          .selectFrom(table)
          .select(sql<number>`count(*)::int`.as('n'))
          .executeTakeFirstOrThrow()
      ).n;
    expect(await count('products')).toBeGreaterThanOrEqual(1000);
    expect(await count('brands')).toBeGreaterThanOrEqual(40);
    expect(await count('categories')).toBeGreaterThanOrEqual(13);
    const stock = await db
      .selectFrom('skus')
      .select([sql<number>`min(stock)`.as('min'), sql<number>`max(stock)`.as('max')])
      .executeTakeFirstOrThrow();
    expect(stock).toEqual({ min: 0, max: 15 });
    const newShare = await db
      .selectFrom('products')
      .select(sql<number>`avg(case when is_new then 1.0 else 0 end)::float8`.as('x'))
      .executeTakeFirstOrThrow();
    expect(newShare.x).toBeGreaterThan(0.05);
    expect(newShare.x).toBeLessThan(0.15);
    const colors = await db
      .selectFrom('product_colors')
      .select(['product_id', sql<number>`count(*)::int`.as('n')])
      .groupBy('product_id')
      .execute();
    expect(Math.min(...colors.map((c) => c.n))).toBeGreaterThanOrEqual(1);
    expect(Math.max(...colors.map((c) => c.n))).toBeLessThanOrEqual(4);
    const images = await db
      .selectFrom('product_images')
      .select(['color_id', sql<number>`count(*)::int`.as('n')])
      .groupBy('color_id')
      .execute();
    expect(Math.min(...images.map((c) => c.n))).toBeGreaterThanOrEqual(2);
    expect(Math.max(...images.map((c) => c.n))).toBeLessThanOrEqual(4);
  });

  it('prices are sane: purchase below retail, retail $80–$900', async () => {
    const bad = await db
      .selectFrom('products')
      .select('id')
      .where((eb) =>
        eb.or([
          eb('price_cents', '>=', eb.ref('original_price_cents')),
          eb('original_price_cents', '<', 8000),
          eb('original_price_cents', '>', 90000),
        ]),
      )
      .execute();
    expect(bad).toEqual([]);
  });

  it('is idempotent: seeding a seeded database does nothing', async () => {
    const result = await seed(db);
    expect(result.seeded).toBe(false);
    expect(result.products).toBeGreaterThanOrEqual(1000);
  });
});
