/**
 * The caches across an api restart (issue 29): when the change feed comes back and the api confirms that no change
 * of the catalog committed while it was away, what was fresh is served from the cache again at once; after a
 * change, nothing from before is. On an api of its own (no other test changes its catalog meanwhile).
 */
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi, dbFromPglite, migrateToLatest, openPglite, type Db } from '@tote/api/testing';
import { ask, BRANDS_PROBE, startCachingGateway, until, type Answer } from './cache-helpers.js';
import type { Gateway } from './helpers.js';
import { switchableApi, type SwitchableApi } from './switchable-api.js';

let pglite: Awaited<ReturnType<typeof openPglite>>;
let db: Db;
let api: FastifyInstance;
let proxy: SwitchableApi;
let gw: Gateway;

beforeAll(async () => {
  pglite = await openPglite('memory://');
  db = dbFromPglite(pglite);
  await migrateToLatest(db);
  api = await createApi({ db, pauseSweepMs: 0, env: { NODE_ENV: 'test' } });
  await api.listen({ port: 0, host: '127.0.0.1' });
  proxy = await switchableApi(`http://127.0.0.1:${(api.server.address() as AddressInfo).port}`);
  gw = await startCachingGateway({ upstreamUrl: proxy.url });
}, 90_000);

afterAll(async () => {
  await gw?.close();
  await proxy?.down();
  await api?.close();
  await db?.destroy();
});

const probe = () => ask(gw.url, BRANDS_PROBE);

/** Takes the api away until the gateway answers from what it kept, runs `meanwhile`, brings it back. */
async function restart(meanwhile: () => Promise<void> = async () => {}): Promise<void> {
  await proxy.down();
  await until(probe, (r) => r.cache === 'stale');
  await meanwhile();
  await proxy.up();
}

/** The first answer once the cache is consulted again (the feed is back). */
const firstLive = (): Promise<Answer> => until(probe, (r) => r.cache === 'hit' || r.cache === 'miss');

describe('an api restart', { timeout: 60_000 }, () => {
  it('with nothing changed meanwhile: what was fresh is served from the cache again', async () => {
    await until(probe, (r) => r.cache === 'hit');
    // A statement that changes no row is no change (api/test/catalog-events.test.ts has the log's rules).
    await restart(async () => {
      await db
        .updateTable('products')
        .set((eb) => ({ title: eb.ref('title') }))
        .where('id', '=', -1)
        .execute();
    });
    expect((await firstLive()).cache).toBe('hit');
  });

  it('with a change of the catalog committed meanwhile: computed anew', async () => {
    await until(probe, (r) => r.cache === 'hit');
    // What a statement that changed products or skus leaves in the api's change log (migration 027).
    await restart(async () => {
      await pglite.query('insert into catalog_change_log default values');
    });
    expect((await firstLive()).cache).toBe('miss');
    expect((await probe()).cache).toBe('hit');
  });
});
