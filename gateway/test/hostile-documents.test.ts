/**
 * Documents whose validation would cost more than they say (issue 29): a fragment spread twice by the next one
 * doubles what it stands for at each level. Refused in milliseconds with a GraphQL error, while the gateway keeps
 * answering; the cost check is linear and gives the figures it gave before.
 */
import { readFileSync } from 'node:fs';
import { GraphQLError, parse } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operationCost } from '../src/cost.js';
import {
  Deadline,
  expandedFieldCount,
  TOO_COMPLEX_CODE,
  VALIDATION_ABORTED_MESSAGE,
  VALIDATION_TIMEOUT_MESSAGE,
} from '../src/documentLimits.js';
import { DEFAULT_PERSISTED_QUERIES } from '../src/persisted.js';
import { buildSchema } from '../src/schema.js';
import { ARMOR_LIMITS } from '../src/security.js';
import { gql, startGateway, type Gateway } from './helpers.js';

let gw: Gateway;
beforeAll(async () => {
  gw = await startGateway();
});
afterAll(() => gw?.close());

const schema = buildSchema();

/** `levels` fragments, each spreading the one before twice: 2^levels copies of F0's fields. */
function fragmentBomb(levels: number, f0 = '__typename'): string {
  let doc = `query Bomb { ...F${levels} }\nfragment F0 on Query { ${f0} }\n`;
  for (let i = 1; i <= levels; i++) doc += `fragment F${i} on Query { ...F${i - 1} ...F${i - 1} }\n`;
  return doc;
}

describe('a fragment bomb', () => {
  it('of 26 and 40 levels (1–2 KB) is refused within a second, and /healthz answers meanwhile', async () => {
    for (const levels of [26, 40]) {
      const started = performance.now();
      const [r, health] = await Promise.all([
        gql(gw.url, fragmentBomb(levels)),
        new Promise((resolve) => setTimeout(resolve, 5)).then(() => fetch(`${gw.url}/healthz`)),
      ]);
      const ms = performance.now() - started;
      expect(r.data ?? null).toBeNull();
      expect(r.errors?.[0]?.extensions?.code).toBe(TOO_COMPLEX_CODE);
      expect(r.errors?.[0]?.message).toBe(
        `The document expands to ${2 ** levels} fields with its fragments written out; the limit is 3000.`,
      );
      expect(health.status).toBe(200);
      expect(ms, `${levels} levels`).toBeLessThan(1000);
    }
  });

  it('within the limit runs as before (2^11 fields)', async () => {
    const r = await gql(gw.url, fragmentBomb(11));
    expect(r.errors).toBeUndefined();
    expect(r.data).toEqual({ __typename: 'Query' });
  });

  it("graphql-js's own metering ('Validation aborted.') is said plainly", async () => {
    const r = await gql(gw.url, `{ ${Array(740).fill('appSettings { toteUpperLimit }').join(' ')} }`);
    expect(r.errors?.[0]?.message).toBe(VALIDATION_ABORTED_MESSAGE);
    expect(r.errors?.[0]?.extensions?.code).toBe(TOO_COMPLEX_CODE);
  });
});

describe('expandedFieldCount', () => {
  it('counts the fields with fragments written out, each fragment once (linear time)', () => {
    expect(expandedFieldCount(parse('{ a { b c } ... on Query { d } }'))).toBe(4);
    expect(expandedFieldCount(parse(fragmentBomb(3, 'x y')))).toBe(16);
    const started = performance.now();
    expect(expandedFieldCount(parse(fragmentBomb(1100)))).toBe(Infinity); // 2^1100 overflows: refused all the same
    expect(performance.now() - started).toBeLessThan(200);
    // a cycle (validation refuses it) and an unknown fragment count nothing
    expect(
      expandedFieldCount(parse('{ ...A } fragment A on Query { a ...B } fragment B on Query { b ...A ...Z }')),
    ).toBe(2);
  });

  it("holds every persisted query of the web well within the limit (today's most: 261)", () => {
    const queries = JSON.parse(readFileSync(DEFAULT_PERSISTED_QUERIES, 'utf8')) as Record<string, string>;
    const most = Math.max(...Object.values(queries).map((q) => expandedFieldCount(parse(q))));
    expect(most).toBeGreaterThan(50);
    expect(most).toBeLessThan(ARMOR_LIMITS.maxExpandedFields / 4);
  });

  it('stops at its deadline with the refusal, not after the walk', () => {
    const doc = parse(`{ ${Array(2000).fill('__typename').join(' ')} }`);
    let error: unknown;
    try {
      expandedFieldCount(doc, new Deadline(-1));
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(GraphQLError);
    expect((error as GraphQLError).message).toBe(VALIDATION_TIMEOUT_MESSAGE);
    expect((error as GraphQLError).extensions.code).toBe(TOO_COMPLEX_CODE);
  });
});

describe('operationCost with fragments', () => {
  const cost = (q: string, v?: Record<string, unknown>) => operationCost(schema, parse(q), undefined, v);

  it('is linear: a 40-level bomb costs 2^40 × its fragment, in milliseconds', () => {
    const started = performance.now();
    expect(cost(fragmentBomb(40))).toBe(2 ** 40);
    expect(performance.now() - started).toBeLessThan(100);
  });

  it('gives what the same document with its fragments written out gives, pages multiplying', () => {
    const card = 'id title brand { name } similarItems(first: $n) { id title }';
    const withFragments = `query($n: Int) {
      product(productId: 1) { ...Card similarItems(first: 5) { ...Card ...Card } }
    } fragment Card on Product { ${card} }`;
    const inline = `query($n: Int) {
      product(productId: 1) { ${card} similarItems(first: 5) { ${card} ${card} } }
    }`;
    for (const n of [1, 3, 12]) expect(cost(withFragments, { n })).toBe(cost(inline, { n }));
    expect(cost(withFragments, { n: 3 })).toBeGreaterThan(cost(withFragments, { n: 1 }));
  });

  it('stops at its deadline with the refusal', () => {
    const wide = parse(`{ ${Array(200).fill('__typename').join(' ')} }`);
    expect(() => operationCost(schema, wide, undefined, {}, new Deadline(-1))).toThrow(VALIDATION_TIMEOUT_MESSAGE);
  });
});
