/**
 * The rent limit under concurrency (issue 4 "must hold"). On PGlite requests are serialized by the
 * single connection; on PostgreSQL (DATABASE_URL) they really race on a pool of connections.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddToteResult, ToteView } from '@tote/contract/tote';
import { openTestApi, type TestApi } from './db.js';
import { data } from './http.js';
import { call, RELAXED_LIMITS } from './accounts-helpers.js';
import { freshUser, skusWhere } from './tote-helpers.js';

let t: TestApi;
beforeAll(async () => {
  t = await openTestApi({ limits: RELAXED_LIMITS });
});
afterAll(() => t.close());

describe('Tote concurrency', () => {
  it('50 concurrent rent adds (different skus) end with exactly the limit; every other add gets 21001', async () => {
    const u = await freshUser(t.app, t.db);
    const skus = await skusWhere(t.db, 'gte4', 50, 400);
    expect(skus).toHaveLength(50);
    const results = await Promise.all(
      skus.map((s) => call<AddToteResult>(t.app, '/v1/shopCart/add', { saleType: 'rent', sku: s.code }, u.token)),
    );
    const ok = results.filter((r) => r.body.code === 0);
    const refused = results.filter((r) => r.body.code !== 0);
    expect(ok).toHaveLength(6);
    expect(refused).toHaveLength(44);
    for (const r of refused)
      expect(r.body).toEqual({
        code: 21001,
        message: { action: 'toast', content: 'Your Tote is full: it holds up to 6 rental items.' },
        data: null,
      });
    expect(ok.map((r) => r.body.data!.rentNum).sort()).toEqual([1, 2, 3, 4, 5, 6]);
    const rows = await t.db
      .selectFrom('tote_items')
      .select('id')
      .where('user_id', '=', u.userId)
      .where('sale_type', '=', 'rent')
      .execute();
    expect(rows).toHaveLength(6);
    expect(data(await call<ToteView>(t.app, '/v1/tote/query', {}, u.token)).rent.num).toBe(6);
  });

  it('a member with a higher toteUpperLimit gets exactly that many', async () => {
    const u = await freshUser(t.app, t.db);
    await t.db.updateTable('users').set({ tote_upper_limit: 9 }).where('id', '=', u.userId).execute();
    const skus = await skusWhere(t.db, 'gte4', 30, 460);
    const results = await Promise.all(
      skus.map((s) => call<AddToteResult>(t.app, '/v1/shopCart/add', { saleType: 'rent', sku: s.code }, u.token)),
    );
    expect(results.filter((r) => r.body.code === 0)).toHaveLength(9);
    expect(results.filter((r) => r.body.code === 21001)).toHaveLength(21);
  });

  it('20 concurrent retries of one add with one idempotency key add one item and all get the same result', async () => {
    const u = await freshUser(t.app, t.db);
    const [sku] = await skusWhere(t.db, 'gte4', 1, 500);
    const body = { saleType: 'rent', sku: sku!.code, idempotencyKey: 'press-7f3a9c' };
    const results = await Promise.all(
      Array.from({ length: 20 }, () => call<AddToteResult>(t.app, '/v1/shopCart/add', body, u.token)),
    );
    for (const r of results) expect(r.body.code).toBe(0);
    const first = results[0]!.body.data;
    expect(first).toMatchObject({ saleType: 'rent', sku: sku!.code, quantity: 1, rentNum: 1 });
    for (const r of results) expect(r.body.data).toEqual(first);
    const rows = await t.db.selectFrom('tote_items').selectAll().where('user_id', '=', u.userId).execute();
    expect(rows).toHaveLength(1);
    // a purchase retried with one key adds its quantity once
    const pbody = { saleType: 'purchase', sku: sku!.code, quantity: 2, idempotencyKey: 'press-purchase-1' };
    const presults = await Promise.all(
      Array.from({ length: 20 }, () => call<AddToteResult>(t.app, '/v1/shopCart/add', pbody, u.token)),
    );
    for (const r of presults) expect(r.body.data).toMatchObject({ quantity: 2, purchaseNum: 2 });
    // a new key is a new add
    expect(
      data(
        await call<AddToteResult>(
          t.app,
          '/v1/shopCart/add',
          { ...pbody, quantity: 1, idempotencyKey: 'press-purchase-2' },
          u.token,
        ),
      ).quantity,
    ).toBe(3);
  });

  it('idempotency keys are per user', async () => {
    const a = await freshUser(t.app, t.db, 'Not Subscribed');
    const b = await freshUser(t.app, t.db, 'Not Subscribed');
    const [sku] = await skusWhere(t.db, 'gte4', 1, 501);
    const body = { saleType: 'purchase', sku: sku!.code, idempotencyKey: 'same-key' };
    const ra = data(await call<AddToteResult>(t.app, '/v1/shopCart/add', body, a.token));
    const rb = data(await call<AddToteResult>(t.app, '/v1/shopCart/add', body, b.token));
    expect(ra.cartItemId).not.toBe(rb.cartItemId);
  });

  it('a result stored before results named the product answers with its product', async () => {
    const u = await freshUser(t.app, t.db, 'Not Subscribed');
    const [sku] = await skusWhere(t.db, 'gte4', 1, 502);
    const body = { saleType: 'purchase', sku: sku!.code, idempotencyKey: 'stored-before' };
    const first = data(await call<AddToteResult>(t.app, '/v1/shopCart/add', body, u.token));
    expect(first.productId).toBe(sku!.product_id);
    const { productId: _, ...older } = first;
    await t.db
      .updateTable('tote_idempotency_keys')
      .set({ result: JSON.stringify(older) })
      .where('user_id', '=', u.userId)
      .where('key', '=', 'stored-before')
      .execute();
    expect(data(await call<AddToteResult>(t.app, '/v1/shopCart/add', body, u.token))).toEqual(first);
  });
});
