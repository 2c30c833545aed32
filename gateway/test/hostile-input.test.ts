/** Malformed and hostile requests are answered as the client's fault, never with a 500 or a stack trace. */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parse } from 'graphql';
import { INPUT_BOUNDS } from '@tote/contract/input-bounds';
import { operationCost } from '../src/cost.js';
import { SERVER_ERROR_MESSAGE } from '../src/errors.js';
import { DEFAULT_PERSISTED_QUERIES, persistedStore, queryIdsByName } from '../src/persisted.js';
import { buildSchema } from '../src/schema.js';
import { MAX_NODE_IDS } from '../src/resolvers/node.js';
import { INVALID_PARAMS_JSON_MESSAGE, TOO_DEEP_MESSAGE } from '../src/requestGuards.js';
import { CSRF_HEADER } from '../src/security.js';
import { stableKey } from '../src/stableKey.js';
import { PARAMS_TOO_LONG_MESSAGE } from '../src/upstream/client.js';
import { startGateway, type Gateway } from './helpers.js';

let gw: Gateway;
let prod: Gateway;
beforeAll(async () => {
  gw = await startGateway();
  prod = await startGateway({ production: true });
});
afterAll(async () => {
  await gw?.close();
  await prod?.close();
});

interface Answer {
  status: number;
  body: { data?: unknown; errors?: { message: string; extensions?: Record<string, unknown> }[] };
  text: string;
}

async function answer(res: Response): Promise<Answer> {
  const text = await res.text();
  return { status: res.status, body: JSON.parse(text) as Answer['body'], text };
}

const getGraphql = (g: Gateway, qs: string) =>
  fetch(`${g.url}/graphql?${qs}`, {
    headers: { [CSRF_HEADER]: '1', accept: 'application/graphql-response+json' },
  }).then(answer);
