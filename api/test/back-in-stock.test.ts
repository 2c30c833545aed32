/** /inventory/stock and the back-in-stock mails (contract: tracking.ts). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { StockChange } from '@tote/contract/tracking';
import { createApi, type ApiOptions } from '../src/server.js';
import { openTestApi, type TestApi } from './db.js';
import { data, type Called } from './http.js';
import { call, outbox, RELAXED_LIMITS } from './accounts-helpers.js';
import { freshUser, skusWhere, type TestSku } from './tote-helpers.js';

let t: TestApi;
let inStock: TestSku[];
const extraApps: FastifyInstance[] = [];
beforeAll(async () => {
  t = await openTestApi({ limits: RELAXED_LIMITS });
  inStock = await skusWhere(t.db, 'gte4', 10, 720);
});
afterAll(async () => {
  for (const app of extraApps) await app.close();
  await t.close();
});

/** Another api on the same database (other profile, env or mailer). */
async function apiWith(opts: Omit<ApiOptions, 'db'>): Promise<FastifyInstance> {
  const app = await createApi({ db: t.db, limits: RELAXED_LIMITS, ...opts });
  await app.ready();
  extraApps.push(app);
  return app;
}

/**
 * Sold-out SKUs whose product keeps another SKU of the same size with stock ≥ 5, so that moving
 * their stock between 0 and 5 changes no product's or size's availability seen by other test
 * files (they share the database on PostgreSQL). Taken from the end of the catalog.
 */
async function quietSoldOutSkus(n: number): Promise<(TestSku & { size_label: string; title: string })[]> {
  const { rows } = await sql<TestSku & { size_label: string; title: string }>`
    select s.id, s.code, s.product_id, s.color_id, s.stock, s.size_label, p.title
      from skus s join products p on p.id = s.product_id
     where p.on_shelf and s.stock = 0
       and exists (select 1 from skus o
                    where o.product_id = s.product_id and o.size_label = s.size_label and o.stock >= 5)
     order by s.product_id desc, s.id
     limit ${n}`.execute(t.db);
  return rows;
}

