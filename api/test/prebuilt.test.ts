/** Statements built once and run with each call's values (db/prebuilt.ts), on the seeded database. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prebuilt } from '../src/platform/db/prebuilt.js';
import type { Db } from '../src/platform/db/schema.js';
import { openTestDb } from './db.js';

let db: Db;
beforeAll(async () => {
  db = await openTestDb({ max: 1 });
});
afterAll(async () => {
  await db?.destroy();
});

// A constant of the statement (on_shelf = true, the limit) stays where it is among the call's values.
const shelvedOfBrandQuery = (d: Db, brandId: number, fromId: number) =>
  d
    .selectFrom('products')
    .select(['id', 'brand_id'])
    .where('on_shelf', '=', true)
    .where('brand_id', '=', brandId)
    .where('id', '>=', fromId)
    .orderBy('id')
    .limit(3);
const shelvedOfBrand = prebuilt(2, shelvedOfBrandQuery);

describe('prebuilt', () => {
  it('answers each call with its own values, as the statement built for them answers', async () => {
    const brands = await db.selectFrom('brands').select('id').orderBy('id').limit(2).execute();
    for (const { id: brandId } of brands)
      for (const fromId of [0, 10_500]) {
        const built = await shelvedOfBrandQuery(db, brandId, fromId).execute();
        expect(built.length).toBeGreaterThan(0);
        expect(await shelvedOfBrand(db, brandId, fromId)).toEqual(built);
      }
  });

  it('refuses a builder that does not pass every argument as a value', async () => {
    const unused = prebuilt(1, (d: Db, _id: number) => d.selectFrom('brands').select('id').limit(1));
    await expect(unused(db, 1)).rejects.toThrow(/not among the parameters/);
  });
});
