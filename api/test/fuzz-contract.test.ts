/**
 * Property-based fuzzing of every /v1 route (fast-check): hostile values — NUL and other control
 * characters, lone surrogates, 100,000-character strings, numbers out of every range, deep and wide
 * objects, wrong types — under the parameter names the contract uses, as a guest and signed in.
 * Whatever the input: no 5xx, an envelope, no stack trace, and the api keeps answering.
 * Bounded: a fixed number of runs per property, and a time limit.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registeredRoutes } from '../src/http/route.js';
import { RELAXED_LIMITS, signUp } from './accounts-helpers.js';
import { get } from './http.js';
import { openTestApi, type TestApi } from './db.js';

let t: TestApi;
let token: string;
let routes: [string, ('GET' | 'POST')[]][];
beforeAll(async () => {
  t = await openTestApi({ limits: RELAXED_LIMITS });
  token = (await signUp(t.app)).token;
  // Streams and long polls answer over time (the assistant's reply, the catalog change feed): a run would
  // wait out their timers. Their parameters go through the same route() validation as every other route.
  routes = registeredRoutes(t.app).filter(([path]) => !path.endsWith('/stream') && !path.endsWith('/changes'));
}, 120_000);
afterAll(() => t.close());

/** The parameter names the /v1 contract uses most, so values reach the validators and handlers. */
const NAMES = [
  'id',
  'orderId',
  'orderIds',
  'orderItemId',
  'shopProductId',
  'productId',
  'brandId',
  'sku',
  'skuList',
  'saleType',
  'cartItemId',
  'cartItemIdList',
  'key',
  'value',
  'email',
  'password',
  'code',
  'purpose',
  'name',
  'mobile',
  'keyword',
  'categoryCode',
  'collectionCode',
  'occasionCode',
  'filter',
  'sort',
  'orderByColumn',
  'pageIndex',
  'pageSize',
  'page',
  'status',
  'tab',
  'mode',
  'planId',
  'shareId',
  'resourceId',
  'resourceType',
  'addressType',
  'zip',
  'state',
  'reason',
  'surveyList',
  'feedback',
  'idempotencyKey',
  'paymentMethodId',
  'returnUrl',
  'voteId',
  'optionId',
  'ticketId',
  'items',
  'stars',
  'size',
  'eventType',
  'data',
  'messages',
] as const;

const hostileString = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }), // any code point, NUL and lone surrogates included
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    '\ud800',
    'x'.repeat(100_000),
    "' OR 1=1 --",
    '%00',
    '../../etc/passwd',
    '<script>alert(1)</script>',
    '__proto__',
    'constructor',
    '{"$gt":""}',
    '9'.repeat(400),
    '-0',
    '1e309',
    'NaN',
    ' ',
  ),
);
const hostileNumber = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(-1, 0, 2 ** 31, -(2 ** 31) - 1, 2 ** 53 + 1, 1e308, -1e308, 0.5),
);
const { value: hostileValue } = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    hostileString,
    hostileNumber,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.oneof(fc.constantFrom(...NAMES), fc.string({ maxLength: 8 })), tie('value'), { maxKeys: 4 }),
  ),
}));
const hostileParams = fc.dictionary(fc.oneof(fc.constantFrom(...NAMES), hostileString), hostileValue, {
  maxKeys: 6,
});

const STACK = /\n\s+at .+:\d+:\d+|node_modules|\/src\/|\.ts:\d+/;

function queryString(params: Record<string, unknown>): string {
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) qs.append(k, typeof v === 'string' ? v : (JSON.stringify(v) ?? ''));
  return qs.toString();
}

async function send(path: string, method: 'GET' | 'POST', params: Record<string, unknown>, signedIn: boolean) {
  const headers: Record<string, string> = signedIn ? { authorization: `Bearer ${token}` } : {};
  return method === 'GET'
    ? t.app.inject({ method, url: `${path}?${queryString(params)}`, headers })
    : t.app.inject({
        method,
        url: path,
        payload: JSON.stringify(params),
        headers: { ...headers, 'content-type': 'application/json' },
      });
}

describe('fuzzing every /v1 route', () => {
  it('has routes to fuzz', () => {
    expect(routes.length).toBeGreaterThan(100);
  });

  it('hostile parameters: never a 5xx, never a stack trace, always an answer', async () => {
    let runs = 0;
    await fc.assert(
      fc.asyncProperty(fc.nat(), fc.boolean(), fc.boolean(), hostileParams, async (pick, post, signedIn, params) => {
        runs++;
        const [path, methods] = routes[pick % routes.length]!;
        const method = post && methods.includes('POST') ? 'POST' : methods[0]!;
        const res = await send(path, method, params, signedIn);
        const where = `${method} ${path} ${JSON.stringify(params).slice(0, 300)}`;
        expect(res.statusCode, where).toBeLessThan(500);
        expect(res.body, where).not.toMatch(STACK);
        if (res.headers['content-type']?.toString().startsWith('application/json')) {
          const body = res.json() as { code?: unknown };
          expect(typeof body.code, where).toBe('number');
        }
      }),
      {
        numRuns: Number(process.env.FUZZ_RUNS) || 3000,
        interruptAfterTimeLimit: 40_000,
        seed: Number(process.env.FUZZ_SEED) || undefined,
      },
    );
    // and it still answers
    expect((await get(t.app, '/v1/app/dynamic')).body.code).toBe(0);
    expect(runs).toBeGreaterThan(100);
  }, 180_000);

  it('non-JSON and malformed bodies on every POST route: 400, not 500', async () => {
    for (const [path, methods] of routes) {
      if (!methods.includes('POST')) continue;
      for (const [payload, type] of [
        ['{not json', 'application/json'],
        ['[1,2,3]', 'application/json'],
        ['"text"', 'application/json'],
        ['a=1&b=2', 'application/x-www-form-urlencoded'],
        ['\u0000', 'text/plain'],
      ] as const) {
        const res = await t.app.inject({ method: 'POST', url: path, payload, headers: { 'content-type': type } });
        expect(res.statusCode, `${path} ${type} ${payload}`).toBeLessThan(500);
        expect(res.body).not.toMatch(STACK);
      }
    }
  }, 180_000);
});