describe('/inventory/stock and back-in-stock mails', () => {
  const setStock = async (
    sku: string,
    stock: unknown,
    app = t.app,
    headers: Record<string, string> = {},
  ): Promise<Called<StockChange>> => {
    const r = await app.inject({
      method: 'POST',
      url: '/v1/inventory/stock',
      payload: JSON.stringify({ sku, stock }),
      headers: { 'content-type': 'application/json', ...headers },
    });
    return { status: r.statusCode, headers: r.headers, body: r.json() };
  };
  const emailOf = async (userId: number) =>
    (await t.db.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirstOrThrow()).email;
  const mailsFor = async (email: string) =>
    (await outbox(t.app, { email })).filter((m) => m.subject.startsWith('Back in stock'));
  const ask = (token: string, sku: string) => call(t.app, '/v1/user/saveStockNotification', { sku }, token);

  it(
    '0 → 3 mails each pending requester once; 3 → 5 mails nobody; asking again after a mail re-arms ' + 'the request',
    async () => {
      const [sku] = await quietSoldOutSkus(1);
      const [u1, u2, off] = [
        await freshUser(t.app, t.db, 'Not Subscribed'),
        await freshUser(t.app, t.db, 'Not Subscribed'),
        await freshUser(t.app, t.db, 'Not Subscribed'),
      ];
      for (const u of [u1, u2, off]) data(await ask(u.token, sku!.code));
      data(await ask(u1.token, sku!.code)); // twice: still one request
      data(
        await call(
          t.app,
          '/v1/profile/modify-notify-config',
          { list: [{ key: 'backInStock', email: false }] },
          off.token,
        ),
      );
      const [e1, e2, eOff] = [await emailOf(u1.userId), await emailOf(u2.userId), await emailOf(off.userId)];

      try {
        expect(data(await setStock(sku!.code, 3))).toEqual({ sku: sku!.code, stock: 3, previousStock: 0, notified: 2 });
        for (const e of [e1, e2]) {
          const mails = await mailsFor(e);
          expect(mails, e).toHaveLength(1);
          expect(mails[0]!.subject).toBe(`Back in stock: ${sku!.title} in ${sku!.size_label}`);
          expect(mails[0]!.text).toContain(`/product/${sku!.product_id}?colorId=${sku!.color_id}`);
        }
        expect(await mailsFor(eOff)).toHaveLength(0); // turned these mails off
        const pending = await t.db
          .selectFrom('stock_notifications')
          .select('user_id')
          .where('sku_id', '=', sku!.id)
          .where('notified_at', 'is', null)
          .execute();
        expect(pending).toHaveLength(0);

        expect(data(await setStock(sku!.code, 5))).toEqual({ sku: sku!.code, stock: 5, previousStock: 3, notified: 0 });
        expect(await mailsFor(e1)).toHaveLength(1);
        expect((await ask(u1.token, sku!.code)).body.code).toBe(21006); // in stock now

        // sold out again, u1 asks again, back again: only u1 is mailed (a second time)
        expect(data(await setStock(sku!.code, 0))).toMatchObject({ previousStock: 5, notified: 0 });
        data(await ask(u1.token, sku!.code));
        expect(
          await t.db
            .selectFrom('stock_notifications')
            .select('notified_at')
            .where('sku_id', '=', sku!.id)
            .where('user_id', '=', u1.userId)
            .execute(),
        ).toEqual([{ notified_at: null }]);
        expect(data(await setStock(sku!.code, 2))).toMatchObject({ previousStock: 0, notified: 1 });
        expect(await mailsFor(e1)).toHaveLength(2);
        expect(await mailsFor(e2)).toHaveLength(1);
      } finally {
        await t.db.updateTable('skus').set({ stock: 0 }).where('id', '=', sku!.id).execute();
      }
    },
  );

  it('a mail that cannot be sent leaves its request pending for the next restock', async () => {
    const [, sku] = await quietSoldOutSkus(2);
    const u = await freshUser(t.app, t.db, 'Not Subscribed');
    data(await ask(u.token, sku!.code));
    const broken = await apiWith({
      mailer: { kind: 'smtp', send: async () => Promise.reject(new Error('smtp down')) },
    });
    try {
      expect(data(await setStock(sku!.code, 4, broken))).toMatchObject({ previousStock: 0, notified: 0 });
      const row = await t.db
        .selectFrom('stock_notifications')
        .select('notified_at')
        .where('sku_id', '=', sku!.id)
        .where('user_id', '=', u.userId)
        .executeTakeFirstOrThrow();
      expect(row.notified_at).toBeNull();
      data(await setStock(sku!.code, 0));
      expect(data(await setStock(sku!.code, 1))).toMatchObject({ notified: 1 });
      expect(await mailsFor(await emailOf(u.userId))).toHaveLength(1);
    } finally {
      await t.db.updateTable('skus').set({ stock: 0 }).where('id', '=', sku!.id).execute();
    }
  });

  it('bad input → 40001; unknown sku → 20003; GET → 40005', async () => {
    const code = inStock[0]!.code;
    for (const stock of [-1, 100001, 'abc', 1.5, null]) {
      const r = await setStock(code, stock);
      expect(r.body.code, String(stock)).toBe(40001);
      expect(r.body.message.content).toContain('stock');
    }
    expect((await setStock('', 3)).body.code).toBe(40001);
    expect((await setStock('NO-SUCH-SKU', 3)).body.code).toBe(20003);
    expect((await call(t.app, '/v1/inventory/stock', { sku: code, stock: 3 }, undefined, 'GET')).body.code).toBe(40005);
    const { stock } = await t.db
      .selectFrom('skus')
      .select('stock')
      .where('id', '=', inStock[0]!.id)
      .executeTakeFirstOrThrow();
    expect(stock).toBe(inStock[0]!.stock);
  });

  it(
    'the admin key: production without ADMIN_KEY refuses; with ADMIN_KEY only the right x-admin-key ' + 'passes',
    async () => {
      const sku = inStock[1]!; // set to its own stock: a real change of nothing
      const prodNoKey = await apiWith({ production: true, env: {} });
      const refused = await setStock(sku.code, sku.stock, prodNoKey);
      expect(refused.status).toBe(401);
      expect(refused.body.code).toBe(40000);
      expect((await setStock(sku.code, -1, prodNoKey)).body.code).toBe(40000); // refused before the parameters

      for (const production of [true, false]) {
        const keyed = await apiWith({ production, env: { ADMIN_KEY: 'k3y-for-tests-0123456789' } });
        const wrong: Record<string, string>[] = [
          {},
          { 'x-admin-key': 'wrong' },
          { 'x-admin-key': 'k3y-for-tests-012345678' },
        ];
        for (const headers of wrong) {
          expect(
            (await setStock(sku.code, sku.stock, keyed, headers)).body.code,
            `${production} ${JSON.stringify(headers)}`,
          ).toBe(40000);
        }
        expect(data(await setStock(sku.code, sku.stock, keyed, { 'x-admin-key': 'k3y-for-tests-0123456789' }))).toEqual(
          {
            sku: sku.code,
            stock: sku.stock,
            previousStock: sku.stock,
            notified: 0,
          },
        );
      }
    },
  );
});
