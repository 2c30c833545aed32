/**
 * SIGTERM under load (main.ts): the api stops accepting connections, answers the requests it holds, closes its
 * database and exits 0 — every write it answered is committed. Runs the real entry point as a process on PGlite
 * in a data directory of its own (the seeded test database), which the test reopens afterwards.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { dbFromPglite, openPglite } from '../src/platform/db/index.js';
import { DEMO_PASSWORD } from '../src/seed/accounts.js';
import { seededDataDir } from './data-dir.js';

const dir = mkdtempSync(path.join(tmpdir(), 'tote-shutdown-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

type Outcome = { status: number; code?: number; token?: string } | { error: string };

/** A POST on a connection of its own (no keep-alive), so a request made after the close meets a closed port. */
function post(port: number, urlPath: string, body: unknown, token?: string): Promise<Outcome> {
  return new Promise((resolve) => {
    const payload = JSON.stringify(body);
    const headers: http.OutgoingHttpHeaders = { 'content-type': 'application/json', connection: 'close' };
    if (token) headers.authorization = `Bearer ${token}`;
    const req = http.request(
      { host: '127.0.0.1', port, path: urlPath, method: 'POST', headers, agent: false },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (text += c));
        res.on('end', () => {
          const parsed = (() => {
            try {
              return JSON.parse(text) as { code?: number; data?: { token?: string } };
            } catch {
              return {};
            }
          })();
          resolve({
            status: res.statusCode ?? 0,
            code: parsed.code,
            ...(parsed.data?.token ? { token: parsed.data.token } : {}),
          });
        });
        res.on('error', (e: NodeJS.ErrnoException) => resolve({ error: e.code ?? e.message }));
      },
    );
    req.on('error', (e: NodeJS.ErrnoException) => resolve({ error: e.code ?? e.message }));
    req.end(payload);
  });
}

describe('the api on SIGTERM', () => {
  it('drains in-flight writes, commits every answered one, refuses new connections and exits 0', async () => {
    const productIds = await seededDataDir(dir);
    const env: NodeJS.ProcessEnv = { ...process.env, PGLITE_DIR: dir, API_PORT: '0', LOG_LEVEL: 'info' };
    delete env.DATABASE_URL;
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: path.resolve(import.meta.dirname, '..'),
      env,
    });
    const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
    let log = '';
    const port = await new Promise<number>((resolve, reject) => {
      child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
        log += chunk;
        const m = /api listening on http:\/\/[^:]+:(\d+)/.exec(log);
        if (m) resolve(Number(m[1]));
      });
      child.stderr.setEncoding('utf8').on('data', (chunk: string) => (log += chunk));
      void exited.then(() => reject(new Error(`the api exited before listening:\n${log}`)));
    });

    const login = await post(port, '/v1/user/login', { email: 'member@tote.test', password: DEMO_PASSWORD });
    const token = 'token' in login ? login.token : undefined;
    expect(token).toBeTruthy();

    // Eight clients add products to the wishlist one after another; SIGTERM goes out after the 20th answer.
    const answered: number[] = [];
    const outcomes: Outcome[] = [];
    let next = 0;
    let signalled = false;
    const client = async (): Promise<void> => {
      for (;;) {
        const id = productIds[next++];
        if (id === undefined) return;
        const outcome = await post(port, '/v1/wishlist/add', { shopProductId: id }, token);
        outcomes.push(outcome);
        if ('status' in outcome && outcome.status === 200 && outcome.code === 0) answered.push(id);
        if (!signalled && answered.length >= 20) {
          signalled = true;
          child.kill('SIGTERM');
        }
        if ('error' in outcome && outcome.error === 'ECONNREFUSED') return; // the port is closed from now on
      }
    };
    await Promise.all(Array.from({ length: 8 }, client));
    expect(await exited).toBe(0);

    // Each request was answered, or (caught while closing) answered 503, or its connection was accepted but
    // closed before its request arrived (Node closes idle connections on close: nothing was done), or refused.
    const unexpected = outcomes.filter((o) =>
      'error' in o
        ? !['ECONNREFUSED', 'ECONNRESET'].includes(o.error)
        : !(o.status === 200 && o.code === 0) && o.status !== 503,
    );
    expect(unexpected).toEqual([]);
    expect(outcomes.filter((o) => 'error' in o && o.error === 'ECONNREFUSED').length).toBeGreaterThan(0);
    expect(await post(port, '/v1/wishlist/add', { shopProductId: productIds[0] }, token)).toEqual({
      error: 'ECONNREFUSED',
    });
    const db = dbFromPglite(await openPglite(dir));
    try {
      const { rows } = await sql<{ product_id: number }>`
        select w.product_id from wishlist_products w join users u on u.id = w.user_id
         where u.email = 'member@tote.test'`.execute(db);
      const stored = new Set(rows.map((r) => r.product_id));
      expect(answered.filter((id) => !stored.has(id))).toEqual([]);
    } finally {
      await db.destroy();
    }
  }, 90_000);
});