const postGraphql = (g: Gateway, body: unknown) =>
  fetch(`${g.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json' },
    body: JSON.stringify(body),
  }).then(answer);

function expectClientError(a: Answer, message: string): void {
  expect(a.status).toBe(400);
  expect(a.body.errors?.[0]?.message).toBe(message);
  expect(a.text).not.toMatch(/stack|originalError|at \w+ \(/);
}

describe('hostile GraphQL requests', () => {
  it('a GET whose variables or extensions are not JSON is a 400, in development and production', async () => {
    for (const g of [gw, prod]) {
      expectClientError(await getGraphql(g, 'query=%7B__typename%7D&variables=%7B'), INVALID_PARAMS_JSON_MESSAGE);
      expectClientError(await getGraphql(g, 'documentId=x&extensions=%7B'), INVALID_PARAMS_JSON_MESSAGE);
    }
  });

  it('"__proto__" and "constructor" are unknown persisted operations, not members of Object.prototype', async () => {
    for (const g of [gw, prod])
      for (const documentId of ['__proto__', 'constructor', 'toString', 'hasOwnProperty']) {
        const a = await postGraphql(g, { documentId });
        expectClientError(a, 'Unknown persisted operation.');
      }
  });

  it('a list literal nested 3,000 deep is a syntax error, not a stack overflow', async () => {
    const query = `{ __typename(a: ${'['.repeat(3000)}${']'.repeat(3000)}) }`;
    expectClientError(await postGraphql(gw, { query }), TOO_DEEP_MESSAGE);
  });

  it('a 100,000-character argument is refused before it reaches the api (no 431, no internal path)', async () => {
    const code = 'x'.repeat(100_000);
    const a = await postGraphql(gw, {
      query: `{ productListing(scope: { kind: CATEGORY, code: "${code}" }) { __typename } }`,
    });
    const error = a.body.errors?.[0];
    expect(error?.message).toBe(PARAMS_TOO_LONG_MESSAGE);
    expect(error?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(a.text).not.toMatch(/\/basic\/|\/v1\/|431/);
  });

  it('the cost limit counts pages given by variables and by schema defaults, as it counts literals', async () => {
    const nested = (first: string) =>
      `query${first === '$n' ? '($n: Int)' : ''} { productListing(scope: { kind: CATEGORY, code: "DRESSES" }) {
        products(first: ${first}) {
          edges { node { id title similarItems(first: ${first}) { id title brand { name } } } }
        }
      } }`;
    const literal = await postGraphql(gw, { query: nested('100') });
    expect(literal.body.errors?.[0]?.message).toMatch(/^Query Cost limit of 50000 exceeded, found \d+\.$/);
    const variable = await postGraphql(gw, { query: nested('$n'), variables: { n: 100 } });
    expect(variable.body.data ?? null).toBeNull();
    expect(variable.body.errors?.[0]?.message).toBe(literal.body.errors?.[0]?.message);
    expect(variable.text.length).toBeLessThan(1000);
    // The same document with a small page runs.
    const small = await postGraphql(gw, { query: nested('$n'), variables: { n: 2 } });
    expect(small.body.errors).toBeUndefined();
  });

  it('operationCost reads literals, variables and argument defaults alike', () => {
    const schema = buildSchema();
    const cost = (q: string, v?: Record<string, unknown>) => operationCost(schema, parse(q), undefined, v);
    const viaDefault = cost('{ product(productId: 1) { similarItems { id } } }'); // similarItems(first: Int = 12)
    expect(cost('{ product(productId: 1) { similarItems(first: 12) { id } } }')).toBe(viaDefault);
    expect(cost('query($n: Int) { product(productId: 1) { similarItems(first: $n) { id } } }', { n: 12 })).toBe(
      viaDefault,
    );
    expect(cost('{ product(productId: 1) { similarItems(first: 1) { id } } }')).toBeLessThan(viaDefault);
  });

  it('nodes(ids:) takes at most 100 ids', async () => {
    const ids = (n: number) => Array.from({ length: n }, (_, i) => `id-${i}`);
    const query = 'query($ids: [ID!]!) { nodes(ids: $ids) { id } }';
    const ok = await postGraphql(gw, { query, variables: { ids: ids(MAX_NODE_IDS) } });
    expect(ok.body.errors).toBeUndefined();
    expect(ok.body.data).toEqual({ nodes: Array(MAX_NODE_IDS).fill(null) });
    const tooMany = await postGraphql(gw, { query, variables: { ids: ids(2000) } });
    expect(tooMany.body.errors?.[0]?.message).toBe('`ids` must hold at most 100 ids.');
    expect(tooMany.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it("a NUL character in an argument is the api's 40001, not an internal error", async () => {
    const a = await postGraphql(gw, {
      query: '{ productListing(scope: { kind: CATEGORY, code: "\\u0000" }) { __typename } }',
    });
    const error = a.body.errors?.[0];
    expect(error?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(error?.message).toMatch(/must not contain a NUL character/);
  });
});

describe('variables outside the input bounds (issue 29)', () => {
  const nested = (levels: number) => '['.repeat(levels) + ']'.repeat(levels);
  const listing = 'query($c: String) { productListing(scope: { kind: CATEGORY, code: $c }) { __typename } }';
  const raw = (g: Gateway, body: string) =>
    fetch(`${g.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json' },
      body,
    }).then(answer);

  function expectBadVariable(a: Answer, variable: string, message: string | RegExp): void {
    expect(a.status).toBe(400);
    const error = a.body.errors?.[0];
    expect(error?.extensions).toEqual({ code: 'BAD_USER_INPUT', variable });
    expect(error?.message).toMatch(message);
    expect(a.text).not.toMatch(/stack|Maximum call stack|at \w+ \(/);
  }

  it('2,500 nested arrays in any variable: BAD_USER_INPUT naming it, not a stack overflow (500)', async () => {
    const body = `{"query":${JSON.stringify(listing)},"variables":{"c":"DRESSES","x":${nested(2500)}}}`;
    expectBadVariable(
      await raw(gw, body),
      'x',
      /^Variable "\$x" at "0(\.0)+": must not nest more than 16 levels deep\.$/,
    );
    // within the bound, the same request runs
    const ok = await raw(gw, `{"query":${JSON.stringify(listing)},"variables":{"c":"DRESSES","x":${nested(16)}}}`);
    expect(ok.body.errors).toBeUndefined();
  });

  it('in production, on a persisted query, the same answer (it reached the response cache first)', async () => {
    const id = queryIdsByName(persistedStore(DEFAULT_PERSISTED_QUERIES, { production: true })()).get(
      'BrandsScreenQuery',
    );
    expect(id).toBeDefined();
    const body = `{"documentId":"${id}","variables":{"x":${nested(2500)}}}`;
    expectBadVariable(await raw(prod, body), 'x', /^Variable "\$x" at "0(\.0)+": must not nest more than 16 levels/);
    const ok = await raw(prod, `{"documentId":"${id}","variables":{}}`);
    expect(ok.body.errors).toBeUndefined();
  });

  it('a NUL, a lone surrogate, too many values: BAD_USER_INPUT naming the variable and the place', async () => {
    const query = 'query($input: AssistantReplyInput, $c: String) { __typename }';
    expectBadVariable(
      await postGraphql(gw, { query, variables: { c: 'a\u0000b' } }),
      'c',
      'Variable "$c": must not contain a NUL character.',
    );
    expectBadVariable(
      await postGraphql(gw, { query, variables: { input: { messages: [{ value: '\ud800 hi' }] } } }),
      'input',
      'Variable "$input" at "messages.0.value": must be well-formed Unicode (it holds a lone surrogate).',
    );
    const many = { c: Array.from({ length: INPUT_BOUNDS.maxValues }, () => 0) };
    expectBadVariable(await postGraphql(gw, { query, variables: many }), 'c', /^Variable "\$c": too many values/);
  });

  it('stableKey writes what sorted-key JSON.stringify writes, without recursion', () => {
    const sortedJson = (v: unknown) =>
      JSON.stringify(v, (_k, x: unknown) =>
        x && typeof x === 'object' && !Array.isArray(x)
          ? Object.fromEntries(Object.entries(x).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
          : x,
      );
    fc.assert(
      fc.property(fc.jsonValue(), fc.anything({ withDate: true, withNullPrototype: true }), (json, anything) => {
        expect(stableKey(json)).toBe(sortedJson(json));
        expect(stableKey({ a: anything, b: [anything] })).toBe(sortedJson({ a: anything, b: [anything] }));
      }),
      { numRuns: 300 },
    );
    expect(stableKey({ b: 1, a: undefined, c: [undefined, () => 1] })).toBe('{"b":1,"c":[null,null]}');
    let deep: unknown = 1;
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(stableKey(deep)).toBe(`${'['.repeat(100_000)}1${']'.repeat(100_000)}`);
  });
});

