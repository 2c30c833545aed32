/**
 * Shoe sizes (contract/sizes.ts): the profile stores the catalog's own labels, so a saved size matches
 * products; the old form's ranges ("US 8-8.5") are rewritten by migration 020.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductConfig } from '@tote/contract/catalog';
import type { Profile } from '@tote/contract/profile';
import { SHOE_SIZE_LABELS, SHOE_SIZES } from '@tote/contract/sizes';
import { rewriteShoeSizes } from '../src/platform/db/migrations/021_shoe_sizes.js';
import { data } from './http.js';
import { call, RELAXED_LIMITS, signUp } from './accounts-helpers.js';
import { openTestApi, type TestApi } from './db.js';

let t: TestApi;
beforeAll(async () => {
  t = await openTestApi({ limits: RELAXED_LIMITS });
});
afterAll(() => t.close());

describe('shoe sizes', () => {
  it('are labels of the one list: the sizes shoes come in (the demo stock up to US 11), the size chart', async () => {
    const labels = await t.db
      .selectFrom('skus')
      .innerJoin('products', 'products.id', 'skus.product_id')
      .innerJoin('categories', 'categories.id', 'products.category_id')
      .where('categories.group_name', '=', 'shoes')
      .select('skus.size_label')
      .distinct()
      .execute();
    expect(new Set(labels.map((l) => l.size_label))).toEqual(new Set(SHOE_SIZE_LABELS.filter((l) => l !== 'US 12')));
    expect(SHOE_SIZE_LABELS.at(-1)).toBe('US 12'); // the reference list's last size, 12–13.5

    const shoe = await t.db
      .selectFrom('products')
      .innerJoin('categories', 'categories.id', 'products.category_id')
      .where('categories.group_name', '=', 'shoes')
      .select('products.id')
      .executeTakeFirstOrThrow();
    const config = data(
      await call<ProductConfig>(t.app, '/v1/product/config', { shopProductId: shoe.id }, undefined, 'GET'),
    );
    expect(config.sizeChart).toEqual(SHOE_SIZES.map(({ label, us, eu }) => ({ label, us, detail: eu })));
  });

  it('the profile takes only those labels', async () => {
    const s = await signUp(t.app);
    const saved = data(await call<Profile>(t.app, '/v1/profile/edit', { shoeSizes: ['US 8', 'US 5'] }, s.token));
    expect(saved.shoeSizes).toEqual(['US 8', 'US 5']);
    for (const old of ['US 8-8.5', 'US 13', 'US 12-13.5']) {
      const refused = await call(t.app, '/v1/profile/edit', { shoeSizes: [old] }, s.token);
      expect(refused.body.code).toBe(40001);
    }
    expect(data(await call<Profile>(t.app, '/v1/profile/query', {}, s.token, 'GET')).shoeSizes).toEqual([
      'US 8',
      'US 5',
    ]);
  });

  it('migration 021 rewrites stored ranges to the labels in size order, once each', async () => {
    const s = await signUp(t.app);
    const stored = ['US 12-13.5', 'US 9-9.5', 'US 5-5.5', 'US 9', 'US 10-10.5', 'US 4'];
    await t.db
      .updateTable('users')
      .set({ shoe_sizes: JSON.stringify(stored) })
      .where('id', '=', s.user.userId)
      .execute();
    await rewriteShoeSizes(t.db as never);
    const profile = data(await call<Profile>(t.app, '/v1/profile/query', {}, s.token, 'GET'));
    expect(profile.shoeSizes).toEqual(['US 5', 'US 9', 'US 10', 'US 12']);
  });
});
