/** /context/tracking and the server-side events (contract: tracking.ts). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TrackingResult } from '@tote/contract/tracking';
import { openTestApi, type TestApi } from './db.js';
import { data, type Called } from './http.js';
import { call, RELAXED_LIMITS } from './accounts-helpers.js';
import { freshUser, skusWhere, type TestSku } from './tote-helpers.js';

let t: TestApi;
let inStock: TestSku[];
beforeAll(async () => {
  t = await openTestApi({ limits: RELAXED_LIMITS });
  inStock = await skusWhere(t.db, 'gte4', 10, 720);
});
afterAll(() => t.close());

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

describe('/dev/tracking (development only)', () => {
  it("lists one session's events, oldest first; needs the session id; absent in production", async () => {
    const s = sessionId();
    data(await track({ event_type: 'tote_init', session_id: s, app_version: 'b1' }));
    data(await track({ event_type: 'view_page', session_id: s, refer: '/brands' }));
    data(await track({ event_type: 'view_page', session_id: sessionId() }));
    const r = await call(t.app, `/v1/dev/tracking?session_id=${s}`, undefined, undefined, 'GET');
    const list = (data(r) as { list: { event_type: string; refer: string | null }[] }).list;
    expect(list.map((e) => [e.event_type, e.refer])).toEqual([
      ['tote_init', null],
      ['view_page', '/brands'],
    ]);
    expect((await call(t.app, '/v1/dev/tracking', undefined, undefined, 'GET')).body.code).toBe(40001);

    const prod = await openTestApi({ production: true, pauseSweepMs: 0, env: { AUTH_SECRET: 'x'.repeat(64) } });
    try {
      const res = await prod.app.inject({ method: 'GET', url: `/v1/dev/tracking?session_id=${s}` });
      expect(res.statusCode).toBe(404);
    } finally {
      await prod.close();
    }
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
