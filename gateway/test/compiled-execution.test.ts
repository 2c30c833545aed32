/**
 * Compiled execution (src/compiledExecution.ts): queries and mutations with valid variables run compiled, and
 * what graphql-jit would answer worse — variable errors, subscriptions — keeps graphql-js's answer.
 */
import { parse } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runsCompiled } from '../src/compiledExecution.js';
import { buildSchema } from '../src/schema.js';
import { startGateway, type Gateway } from './helpers.js';

const schema = buildSchema();
const PRODUCT = 'query Q($id: Int!) { product(productId: $id) { title } }';
const ADD = 'mutation M($input: AddToToteInput!) { addToTote(input: $input) { userErrors { code } } }';
const compiled = (query: string, variableValues: Record<string, unknown>) =>
  runsCompiled({ schema, document: parse(query), variableValues });

describe('which operations run compiled', () => {
  it('queries and mutations whose variables are valid', () => {
    expect(compiled(PRODUCT, { id: 7 })).toBe(true);
    expect(compiled(ADD, { input: { saleType: 'RENT', sku: 'x' } })).toBe(true);
  });

  it('not an operation with a missing or invalid variable, nor a subscription', () => {
    expect(compiled(PRODUCT, {})).toBe(false);
    expect(compiled(PRODUCT, { id: 'x' })).toBe(false);
    expect(compiled(ADD, { input: { saleType: 'NOPE', sku: 'x' } })).toBe(false);
    expect(compiled('subscription S { __typename }', {})).toBe(false);
  });
});

describe('variable errors over HTTP', () => {
  let gw: Gateway;
  beforeAll(async () => {
    gw = await startGateway();
  }, 60_000);
  afterAll(() => gw?.close());

  const post = async (query: string, variables: object) => {
    const res = await fetch(`${gw.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query, variables }),
    });
    return { status: res.status, body: (await res.json()) as { errors?: { message: string }[] } };
  };

  it("answer 400 with graphql-js's message, which names the field at fault", async () => {
    const enumValue = await post(ADD, { input: { saleType: 'NOPE', sku: 'x' } });
    expect(enumValue.status).toBe(400);
    expect(enumValue.body.errors?.[0]?.message).toBe(
      'Variable "$input" got invalid value "NOPE" at "input.saleType"; Value "NOPE" does not exist in "SaleType" enum.',
    );
    const missing = await post(PRODUCT, {});
    expect(missing.status).toBe(400);
    expect(missing.body.errors?.[0]?.message).toBe('Variable "$id" of required type "Int!" was not provided.');
  });
});
