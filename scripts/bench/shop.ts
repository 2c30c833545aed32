/**
 * The shop as `npm start` runs it, for a benchmark: the production profile (persisted operations, minified build),
 * random ports, the embedded database in memory unless `DATABASE_URL` is given (migrated and seeded on first use).
 * Both servers are stopped when this process exits.
 */
import { spawn, execSync, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { repoRoot } from '../src/web-build.ts';
import { waitForHttp } from '../src/wait.ts';
import { freePort } from '../src/ports.ts';

export interface Shop {
  /** http://127.0.0.1:PORT, the gateway. */
  origin: string;
  port: number;
  apiPort: number;
}

const children: ChildProcess[] = [];
process.on('exit', () => children.forEach((c) => c.kill('SIGTERM')));

export function stopShops(): void {
  children.forEach((c) => c.kill('SIGTERM'));
}

/** Stops the shops and waits until they are gone (their servers finish as on SIGTERM: a CPU profile is written). */
export async function stopShopsAndWait(): Promise<void> {
  const running = children.filter((c) => c.exitCode === null && c.signalCode === null);
  const gone = running.map((c) => new Promise((resolve) => c.once('exit', resolve)));
  stopShops();
  await Promise.all(gone);
}

/** Starts the shop; `env` is added to (and may override) the production settings below. */
export async function startShop(name: string, env: Record<string, string> = {}): Promise<Shop> {
  const [port, apiPort] = [await freePort(), await freePort()];
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/src/start.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      DATABASE_URL: '',
      PGLITE_DIR: 'memory://',
      NODE_ENV: 'production',
      PORT: String(port),
      API_PORT: String(apiPort),
      // What production needs to start (api/src/production.ts): no mail or payment is made by a bench.
      AUTH_SECRET: 'bench-auth-secret-0123456789-0123456789',
      PAYMENTS: 'off',
      // The local carrier moves the bench's orders, if any (FULFILMENT must be chosen in production).
      FULFILMENT: 'simulated',
      SMTP_URL: 'smtp://127.0.0.1:9',
      SEED_DEMO: '1',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(child);
  const origin = `http://127.0.0.1:${port}`;
  await waitForHttp(`${origin}/healthz`, { timeoutMs: 30 * 60_000, what: name });
  await waitForHttp(`${origin}/readyz`, { timeoutMs: 60_000, what: name });
  return { origin, port, apiPort };
}

/** The process listening on a port of this machine, or null. */
export function pidOn(port: number): number | null {
  const m = /pid=(\d+)/.exec(execSync(`ss -ltnpH 'sport = :${port}'`).toString());
  return m ? Number(m[1]) : null;
}

/** A process's resident memory, MiB. */
export function rssMiB(pid: number): number {
  return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
}
