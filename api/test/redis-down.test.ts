/**
 * An api whose Redis (REDIS_URL) is unreachable keeps serving (auth/limits.ts, redis.ts): the rate limits
 * are skipped rather than failing requests, the PostgreSQL lockout still holds, and a back-office switch
 * still changes this instance. (Redis shared by two instances: scripts/test/multi-instance.test.ts.)
 */
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApi, type TestApi } from './db.js';
import { data } from './http.js';
import { call, signUp, uniqueEmail } from './accounts-helpers.js';

/** A local port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('redis unreachable', () => {
  let t: TestApi;
  beforeAll(async () => {
    const env = { REDIS_URL: `redis://127.0.0.1:${await closedPort()}` };
    // The default limits: 10 logins per email, 1 code per 30 s per address.
    t = await openTestApi({ env, pauseSweepMs: 0 });
  });
  afterAll(() => t.close());

  it('rate limits are skipped, not failed: more wrong logins than the limit are each answered', async () => {
    const email = uniqueEmail('noredis');
    for (let i = 0; i < 12; i++)
      expect((await call(t.app, '/v1/user/login', { email, password: 'whatever-pw' })).body.code).toBe(20008);
  });

  it('the lockout (in PostgreSQL) still locks after 5 wrong passwords', async () => {
    const s = await signUp(t.app);
    const codes: number[] = [];
    for (let i = 0; i < 5; i++)
      codes.push((await call(t.app, '/v1/user/login', { email: s.user.email, password: 'wrong-pw-1' })).body.code);
    expect(codes).toEqual([20011, 20011, 20011, 20011, 20021]); // wrong password ×4, then locked
  });

  it('a back-office switch changes this instance', async () => {
    expect(data(await call(t.app, '/v1/admin/waitlist/switch', { on: true }))).toEqual({ on: true });
    expect(data(await call<{ on: boolean }>(t.app, '/v1/waitlist/status', {})).on).toBe(true);
  });
});
