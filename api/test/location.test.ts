/**
 * The location record (SPEC §3, contract/location.ts): the offline database's answer for known public
 * addresses, the empty record for private ones, X-Forwarded-For believed only from a trusted peer (TRUST_PROXY),
 * and tracking events that carry the place of their address.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptyLocation, type LocationRecord } from '@tote/contract/location';
import { createApi } from '../src/server.js';
import { cachedLocator, type IpLocator } from '../src/platform/geo/index.js';
import { openTestDb } from './db.js';
import type { Db } from '../src/platform/db/schema.js';
import type { Env } from '../src/platform/config.js';

/** Public addresses whose country the database has had for years. */
const LONDON = '81.2.69.160';
const GOOGLE_DNS = '8.8.8.8';
const CLOUDFLARE_V6 = '2606:4700:4700::1111';

let db: Db;
beforeAll(async () => {
  db = await openTestDb();
});
afterAll(async () => {
  await db.destroy();
});

async function withApi<T>(env: Env, run: (app: Awaited<ReturnType<typeof createApi>>) => Promise<T>): Promise<T> {
  const app = await createApi({ db, env });
  try {
    return await run(app);
  } finally {
    await app.close();
  }
}

async function locationOf(remoteAddress: string, forwardedFor?: string, env: Env = {}): Promise<LocationRecord> {
  return withApi(env, async (app) => {
    const res = await app.inject({
      url: '/v1/app/location',
      remoteAddress,
      headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    });
    expect(res.statusCode).toBe(200);
    return (res.json() as { data: LocationRecord }).data;
  });
}

describe('/app/location', () => {
  it("answers a known public address's country, region, city and coordinates", async () => {
    const london = await locationOf('127.0.0.1', LONDON);
    expect(london).toMatchObject({ ip: LONDON, country: 'GB', org: null });
    expect(london.region).toEqual(expect.any(String));
    expect(london.city).toEqual(expect.any(String));
    expect(london.loc).toMatch(/^5\d\.\d{4},-?0\.\d{4}$/);
    expect(await locationOf('127.0.0.1', GOOGLE_DNS)).toMatchObject({ ip: GOOGLE_DNS, country: 'US' });
    expect((await locationOf('127.0.0.1', CLOUDFLARE_V6)).country).toEqual(expect.any(String));
  });

  it('gives private, loopback and reserved addresses the empty record', async () => {
    for (const ip of ['10.1.2.3', '192.168.0.7', '172.16.5.4', '127.0.0.1', '::1', 'fd00::1', '203.0.113.9'])
      expect(await locationOf('127.0.0.1', ip)).toEqual(emptyLocation(ip));
  });

  it('believes X-Forwarded-For only from a trusted peer (TRUST_PROXY)', async () => {
    // unset: a gateway on loopback or a private network is trusted, a public peer is not
    expect((await locationOf('10.0.0.2', LONDON)).country).toBe('GB');
    expect(await locationOf(GOOGLE_DNS, LONDON)).toMatchObject({ ip: GOOGLE_DNS, country: 'US' });
    // off: the peer's own address, however the header reads
    expect(await locationOf('127.0.0.1', LONDON, { TRUST_PROXY: '0' })).toEqual(emptyLocation('127.0.0.1'));
  });
});

describe('tracking events', () => {
  const track = (app: Awaited<ReturnType<typeof createApi>>, body: object, forwardedFor?: string) =>
    app.inject({
      method: 'POST',
      url: '/v1/context/tracking',
      remoteAddress: '127.0.0.1',
      payload: JSON.stringify(body),
      headers: { 'content-type': 'application/json', ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}) },
    });
  const stored = (session_id: string) =>
    db
      .selectFrom('tracking_events')
      .select(['ip', 'country', 'region', 'city'])
      .where('session_id', '=', session_id)
      .executeTakeFirstOrThrow();
  const session = (name: string) => `loc-${process.pid}-${Date.now()}-${name}`;

  it('carry the place of their address: the forwarded one, or the one the gateway names', async () => {
    await withApi({}, async (app) => {
      const forwarded = session('fwd');
      expect((await track(app, { event_type: 'view_page', session_id: forwarded }, LONDON)).statusCode).toBe(200);
      const row = await stored(forwarded);
      expect(row).toMatchObject({ ip: LONDON, country: 'GB' });
      expect(row.region).toEqual(expect.any(String));
      expect(row.city).toEqual(expect.any(String));

      const named = session('named');
      await track(app, { event_type: 'view_page', session_id: named, ip: GOOGLE_DNS }, LONDON);
      expect(await stored(named)).toMatchObject({ ip: GOOGLE_DNS, country: 'US' });
    });
  });

  it("keep the client's own place, and a private address's event has none", async () => {
    await withApi({}, async (app) => {
      const own = session('own');
      await track(app, { event_type: 'view_page', session_id: own, country: 'FR', city: 'Lyon' }, LONDON);
      expect(await stored(own)).toEqual({ ip: LONDON, country: 'FR', region: null, city: 'Lyon' });

      const lan = session('lan');
      await track(app, { event_type: 'view_page', session_id: lan }, '192.168.1.20');
      expect(await stored(lan)).toEqual({ ip: '192.168.1.20', country: null, region: null, city: null });
    });
  });
});

describe('cachedLocator', () => {
  it('asks once per address, never for a private one, and answers the empty record on failure', async () => {
    const asked: string[] = [];
    const errors: unknown[] = [];
    const hosted: IpLocator = {
      locate: async (ip) => {
        asked.push(ip);
        if (ip === GOOGLE_DNS) throw new Error('service down');
        return { ...emptyLocation(ip), country: 'GB' };
      },
    };
    const locator = cachedLocator(hosted, 2, (e) => errors.push(e));
    expect((await Promise.all([locator.locate(LONDON), locator.locate(LONDON)])).map((r) => r.country)).toEqual([
      'GB',
      'GB',
    ]);
    expect(await locator.locate('10.0.0.1')).toEqual(emptyLocation('10.0.0.1'));
    expect(await locator.locate(GOOGLE_DNS)).toEqual(emptyLocation(GOOGLE_DNS));
    expect(errors).toHaveLength(1);
    await locator.locate(GOOGLE_DNS); // a failure is not kept
    expect(asked).toEqual([LONDON, GOOGLE_DNS, GOOGLE_DNS]);
  });
});
