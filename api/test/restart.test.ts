/**
 * The api started again on its PGlite data directory after kill -9 (main.ts), as the supervisor does: a database
 * that is up to date and seeded costs no migration and no seeding before the api listens, the start-up log says
 * how long each step took, and every write answered before the kill is there.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../src/seed/accounts.js';
import { seededDataDir } from './data-dir.js';

const dir = mkdtempSync(path.join(tmpdir(), 'tote-restart-'));
const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

interface Listening {
  child: ChildProcess;
  url: string;
  /** The log record of the `api listening` line. */
  record: { migrations: string[]; seeded: boolean; startup: Record<string, number>; total: number };
}

/** Runs main.ts on `dir` until it logs that it listens. */
function startApi(): Promise<Listening> {
  const env: NodeJS.ProcessEnv = { ...process.env, PGLITE_DIR: dir, API_PORT: '0', LOG_LEVEL: 'info' };
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: path.resolve(import.meta.dirname, '..'),
    env,
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    let log = '';
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (log += chunk));
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      log += chunk;
      const line = log.split('\n').find((l) => l.includes('"api listening on '));
      if (!line) return;
      const record = JSON.parse(line) as Listening['record'] & { msg: string };
      resolve({ child, url: /api listening on (http:\/\/\S+)/.exec(record.msg)![1]!.replace(/\/$/, ''), record });
    });
    child.once('exit', (code) => reject(new Error(`the api exited (${code}) before listening:\n${log}`)));
  });
}

async function call<T>(url: string, p: string, body?: unknown, token?: string): Promise<{ code: number; data: T }> {
  const res = await fetch(`${url}/v1${p}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await res.json()) as { code: number; data: T };
}

describe('the api started again after kill -9', () => {
  it('migrates and seeds nothing before it listens, says what its start took, and lost no answered write', async () => {
    const products = await seededDataDir(dir);
    const first = await startApi();
    expect(first.record.migrations).toEqual([]);
    expect(first.record.seeded).toBe(false);
    expect(Object.keys(first.record.startup)).toEqual(['load', 'database', 'routes', 'migrations', 'seed', 'listen']);
    const login = await call<{ token: string }>(first.url, '/user/login', {
      email: 'member@tote.test',
      password: DEMO_PASSWORD,
    });
    const token = login.data.token;
    const added = products.slice(0, 5);
    for (const shopProductId of added)
      expect((await call(first.url, '/wishlist/add', { shopProductId }, token)).code).toBe(0);

    const killed = new Promise((r) => first.child.once('exit', r));
    first.child.kill('SIGKILL');
    await killed;

    const second = await startApi();
    expect(second.record.migrations).toEqual([]);
    expect(second.record.seeded).toBe(false);
    const list = await call<{ list: { shopProductId: number }[] }>(
      second.url,
      '/wishlist/list?pageIndex=1&pageSize=50',
      undefined,
      token,
    );
    expect(list.code).toBe(0);
    const kept = new Set(list.data.list.map((p) => p.shopProductId));
    expect(added.filter((id) => !kept.has(id))).toEqual([]);
    const stopped = new Promise<number | null>((r) => second.child.once('exit', r));
    second.child.kill('SIGTERM');
    expect(await stopped).toBe(0);
  }, 120_000);
});
