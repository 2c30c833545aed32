/**
 * The production start (`npm run start:prod`) for a benchmark: one process per server, on the compiled output (the
 * web app must be built: `npm run build -w @tote/web`; the servers are compiled here when their sources changed),
 * on random ports, the gateway trusting the client's X-Forwarded-For (TRUST_PROXY: each simulated shopper sends an
 * address of its own, so the per-address limits count per shopper). Both are stopped when this process exits.
 */
import { execSync, spawn, type ChildProcess } from 'node:child_process';
import { buildStaleServers } from '../src/build-servers.ts';
import { freePort } from '../src/ports.ts';
import { waitForHttp } from '../src/wait.ts';
import { repoRoot } from '../src/web-build.ts';

export interface ProdServers {
  /** http://127.0.0.1:PORT, the gateway. */
  origin: string;
  /** The servers' own processes (start-prod.mjs runs each as its one child): for their CPU and memory. */
  pids(): { gateway: number; api: number };
  /** Stops both and waits for them to exit. */
  stop(): Promise<void>;
}

const startProd = (role: 'api' | 'gateway', env: NodeJS.ProcessEnv): ChildProcess => {
  const child = spawn(process.execPath, ['scripts/src/start-prod.mjs', role], {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  process.on('exit', () => child.kill('SIGTERM'));
  return child;
};

const childOf = (starter: ChildProcess): number =>
  Number(execSync(`ps --ppid ${starter.pid} -o pid=`).toString().trim().split(/\s+/)[0]);

const stopped = (child: ChildProcess): Promise<void> =>
  new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });

/** Starts the api, then the gateway in front of it, on the database of DATABASE_URL; resolves once both answer. */
export async function startProdServers(): Promise<ProdServers> {
  const [port, apiPort] = [await freePort(), await freePort()];
  await buildStaleServers();
  const api = startProd('api', { API_PORT: String(apiPort) });
  await waitForHttp(`http://127.0.0.1:${apiPort}/v1/app/dynamic`, { timeoutMs: 300_000, what: 'the api' });
  const shop = startProd('gateway', {
    PORT: String(port),
    UPSTREAM_URL: `http://127.0.0.1:${apiPort}`,
    TRUST_PROXY: '1',
  });
  const origin = `http://127.0.0.1:${port}`;
  await waitForHttp(`${origin}/readyz`, { timeoutMs: 300_000, what: 'the shop' });
  return {
    origin,
    pids: () => ({ gateway: childOf(shop), api: childOf(api) }),
    stop: async () => {
      await stopped(shop);
      await stopped(api);
    },
  };
}
