import Fastify from 'fastify';
import { Kysely, PostgresDialect } from 'kysely';
import { contextPlugin, requestIdOf } from '../src/platform/http/context.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi } from '../src/server.js';
import type { Database } from '../src/platform/db/schema.js';
import { openTestApi, type TestApi } from './db.js';
import { get, post } from './http.js';

let t: TestApi;
beforeAll(async () => {
  t = await openTestApi();
});
afterAll(() => t.close());

describe('envelope and headers', () => {
  it('wraps success in the envelope with api-version and a generated request id', async () => {
    const res = await get(t.app, '/v1/app/dynamic');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      code: 0,
      message: { action: 'none', content: 'success' },
      data: {
        announcement: expect.any(String),
        isShowAI: 1,
        toteUpperLimit: 6,
        appStoreUrl: null,
        playStoreUrl: null,
        supportEmail: expect.any(String),
      },
    });
    expect(res.headers['api-version']).toBe('1.0.0');
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('echoes a sane x-request-id and replaces an unsafe one', async () => {
    expect((await get(t.app, '/v1/app/init', {}, { 'x-request-id': 'gw-123.abc' })).headers['x-request-id']).toBe(
      'gw-123.abc',
    );
    const replaced = await get(t.app, '/v1/app/init', {}, { 'x-request-id': 'bad id\twith spaces' });
    expect(replaced.headers['x-request-id']).not.toContain(' ');
  });

  it('accepts the contract request headers', async () => {
    const res = await get(
      t.app,
      '/v1/app/init',
      {},
      {
        authorization: 'Bearer abc',
        'x-app-id': 'web',
        'x-device-id': 'd-1',
        'x-location': '{"city":"Austin"}',
        'x-source': 'web',
        'x-api-version': '1.0.0',
        'x-session-ts': '1700000000000',
      },
    );
    expect(res.body.code).toBe(0);
    expect(res.body.data).toMatchObject({
      agreementLink: expect.any(String),
      sessionId: expect.any(String),
      subscribeIntroduce: { price: expect.any(Number) },
    });
  });

  it("keeps each device's latest client headers for the development read /v1/dev/request-headers", async () => {
    const location = { lat: 47.37, lon: 8.54, city: 'Zürich' };
    const headers = {
      'x-device-id': 'dev-seen-1',
      'x-app-id': 'tote-web',
      'x-source': 'web-mobile',
      'x-api-version': '1.0.0',
      'x-location': encodeURIComponent(JSON.stringify(location)),
      'user-agent': 'vitest',
    };
    await get(t.app, '/v1/app/dynamic', {}, headers);
    const seen = await get(t.app, '/v1/dev/request-headers', { device_id: 'dev-seen-1' });
    expect(seen.body.data).toEqual({
      appId: 'tote-web',
      source: 'web-mobile',
      apiVersion: '1.0.0',
      location,
      userAgent: 'vitest',
    });
    // The read itself carries no device id: it does not overwrite what it reads.
    await get(t.app, '/v1/app/dynamic', {}, { 'x-device-id': 'dev-seen-1', 'x-source': 'web-desktop' });
    const later = await get(t.app, '/v1/dev/request-headers', { device_id: 'dev-seen-1' });
    expect(later.body.data).toMatchObject({ source: 'web-desktop', appId: null });
    expect((await get(t.app, '/v1/dev/request-headers', { device_id: 'never-seen' })).body.data).toBeNull();
  });

  it('parses the contract headers once into request.ctx', async () => {
    const app = Fastify({ genReqId: requestIdOf });
    await app.register(contextPlugin);
    app.get('/ctx', async (req) => req.ctx);
    try {
      const res = await app.inject({
        method: 'GET',
        url: '/ctx',
        headers: {
          authorization: 'Bearer tok-1',
          'x-app-id': 'web',
          'x-device-id': 'dev-9',
          'x-source': 'ios',
          'x-api-version': '1.0.0',
          'x-session-ts': '1700000000000',
          'x-request-id': 'rid-1',
          'user-agent': 'vitest',
          'x-location': encodeURIComponent('{"city":"Austin","country":"US"}'),
        },
      });
      expect(res.json()).toEqual({
        requestId: 'rid-1',
        authToken: 'tok-1',
        appId: 'web',
        deviceId: 'dev-9',
        source: 'ios',
        apiVersion: '1.0.0',
        sessionTimestamp: 1700000000000,
        userAgent: 'vitest',
        ip: '127.0.0.1',
        location: { city: 'Austin', country: 'US' },
      });
      expect(res.headers['x-request-id']).toBe('rid-1');
      const bare = (await app.inject({ method: 'GET', url: '/ctx', headers: { 'x-location': 'Austin, TX' } })).json();
      expect(bare).toMatchObject({ authToken: null, appId: null, sessionTimestamp: null, location: 'Austin, TX' });
    } finally {
      await app.close();
    }
  });

  it('answers an unknown path with 40004 and HTTP 404, in the envelope', async () => {
    for (const path of ['/v1/nope', '/nothing/here', '/v1/product']) {
      const res = await get(t.app, path);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({
        code: 40004,
        message: { action: 'toast', content: expect.stringContaining('Unknown path') },
        data: null,
      });
      expect(res.headers['api-version']).toBe('1.0.0');
    }
  });

  it('answers a wrong method with 40005 and HTTP 405', async () => {
    const del = await t.app.inject({ method: 'DELETE', url: '/v1/basic/productList' });
    expect(del.statusCode).toBe(405);
    expect(del.json()).toMatchObject({ code: 40005, data: null });
    expect(del.headers.allow).toBe('GET, POST');
    const postDynamic = await post(t.app, '/v1/app/dynamic', {});
    expect(postDynamic.status).toBe(405);
    expect(postDynamic.body.code).toBe(40005);
    expect(postDynamic.headers['api-version']).toBe('1.0.0');
  });

  it('answers malformed JSON with 40001 and HTTP 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/basic/productList',
      payload: '{"pageSize": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 40001,
      message: { action: 'toast', content: 'Malformed JSON body' },
      data: null,
    });
    expect(res.headers['api-version']).toBe('1.0.0');
  });

  it('rejects a JSON body that is not an object, and accepts an empty one', async () => {
    expect((await post(t.app, '/v1/basic/productList', [1, 2])).body.code).toBe(40001);
    const empty = await t.app.inject({
      method: 'POST',
      url: '/v1/brands/getBrandNameList',
      headers: { 'content-type': 'application/json' },
    });
    expect(empty.json().code).toBe(0);
  });

  it('names the invalid parameter in the 40001 message', async () => {
    const cases: [string, Record<string, string | number>, RegExp][] = [
      ['/v1/basic/productList', { pageSize: 0 }, /pageSize/],
      ['/v1/basic/productList', { pageSize: 1000 }, /pageSize/],
      ['/v1/basic/productList', { offset: -1 }, /offset/],
      ['/v1/basic/productList', { pageIndex: 'two' }, /pageIndex/],
      ['/v1/basic/productList', { orderByColumn: 'cheapest' }, /orderByColumn/],
      ['/v1/basic/productList', { priceMin: 1000000 }, /filter\.priceMin/],
      ['/v1/basic/productList', { brandIds: '1,x' }, /filter\.brandIds/],
      ['/v1/basic/productList', { availableNow: 'maybe' }, /availableNow/],
      ['/v1/basic/productList', { filter: '{not json' }, /filter/],
      ['/v1/product/info', {}, /Missing parameter: shopProductId/],
      ['/v1/product/info', { shopProductId: -4 }, /shopProductId/],
      ['/v1/basic/productListByOccasion', {}, /occasionCode/],
      ['/v1/basic/plp/header', { type: 'planet' }, /type/],
    ];
    for (const [path, query, message] of cases) {
      const res = await get(t.app, path, query);
      expect(res.status, `${path} ${JSON.stringify(query)}`).toBe(400);
      expect(res.body.code).toBe(40001);
      expect(res.body.message.content).toMatch(message);
      expect(res.body.data).toBeNull();
    }
    const viaPost = await post(t.app, '/v1/basic/productList', { pageSize: 24, filter: { priceMin: 1000000 } });
    expect(viaPost.body.code).toBe(40001);
    expect(viaPost.body.message.content).toMatch(/filter\.priceMin/);
  });

  it('turns an unexpected exception into 60001 / HTTP 500 without leaking details', async () => {
    const broken = new Kysely<Database>({
      dialect: new PostgresDialect({
        pool: {
          connect: async () => {
            throw new Error('secret connection string postgres://u:p@db');
          },
          end: async () => {},
        },
      }),
    });
    const app = await createApi({ db: broken });
    try {
      const res = await app.inject({ method: 'GET', url: '/v1/brands/list' });
      expect(res.statusCode).toBe(500);
      const body = res.json();
      expect(body).toEqual({ code: 60001, message: { action: 'toast', content: expect.any(String) }, data: null });
      expect(res.body).not.toMatch(/secret|postgres:|at \w+ \(/);
      expect(res.headers['api-version']).toBe('1.0.0');
    } finally {
      await app.close();
    }
  });
});
