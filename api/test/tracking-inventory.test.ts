/** /context/tracking, the server-side events, /inventory/stock and the back-in-stock mails (contract: tracking.ts). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { StockChange, TrackingResult } from '@tote/contract/tracking';
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

let sessionN = 0;
const sessionId = () => `trk-${process.pid}-${Date.now()}-${sessionN++}`;
const eventsOf = (session_id: string) =>
  t.db.selectFrom('tracking_events').selectAll().where('session_id', '=', session_id).execute();
const userEvents = (userId: number) =>
  t.db.selectFrom('tracking_events').selectAll().where('user_id', '=', userId).execute();

async function track(
  body: object,
  token?: string,
  headers: Record<string, string> = {},
): Promise<Called<TrackingResult>> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/context/tracking',
    payload: JSON.stringify(body),
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
  });
  return { status: res.statusCode, headers: res.headers, body: res.json() };
}

describe('/context/tracking', () => {
  it('stores a guest event with the request headers and every field', async () => {
    const s = sessionId();
    const r = await track(
      {
        event_type: 'view_page',
        platform: 'web',
        app_version: '1.4.0',
        device_type: 'desktop',
        session_id: s,
        ip: '203.0.113.9',
        timezone: 'America/New_York',
        lat: 40.7,
        lon: -74,
        country: 'US',
        region: 'NY',
        city: 'New York',
        refer: 'https://example.com/a',
        shop_product_id: 12,
        color_id: 34,
        star: 5,
        order_type: 'rent',
      },
      undefined,
      { 'x-device-id': 'dev-42', 'user-agent': 'TestAgent/1.0' },
    );
    expect(r.body).toEqual({ code: 0, message: { action: 'none', content: 'success' }, data: { recorded: true } });
    const [row, ...more] = await eventsOf(s);
    expect(more).toHaveLength(0);
    expect(row).toMatchObject({
      event_type: 'view_page',
      user_id: null,
      platform: 'web',
      app_version: '1.4.0',
      device_id: 'dev-42',
      device_type: 'desktop',
      user_agent: 'TestAgent/1.0',
      ip: '203.0.113.9',
      timezone: 'America/New_York',
      lat: 40.7,
      lon: -74,
      country: 'US',
      region: 'NY',
      city: 'New York',
      refer: 'https://example.com/a',
      shop_product_id: 12,
      color_id: 34,
    });
    expect(new Date(row!.created_at).getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it("with a token: the token's user wins over user_id; a device_id field wins over the header", async () => {
    const u = await freshUser(t.app, t.db, 'Not Subscribed');
    const other = await freshUser(t.app, t.db, 'Not Subscribed');
    const s = sessionId();
    data(
      await track({ event_type: 'view_pdp', user_id: other.userId, session_id: s, device_id: 'from-body' }, u.token, {
        'x-device-id': 'from-header',
      }),
    );
    const [row] = await eventsOf(s);
    expect(row).toMatchObject({ user_id: u.userId, device_id: 'from-body' });
  });

  it('without a token: user_id is kept when that user exists, else dropped', async () => {
    const other = await freshUser(t.app, t.db, 'Not Subscribed');
    const s = sessionId();
    await track({ event_type: 'returning_visitor', user_id: other.userId, session_id: s });
    await track({ event_type: 'returning_visitor', user_id: 2000000000, session_id: s });
    const rows = await eventsOf(s);
    expect(rows.map((r) => r.user_id).sort()).toEqual([other.userId, null].sort());
  });

  it('bad input → 40001 naming the field; GET → 40005', async () => {
    for (const [body, field] of [
      [{ event_type: 'buy_now' }, 'event_type'],
      [{}, 'event_type'],
      [{ event_type: 'view_page', lat: 'north' }, 'lat'],
      [{ event_type: 'view_page', lat: 91 }, 'lat'],
      [{ event_type: 'view_page', shop_product_id: 'x' }, 'shop_product_id'],
      [{ event_type: 'view_page', refer: 'x'.repeat(2001) }, 'refer'],
    ] as const) {
      const r = await track(body);
      expect(r.body.code, JSON.stringify(body).slice(0, 80)).toBe(40001);
      expect(r.status).toBe(400);
      expect(r.body.message.content).toContain(field);
    }
    expect((await call(t.app, '/v1/context/tracking', { event_type: 'view_page' }, undefined, 'GET')).body.code).toBe(
      40005,
    );
  });

  it('accepts every analytics event type', async () => {
    const s = sessionId();
    const types = [
      'tote_init',
      'first_time_visitor',
      'returning_visitor',
      'view_page',
      'view_pdp',
      'add_wishlist',
      'page_idle',
      'cancel_subscription',
      'choose_cancel_reason',
      'submit_review',
      'reactivate',
      'confirm_order',
      'add_tote_box',
    ];
    for (const event_type of types) data(await track({ event_type, session_id: s }));
    expect((await eventsOf(s)).map((r) => r.event_type).sort()).toEqual([...types].sort());
  });
});

describe('events the api records itself', () => {
  it('the api records no event of its own: /shopCart/add and /wishlist/add leave tracking to the client', async () => {
    const u = await freshUser(t.app, t.db, 'Subscribed');
    data(await call(t.app, '/v1/shopCart/add', { saleType: 'rent', sku: inStock[0]!.code }, u.token));
    data(await call(t.app, '/v1/wishlist/add', { shopProductId: inStock[2]!.product_id }, u.token));
    expect(await userEvents(u.userId)).toHaveLength(0);
  });
});

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
       and exists (select 1 from skus o where o.product_id = s.product_id and o.size_label = s.size_label and o.stock >= 5)
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

  it('0 → 3 mails each pending requester once; 3 → 5 mails nobody; asking again after a mail re-arms the request', async () => {
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
  });

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

  it('the admin key: production without ADMIN_KEY refuses; with ADMIN_KEY only the right x-admin-key passes', async () => {
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
      expect(data(await setStock(sku.code, sku.stock, keyed, { 'x-admin-key': 'k3y-for-tests-0123456789' }))).toEqual({
        sku: sku.code,
        stock: sku.stock,
        previousStock: sku.stock,
        notified: 0,
      });
    }
  });
});
