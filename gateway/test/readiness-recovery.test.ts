/**
 * The gateway over an api that goes away and comes back on the same address (as the supervisor restarts it):
 * it keeps answering, /readyz says 503 while the api is away and 200 again as soon as it listens.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { gql, startGateway } from './helpers.js';
import { switchableApi } from './switchable-api.js';

async function until(probe: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await probe())) {
    if (Date.now() > deadline) throw new Error(`not within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0)) await c();
});

const READ = '{ appSettings { toteUpperLimit } }';
/** A read the gateway has not answered before (one it has may come from its cache: stale-if-error.test.ts). */
const UNSEEN = '{ brands(first: 2) { totalCount } }';

describe('an api that goes away and comes back', () => {
  it('the gateway keeps answering, is not ready while it is away and ready again as soon as it is back', async () => {
    const api = await switchableApi();
    cleanups.push(api.down);
    const gw = await startGateway({ upstreamUrl: api.url });
    cleanups.unshift(gw.close);
    const readyz = async () => (await fetch(`${gw.url}/readyz`)).status;
    expect(await readyz()).toBe(200);
    expect((await gql(gw.url, READ)).data).toBeTruthy();

    await api.down();
    expect((await fetch(`${gw.url}/healthz`)).status).toBe(200);
    expect(await readyz()).toBe(503);
    const whileDown = await gql(gw.url, UNSEEN);
    expect(whileDown.errors?.[0]?.message).toMatch(/network/i);

    await api.up();
    // No interval to wait out and no broken connection kept: the first probe after the api is back says ready.
    expect(await readyz()).toBe(200);
    await until(async () => Boolean((await gql(gw.url, READ)).data), 2_000);
  });
});
