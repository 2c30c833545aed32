/**
 * Property-based fuzzing of every route of the api (fast-check): /v1, and the payment emulator, images
 * and dev pages beside it. Hostile values — NUL and other control characters, lone surrogates,
 * 100,000-character strings, integers at the edges of int4 and 2^53, 1e309, hex, nesting thousands deep,
 * wrong types — under the parameter names the contract uses and in path segments, as a guest and signed
 * in; and a sweep that puts each edge of the contract's input bounds in every parameter of every route,
 * behind each value of its enums. Whatever the input: no 5xx, an envelope, no stack trace, and a value
 * outside the bounds is 40001 naming it (issue 29: the brand code past int4, the lone surrogate in an
 * assistant message, NUL in an emulator id were 500s). Bounded: fixed runs and a time limit.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { allRoutes, registeredParams } from '../src/platform/http/route.js';
import { RELAXED_LIMITS, signUp } from './accounts-helpers.js';
import { get } from './http.js';
import { openTestApi, type TestApi } from './db.js';
import {
  choicesOf,
  EDGES,
  hostileString,
  hostileValueOf,
  jsonText,
  NUL,
  OUT_OF_BOUNDS,
  edgeFits,
  skeleton,
} from './fuzz-values.js';

type Method = 'GET' | 'POST' | 'PUT';
let t: TestApi;
let token: string;
let routes: [string, Method[]][];
let schemas: Map<string, z.ZodType>;
beforeAll(async () => {
  // The assistant without its typing delay: its stream ends as soon as the reply is written.
  t = await openTestApi({ limits: RELAXED_LIMITS, assistant: { tokenDelayMs: 0 } });
  token = (await signUp(t.app)).token;
  // The catalog change feed is a long poll that answers over time; its parameters go through route() like the rest.
  routes = allRoutes(t.app)
    .filter(([path]) => !path.endsWith('/changes'))
    .map(([path, methods]) => [path, methods.filter((m): m is Method => ['GET', 'POST', 'PUT'].includes(m))]);
  schemas = new Map(registeredParams(t.app));
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

const hostileValue = hostileValueOf(NAMES);
const hostileParams = fc.dictionary(fc.oneof(fc.constantFrom(...NAMES), hostileString), hostileValue, {
  maxKeys: 6,
});

const STACK = /\n\s+at .+:\d+:\d+|node_modules|\/src\/|\.ts:\d+/;

function queryString(params: Record<string, unknown>): string {
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) qs.append(k, typeof v === 'string' ? v : (JSON.stringify(v) ?? ''));
  return qs.toString();
}

/** A path segment carrying `v`: NUL as %00, a lone surrogate as the bytes it would be (%ED%A0%80). */
function segment(v: unknown): string {
  const text = typeof v === 'string' ? v : (JSON.stringify(v) ?? '');
  return encodeURIComponent(text.replace(/\p{Surrogate}/gu, '\uE000')).replaceAll('%EE%80%80', '%ED%A0%80') || 'x';
}

/** `route` (fastify's syntax) with each `:param` and `*` filled by `value`. */
const pathFor = (route: string, value: unknown) => route.replace(/:\w+|\*/g, () => segment(value));

/** Routes that end the session: sent as a guest, so that the rest of the run keeps a signed-in side. */
const ENDS_SESSION = /\/user\/(log-out|delete)$/;

async function send(path: string, method: Method, params: Record<string, unknown>, signedIn: boolean) {
  const headers: Record<string, string> =
    signedIn && !ENDS_SESSION.test(path) ? { authorization: `Bearer ${token}` } : {};
  headers['x-device-id'] = 'fuzz-device'; // a guest may chat from a device
  return method === 'GET'
    ? t.app.inject({ method, url: `${path}?${queryString(params)}`, headers })
    : t.app.inject({
        method,
        url: path,
        payload: jsonText(params),
        headers: { ...headers, 'content-type': 'application/json' },
      });
}

function expectAnswered(res: Awaited<ReturnType<typeof send>>, where: string): void {
  expect(res.statusCode, where).toBeLessThan(500);
  expect(res.body, where).not.toMatch(STACK);
  if (res.headers['content-type']?.toString().startsWith('application/json')) {
    const body = res.json() as { code?: unknown; error?: unknown };
    // The payment emulator speaks Stripe's shape ({ error }) for what it refuses itself; the rest, the envelope.
    if (where.includes(' /payment-emulator/') && body.code === undefined)
      expect(body.error, where).toBeTypeOf('object');
    else expect(typeof body.code, where).toBe('number');
  }
}

