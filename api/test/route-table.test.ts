/**
 * The /v1 route table (contract/src/v1) and the api agree both ways: every entry is registered with its methods,
 * and every /v1 route the api registers — envelopes, streams, pages — has an entry. The types make a group without a
 * handler for each of its entries a compile error (checked below by `tsc`, not at run time).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { endpoint, v1Path, V1 } from '@tote/contract/v1/endpoint';
import { V1_ENTRIES } from '@tote/contract/v1/index';
import { implement } from '../src/platform/http/implement.js';
import { allRoutes, registeredParams } from '../src/platform/http/route.js';
import { openTestApi, type TestApi } from './db.js';

let t: TestApi;
beforeAll(async () => {
  t = await openTestApi();
}, 120_000);
afterAll(() => t.close());

/** Registered only with Stripe configured (payments/providers.ts), which tests run without. */
const CONDITIONAL = new Set(['billingWebhookV1.webhook']);

const v1Routes = () => new Map(allRoutes(t.app).filter(([url]) => url.startsWith(`${V1}/`)));

describe('the /v1 route table', () => {
  it('has every entry registered, with its methods', () => {
    const routes = v1Routes();
    const missing = V1_ENTRIES.filter(({ name, entry }) => {
      if (CONDITIONAL.has(name)) return false;
      const methods = routes.get(v1Path(entry));
      return !methods || !entry.methods.every((m) => methods.includes(m));
    }).map((e) => `${e.name} ${e.entry.methods.join(',')} ${v1Path(e.entry)}`);
    expect(missing).toEqual([]);
    expect(V1_ENTRIES.length).toBeGreaterThan(170);
  });

  it('has an entry for every /v1 route the api registers, with the same methods', () => {
    const byPath = new Map(V1_ENTRIES.map((e) => [v1Path(e.entry), e.entry]));
    const unlisted = [...v1Routes()]
      .filter(([url, methods]) => {
        const entry = byPath.get(url);
        return !entry || [...methods].sort().join() !== [...entry.methods].sort().join();
      })
      .map(([url, methods]) => `${methods.join(',')} ${url}`);
    expect(unlisted).toEqual([]);
  });

  it('names each path once', () => {
    const paths = V1_ENTRIES.map((e) => e.entry.path);
    expect(paths.filter((p, i) => paths.indexOf(p) !== i)).toEqual([]);
  });

  it('validates envelope and stream parameters with the entry’s own schema', () => {
    const params = new Map(registeredParams(t.app));
    const other = V1_ENTRIES.filter(({ entry }) => entry.kind !== 'page' && params.get(v1Path(entry)) !== entry.params);
    expect(other.map((e) => e.name)).toEqual([]);
  });
});

/** Never called: `tsc` (npm run typecheck) checks the expected errors. */
export function typeChecks(app: FastifyInstance): void {
  const group = {
    one: endpoint<{ n: number }>()({ path: '/one', methods: ['GET'], access: 'public', params: z.object({}) }),
    two: endpoint<{ s: string }>()({ path: '/two', methods: ['POST'], access: 'shopper', params: z.object({}) }),
  };
  // @ts-expect-error: `two` has no handler
  implement(app, group, { one: () => ({ n: 1 }) });
  // @ts-expect-error: `one` answers a string where its entry says a number
  implement(app, group, { one: () => ({ n: 'x' }), two: () => ({ s: 'x' }) });
  // @ts-expect-error: `three` is no entry of the group
  implement(app, group, { one: () => ({ n: 1 }), two: async () => ({ s: 'x' }), three: () => null });
  // @ts-expect-error: a public entry's handler is not given the session
  implement(app, group, { one: (_p, ctx) => ({ n: ctx.authToken ? 1 : 0 }), two: () => ({ s: 'x' }) });
  implement(app, group, { one: () => ({ n: 1 }), two: async (_p, ctx) => ({ s: ctx.authToken ?? '' }) });
}