describe('a brand listing past the ids’ range (int4)', () => {
  it('productListing(scope: { kind: BRAND, code: "2147483648" }) is BAD_USER_INPUT naming scope.code', async () => {
    const q = (code: string) => `{ productListing(scope: { kind: BRAND, code: "${code}" }) { header { title } } }`;
    for (const code of ['2147483648', '9'.repeat(30)]) {
      const a = await postGraphql(gw, { query: q(code) });
      expect(a.body.errors?.[0]?.extensions).toEqual({ code: 'BAD_USER_INPUT', field: 'scope.code' });
      expect(a.body.errors?.[0]?.message).toBe(
        '`scope.code` of a BRAND listing is a brand number from 1 to 2147483647.',
      );
    }
    // in range but no brand, or no number at all: no listing, as before
    for (const code of ['2147483647', 'abc'])
      expect((await postGraphql(gw, { query: q(code) })).body, code).toEqual({ data: { productListing: null } });
  });
});

describe('upstream failure text', () => {
  it('reaches a developer, but production clients get the generic sentence', async () => {
    // An "api" that answers every call with an HTML page: not an envelope (60001 in the gateway).
    const html = createServer((_req, res) => res.writeHead(404, { 'content-type': 'text/html' }).end('<h1>nope</h1>'));
    await new Promise<void>((r) => html.listen(0, '127.0.0.1', r));
    const upstreamUrl = `http://127.0.0.1:${(html.address() as AddressInfo).port}`;
    const text = 'query HostileSettingsQuery { appSettings { toteUpperLimit } }';
    const persistedQueriesFile = join(mkdtempSync(join(tmpdir(), 'tote-hostile-')), 'persisted.json');
    writeFileSync(persistedQueriesFile, JSON.stringify({ 'hostile-settings': text }));
    const dev = await startGateway({ upstreamUrl });
    const production = await startGateway({ upstreamUrl, production: true, persistedQueriesFile });
    try {
      const seen = await postGraphql(dev, { query: text });
      expect(seen.body.errors?.[0]?.message).toBe('Unexpected response from the product API (HTTP 404)');
      const hidden = await postGraphql(production, { documentId: 'hostile-settings' });
      expect(hidden.body.errors?.[0]?.message).toBe(SERVER_ERROR_MESSAGE);
      expect(hidden.body.errors?.[0]?.extensions?.content).toBe(SERVER_ERROR_MESSAGE);
      expect(hidden.text).not.toMatch(/Unexpected response|HTTP 404/);
    } finally {
      await dev.close();
      await production.close();
      await new Promise<void>((r) => html.close(() => r()));
    }
  });
});