/** The parameters the routes outside /v1 read (the emulator's, Stripe's names), each holding `v`. */
const EMULATOR_PARAMS = (v: unknown) => ({
  client_secret: v,
  outcome: v,
  return_url: v,
  payment_method: v,
  type: v,
  email: v,
  card: { number: v, exp_month: v, exp_year: v, cvc: v },
});

describe('fuzzing every route', () => {
  it('has routes to fuzz, /v1 and the payment emulator', () => {
    expect(routes.length).toBeGreaterThan(100);
    expect(routes.map(([path]) => path)).toEqual(
      expect.arrayContaining(['/v1/ai/chat/stream', '/payment-emulator/3ds/:id', '/v1/basic/plp/header']),
    );
  });

  it('hostile parameters and path segments: never a 5xx, never a stack trace, always an answer', async () => {
    let runs = 0;
    const args = [fc.nat(), fc.boolean(), fc.boolean(), hostileParams, hostileString] as const;
    await fc.assert(
      fc.asyncProperty(...args, async (pick, post, signedIn, params, inPath) => {
        runs++;
        const [route, methods] = routes[pick % routes.length]!;
        const method = post && methods.includes('POST') ? 'POST' : methods[0]!;
        const path = pathFor(route, inPath);
        const res = await send(path, method, params, signedIn);
        expectAnswered(res, `${method} ${path} ${JSON.stringify(params).slice(0, 300)}`);
      }),
      {
        numRuns: Number(process.env.FUZZ_RUNS) || 1200,
        interruptAfterTimeLimit: 15_000,
        seed: Number(process.env.FUZZ_SEED) || undefined,
      },
    );
    // and it still answers
    expect((await get(t.app, '/v1/app/dynamic')).body.code).toBe(0);
    expect(runs).toBeGreaterThan(100);
  }, 180_000);

  it('each edge of the input bounds alone in each parameter of every route, behind each enum value', async () => {
    const sent = new Set<string>();
    const sweep = async (route: string, methods: Method[], e: number, params: Record<string, unknown>) => {
      const edge = EDGES[e];
      const method = methods.includes('POST') && (e % 2 === 1 || typeof edge !== 'string') ? 'POST' : methods[0]!;
      const path = pathFor(route, edge);
      const key = `${method} ${path} ${jsonText(params)}`;
      if (sent.has(key)) return; // the same request from another choice or target: once is enough
      sent.add(key);
      const res = await send(path, method, params, e % 2 === 0);
      const where = `${method} ${path} ${jsonText(params).slice(0, 200)} → ${res.body.slice(0, 200)}`;
      expectAnswered(res, where);
      // GET sends text: a nesting (or a list) is JSON text there, a lone surrogate becomes U+FFFD (URL encoding).
      const carried =
        path !== route ||
        (method === 'POST' && jsonText(params).includes(jsonText(edge))) ||
        (method === 'GET' && edge === NUL && Object.values(params).includes(NUL));
      if (OUT_OF_BOUNDS.has(edge) && carried) {
        expect(res.statusCode, where).toBe(400);
        expect(res.json(), where).toMatchObject({
          code: 40001,
          message: { content: expect.stringMatching(/^Invalid parameter /) },
        });
      }
    };
    // A rule several routes share (the lists' paging and filters) is one code: each edge goes through it once.
    const swept = new Map<z.ZodType, Set<string>>();
    for (const [route, methods] of routes) {
      const schema = schemas.get(route);
      for (const e of EDGES.keys()) {
        const edge = EDGES[e];
        // No schema (the emulator, images): the edge in the path and under the names such routes read.
        if (!schema) {
          await sweep(route, methods, e, EMULATOR_PARAMS(edge));
          continue;
        }
        const leaves = skeleton(schema, null, 0, -1).leaves;
        const choices = choicesOf(schema);
        // Each parameter behind each enum value where that is a few requests (plp/header: 2 × 6); else each
        // parameter and each enum value at least once.
        const pairs =
          leaves * choices <= 24
            ? Array.from({ length: leaves * choices }, (_, i) => [i % leaves, Math.floor(i / leaves)] as const)
            : Array.from({ length: Math.max(leaves, choices) }, (_, i) => [i % leaves, i % choices] as const);
        for (const [target, choice] of pairs) {
          const built = skeleton(schema, edge, choice, target);
          if (!edgeFits(edge, built.kind)) continue;
          if (built.rule) {
            const seen = swept.get(built.rule) ?? new Set<string>();
            if (seen.has(`${e} ${choice}`)) continue;
            swept.set(built.rule, seen.add(`${e} ${choice}`));
          }
          await sweep(route, methods, e, built.params);
        }
      }
    }
    expect(sent.size).toBeGreaterThan(routes.length * 4);
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
