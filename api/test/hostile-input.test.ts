/**
 * Values outside the contract's input bounds (@tote/contract/input-bounds) — NUL, lone surrogates,
 * nesting, integers past int4 — are refused with 40001 naming the parameter, on every route: never a
 * 500 from PostgreSQL or a stack overflow (issue 29).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INPUT_BOUNDS, InputProblems, inputProblem } from '@tote/contract/input-bounds';
import { idFromCode } from '@tote/contract/params';
import { openTestApi, type TestApi } from './db.js';
import { get, post } from './http.js';

let t: TestApi;
beforeAll(async () => {
  t = await openTestApi();
});
afterAll(() => t.close());

const invalid = (path: string, problem: string) => `Invalid parameter ${path}: ${problem}`;

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

  it("in the payment emulator's path (/payment-emulator/*): 40001 naming the id, not a 500", async () => {
    for (const [method, url] of [
      ['GET', '/payment-emulator/3ds/%00'],
      ['POST', '/payment-emulator/3ds/%00'],
      ['GET', '/payment-emulator/v1/payment_intents/%00'],
      ['GET', '/payment-emulator/v1/payment_intents/pi_%00?client_secret=x'],
      ['POST', '/payment-emulator/v1/payment_intents/%00/confirm'],
    ] as const) {
      const res = await t.app.inject({ method, url, payload: method === 'POST' ? {} : undefined });
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toMatchObject({ code: 40001, message: { content: invalid('id', InputProblems.nul) } });
    }
    const query = await t.app.inject({
      method: 'GET',
      url: '/payment-emulator/v1/payment_intents/pi_1?client_secret=%00',
    });
    expect(query.json()).toMatchObject({
      code: 40001,
      message: { content: invalid('client_secret', InputProblems.nul) },
    });
  });
});

describe('a path the router cannot read', () => {
  it("a lone surrogate's bytes (%ED%A0%80), an over-long segment: the envelope's 40001, not fastify's", async () => {
    for (const url of [
      '/payment-emulator/3ds/%ED%A0%80',
      '/images/products/%ED%A0%80/x.svg',
      `/payment-emulator/3ds/${'x'.repeat(200)}`,
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
      expect(res.headers['api-version'], url).toBeDefined();
      expect(res.json(), url).toMatchObject({
        code: 40001,
        message: { content: expect.stringMatching(/^Invalid parameter path: /) },
      });
    }
  });
});

describe('a lone UTF-16 surrogate (not Unicode; PostgreSQL refuses it)', () => {
  it("in an assistant message: 40001 naming the message's value, not a 500", async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/ai/chat/stream',
      payload: '{"messages":[{"value":"\\ud800 hi"}]}',
      headers: { 'content-type': 'application/json', 'x-device-id': 'device-lone-surrogate' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 40001,
      message: { content: invalid('messages.0.value', InputProblems.loneSurrogate) },
    });
  });

  it('anywhere: a value, a key, a search; a surrogate pair (an emoji) is text like any other', async () => {
    const lone = [
      await post(t.app, '/v1/filter/search', { keyword: 'dress \udc00' }),
      await post(t.app, '/v1/user/login', { email: 'a@b.c', password: 'x\ud83d' }),
      await post(t.app, '/v1/filter/search', { keyword: 'dress', ['k\ud800']: 1 }),
    ];
    expect(lone.map((r) => [r.status, r.body.message.content])).toEqual([
      [400, invalid('keyword', InputProblems.loneSurrogate)],
      [400, invalid('password', InputProblems.loneSurrogate)],
      [400, invalid('k\uFFFD', InputProblems.loneSurrogate)],
    ]);
    expect((await post(t.app, '/v1/filter/search', { keyword: 'dress 👗' })).body.code).toBe(0);
  });
});

describe('a brand code past the integer range (int4)', () => {
  it('plp/header?type=brand&code=2147483648 is 40001 naming `code`; in range and unknown, not found', async () => {
    const over = await get(t.app, '/v1/basic/plp/header', { type: 'brand', code: '2147483648' });
    expect(over.status).toBe(400);
    expect(over.body.code).toBe(40001);
    expect(over.body.message.content).toMatch(/^Invalid parameter code: .*2147483647/);
    for (const code of ['9'.repeat(40), '0']) {
      const res = await get(t.app, '/v1/basic/plp/header', { type: 'brand', code });
      expect(res.body.code, code).toBe(40001);
    }
    expect((await get(t.app, '/v1/basic/plp/header', { type: 'brand', code: '2147483647' })).body.code).toBe(20003);
    expect((await get(t.app, '/v1/basic/plp/header', { type: 'brand', code: '0x10' })).body.code).toBe(20003);
  });

  it('idFromCode: null for what is not a number, the id rule for what is', () => {
    expect(idFromCode('abc')).toBeNull();
    expect(idFromCode('0x10')).toBeNull();
    expect(idFromCode('-1')).toBeNull();
    expect(idFromCode('2147483647')?.data).toBe(2147483647);
    expect(idFromCode('2147483648')?.success).toBe(false);
    expect(idFromCode('9007199254740993')?.success).toBe(false);
  });
});

describe('nesting', () => {
  it('a parameter nested past the bound is 40001 naming where; within it, the route decides', async () => {
    const nest = (levels: number): unknown => {
      let v: unknown = 'x';
      for (let i = 0; i < levels; i++) v = [v];
      return v;
    };
    const deep = await post(t.app, '/v1/filter/search', { keyword: nest(INPUT_BOUNDS.maxDepth + 1) });
    expect(deep.status).toBe(400);
    expect(deep.body.message.content).toBe(
      invalid(`keyword${'.0'.repeat(INPUT_BOUNDS.maxDepth)}`, InputProblems.tooDeep(INPUT_BOUNDS.maxDepth)),
    );
    const within = await post(t.app, '/v1/filter/search', { keyword: nest(INPUT_BOUNDS.maxDepth) });
    expect(within.body.message.content).toMatch(/^Invalid parameter keyword: /); // the route's own rule
  });

  it('a JSON body nested 100,000 deep is the same clear 40001', async () => {
    const body = '{"keyword":' + '['.repeat(100_000) + ']'.repeat(100_000) + '}';
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/filter/search',
      payload: body,
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 40001 });
    expect(res.json().message.content).toMatch(/must not nest more than 16 levels deep$/);
  });
});

describe('inputProblem (the contract’s walk)', () => {
  it('finds NUL and lone surrogates in keys and deep values, with their path', () => {
    expect(inputProblem({ a: 'ok', b: [1, { c: 'x\0' }] })).toEqual({ path: 'b.1.c', problem: InputProblems.nul });
    expect(inputProblem({ 'k\0': 1 })).toEqual({ path: 'k', problem: InputProblems.nul });
    expect(inputProblem('\0')).toEqual({ path: '', problem: InputProblems.nul });
    expect(inputProblem({ a: ['\udfff'] })).toEqual({ path: 'a.0', problem: InputProblems.loneSurrogate });
    expect(inputProblem({ a: 'ok', n: 1, z: null, e: '👗', b: true })).toBeNull();
  });

  it('bounds depth, values and length, and walks 200,000 levels without recursion', () => {
    let deep: unknown = 'x';
    for (let i = 0; i < 200_000; i++) deep = [deep];
    expect(inputProblem({ deep })?.problem).toBe(InputProblems.tooDeep(INPUT_BOUNDS.maxDepth));
    expect(inputProblem({ deep }, { ...INPUT_BOUNDS, maxDepth: 300_000, maxValues: 500_000 })).toBeNull();
    const many = { list: Array.from({ length: INPUT_BOUNDS.maxValues }, () => 1) };
    expect(inputProblem(many)).toEqual({ path: 'list', problem: InputProblems.tooManyValues(INPUT_BOUNDS.maxValues) });
    const text = Array.from({ length: 17 }, () => 'x'.repeat(65_536));
    expect(inputProblem({ text })?.problem).toBe(InputProblems.tooMuchText(INPUT_BOUNDS.maxTextLength));
  });
});
