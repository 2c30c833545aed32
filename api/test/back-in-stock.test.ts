/** /inventory/stock and the back-in-stock mails (contract: tracking.ts). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { StockChange } from '@tote/contract/tracking';
import { createApi, type ApiOptions } from '../src/server.js';
import { openTestApi, type TestApi } from './db.js';
import { data, type Called } from './http.js';
import { call, outbox, RELAXED_LIMITS } from './accounts-helpers.js';
import { freshUser, skusWhere, type TestSku } from './tote-helpers.js';
import { quietSoldOutSkus } from './stock-helpers.js';

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

  it('0 → 3 holds a unit for each pending requester and mails them once; 3 → 5 holds nothing', async () => {
    const [sku] = await quietSoldOutSkus(t.db, 1);
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
      // Three units, three waiting: each holds one, so none is left for everyone else.
      expect(data(await setStock(sku!.code, 3))).toEqual({
        sku: sku!.code,
        stock: 0,
        previousStock: 0,
        held: 3,
        notified: 2,
      });
      for (const e of [e1, e2]) {
        const mails = await mailsFor(e);
        expect(mails, e).toHaveLength(1);
        expect(mails[0]!.subject).toBe(`Back in stock: ${sku!.title} in ${sku!.size_label}`);
        expect(mails[0]!.text).toContain(`/product/${sku!.product_id}?colorId=${sku!.color_id}`);
        expect(mails[0]!.text).toMatch(/held for you until \w{3} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M UTC/);
      }
      expect(await mailsFor(eOff)).toHaveLength(0); // turned these mails off; the hold stands
      const pending = await t.db
        .selectFrom('stock_notifications')
        .select('user_id')
        .where('sku_id', '=', sku!.id)
        .where('notified_at', 'is', null)
        .execute();
      expect(pending).toHaveLength(0);

      expect(data(await setStock(sku!.code, 5))).toEqual({
        sku: sku!.code,
        stock: 5,
        previousStock: 0,
        held: 0,
        notified: 0,
      });
      expect(await mailsFor(e1)).toHaveLength(1);
      expect((await ask(u1.token, sku!.code)).body.code).toBe(21006); // in stock now
    } finally {
      await t.db.deleteFrom('stock_holds').where('sku_id', '=', sku!.id).execute();
      await t.db.updateTable('skus').set({ stock: 0 }).where('id', '=', sku!.id).execute();
    }
  });

  it('a mail that cannot be sent: the hold stands (her account shows it)', async () => {
    const [, sku] = await quietSoldOutSkus(t.db, 2);
    const u = await freshUser(t.app, t.db, 'Not Subscribed');
    data(await ask(u.token, sku!.code));
    const broken = await apiWith({
      mailer: { kind: 'smtp', send: async () => Promise.reject(new Error('smtp down')) },
    });
    try {
      expect(data(await setStock(sku!.code, 4, broken))).toMatchObject({ stock: 3, held: 1, notified: 0 });
      const holds = await call<{ holds: { sku: string }[] }>(t.app, '/v1/user/stockHolds', {}, u.token);
      expect(data(holds).holds.map((h) => h.sku)).toEqual([sku!.code]);
      expect(await mailsFor(await emailOf(u.userId))).toHaveLength(0);
    } finally {
      await t.db.deleteFrom('stock_holds').where('sku_id', '=', sku!.id).execute();
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
            held: 0,
            notified: 0,
          },
        );
      }
    },
  );
});
