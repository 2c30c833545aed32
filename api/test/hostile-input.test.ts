import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nulPath } from '../src/http/route.js';
import { openTestApi, type TestApi } from './db.js';
import { get, post } from './http.js';

let t: TestApi;
beforeAll(async () => {
  t = await openTestApi();
});
afterAll(() => t.close());

describe('a NUL character in a parameter (PostgreSQL text cannot hold one)', () => {
  it('is refused with 40001 naming the parameter, on GET and POST, public and signed-in routes', async () => {
    const calls = [
      get(t.app, '/v1/filter/info', { categoryCode: '\0' }),
      get(t.app, '/v1/basic/productList', { categoryCode: 'DRESSES\0' }),
      get(t.app, '/v1/filter/search', { keyword: 'dress\0' }),
      post(t.app, '/v1/user/login', { email: 'a\0@b.c', password: 'x' }),
      post(t.app, '/v1/user/sign-up', { email: 'new@tote.test', password: 'Passw0rd!', nickname: { first: 'x\0' } }),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.status).toBe(400);
      expect(res.body.code).toBe(40001);
      expect(res.body.message.content).toMatch(/^Invalid parameter [\w.]+: must not contain a NUL character$/);
    }
    const named = await get(t.app, '/v1/filter/info', { categoryCode: '\0' });
    expect(named.body.message.content).toBe('Invalid parameter categoryCode: must not contain a NUL character');
  });

  it('nulPath finds it in keys and deep values, and walks a very deep body without recursion', () => {
    expect(nulPath({ a: 'ok', b: [1, { c: 'x\0' }] })).toBe('b.1.c');
    expect(nulPath({ 'k\0': 1 })).toBe('k');
    expect(nulPath('\0')).toBe('parameters');
    expect(nulPath({ a: 'ok', n: 1, z: null })).toBeNull();
    let deep: unknown = 'x\0';
    for (let i = 0; i < 200_000; i++) deep = [deep];
    expect(nulPath({ deep })).toMatch(/^deep(\.0)+$/);
  });

  it('a deeply nested JSON body is a clear error, not a 500', async () => {
    const body = '{"keyword":' + '['.repeat(100_000) + ']'.repeat(100_000) + '}';
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/filter/search',
      payload: body,
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBeLessThan(500);
  });
});
