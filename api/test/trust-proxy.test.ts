/** TRUST_PROXY: whose X-Forwarded-For the api believes (the client address its per-address limits count). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi } from '../src/server.js';
import { openTestDb } from './db.js';
import type { Db } from '../src/platform/db/schema.js';

let db: Db;
beforeAll(async () => {
  db = await openTestDb();
});
afterAll(async () => {
  await db.destroy();
});

async function clientIp(trustProxy: string | undefined, remoteAddress: string): Promise<string> {
  const app = await createApi({ db, env: { TRUST_PROXY: trustProxy } });
  app.get('/ip', (req) => ({ ip: req.ip }));
  try {
    const res = await app.inject({ url: '/ip', remoteAddress, headers: { 'x-forwarded-for': '203.0.113.9' } });
    return (res.json() as { ip: string }).ip;
  } finally {
    await app.close();
  }
}

describe('TRUST_PROXY', () => {
  it('unset: believes a gateway on a private network, not a public address', async () => {
    expect(await clientIp(undefined, '127.0.0.1')).toBe('203.0.113.9');
    expect(await clientIp(undefined, '198.51.100.7')).toBe('198.51.100.7');
  });

  it('takes the gateway\'s "1" and "0" (npm start gives both the same environment) as true and false', async () => {
    expect(await clientIp('1', '198.51.100.7')).toBe('203.0.113.9');
    expect(await clientIp('true', '198.51.100.7')).toBe('203.0.113.9');
    expect(await clientIp('0', '127.0.0.1')).toBe('127.0.0.1');
    expect(await clientIp('false', '127.0.0.1')).toBe('127.0.0.1');
  });
});
