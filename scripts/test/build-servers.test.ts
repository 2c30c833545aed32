/**
 * The compiled servers `npm start` runs: built by esbuild, they start with plain node (no TypeScript loader),
 * find the files they read next to their sources (the GraphQL schema, the database), and answer.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { buildServer, needsServerBuild, serverEntry, SERVERS } from '../src/build-servers.ts';
import { freePort } from '../src/ports.ts';
import { waitForHttp } from '../src/wait.ts';

const children: ChildProcess[] = [];
afterAll(() => children.forEach((child) => child.kill('SIGTERM')));

function start(entry: string, env: Record<string, string>): ChildProcess {
  const child = spawn(process.execPath, [entry], { env: { ...process.env, ...env }, stdio: 'ignore' });
  children.push(child);
  return child;
}

describe('compiled servers', () => {
  it('build, count as fresh once built, and start with plain node', { timeout: 240_000 }, async () => {
    for (const server of SERVERS) {
      await buildServer(server);
      expect(await needsServerBuild(server)).toBe(false);
      // One byte a character in V8's heap (latin1-source.ts).
      expect(readFileSync(serverEntry(server), 'utf8')).not.toMatch(/[^\0-\xff]/u);
    }
    const [apiPort, port] = [await freePort(), await freePort()];
    const api = start(serverEntry('api'), {
      API_PORT: String(apiPort),
      PGLITE_DIR: 'memory://',
      SEED_PRODUCTS: '40',
      DATABASE_URL: '',
      NODE_ENV: 'test',
    });
    await waitForHttp(`http://127.0.0.1:${apiPort}/v1/app/dynamic`, { timeoutMs: 180_000, what: 'the compiled api' });
    start(serverEntry('gateway'), { PORT: String(port), UPSTREAM_URL: `http://127.0.0.1:${apiPort}`, NODE_ENV: '' });
    await waitForHttp(`http://127.0.0.1:${port}/readyz`, { timeoutMs: 60_000, what: 'the compiled gateway' });

    const res = await fetch(`http://127.0.0.1:${port}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ productListing(scope: { kind: ALL }) { products(first: 3) { totalCount } } }' }),
    });
    const body = (await res.json()) as { data?: { productListing: { products: { totalCount: number } } } };
    expect(body.data?.productListing.products.totalCount).toBe(40);
    expect(api.exitCode).toBeNull();
  });
});
