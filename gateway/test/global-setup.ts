/**
 * Starts the real /v1 api once for the gateway's tests: `tsx api/src/main.ts` from the repo root on
 * a free port with an in-memory PGlite database, waits until /v1/app/dynamic answers, and stops it
 * after the suite.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import net from 'node:net';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    apiUrl: string;
    /** The api's FULFILMENT_WEBHOOK_SECRET: tests sign warehouse events with it. */
    fulfilmentSecret: string;
  }
}

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const FULFILMENT_SECRET = 'gateway-test-fulfilment-secret';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

async function waitForApi(url: string, child: ChildProcess, output: () => string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the api exited with code ${child.exitCode}:\n${output()}`);
    try {
      const res = await fetch(`${url}/v1/app/dynamic`, { signal: AbortSignal.timeout(1_000) });
      const body = (await res.json()) as { code?: number };
      if (body.code === 0) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`the api did not answer within ${timeoutMs} ms:\n${output()}`);
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const port = await freePort();
  const apiUrl = `http://127.0.0.1:${port}`;
  let log = '';
  // `node --import tsx` rather than `npx tsx`: one process, so stopping it stops the api.
  const child = spawn(process.execPath, ['--import', 'tsx', 'api/src/main.ts'], {
    cwd: repoRoot,
    // FULFILMENT_STEP_MS 0: orders move only when a test advances them, or sends warehouse events (simulated mode
    // takes signed events too once FULFILMENT_WEBHOOK_SECRET is set).
    env: {
      ...process.env,
      API_PORT: String(port),
      PORT: '',
      PGLITE_DIR: 'memory://',
      // Uploaded photos in a folder of the run's own, not the repo's .data/.
      FILES_DIR: mkdtempSync(join(tmpdir(), 'tote-gateway-files-')),
      NODE_ENV: 'test',
      FULFILMENT_STEP_MS: '0',
      FULFILMENT_WEBHOOK_SECRET: FULFILMENT_SECRET,
      // The suite signs up and logs in hundreds of times: cheap password hashes (api platform/config.ts).
      PASSWORD_HASH_COST: 'test',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d: Buffer) => (log += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (log += d.toString()));
  try {
    await waitForApi(apiUrl, child, () => log.slice(-4000), 80_000);
  } catch (e) {
    child.kill('SIGKILL');
    throw e;
  }
  project.provide('apiUrl', apiUrl);
  project.provide('fulfilmentSecret', FULFILMENT_SECRET);

  return async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise<void>((r) => child.once('exit', () => r()));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
    await exited;
    clearTimeout(timer);
  };
}
