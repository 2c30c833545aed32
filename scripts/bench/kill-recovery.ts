/**
 * Benchmark: how the shop gets over a crashed api. Starts the shop the way `npm start` does (supervised,
 * compiled servers; PGlite in a fresh directory, or DATABASE_URL), then kills the api with SIGKILL several
 * times. Polling every 10 ms meanwhile, it prints per round and as medians:
 * - gateway down-time: how long /healthz did not answer 200 (should be 0: the gateway keeps answering);
 * - api restart: from the kill until the api listens again (the supervisor's pause, start-up, migrations);
 * - listening → ready: from then until the gateway's /readyz says 200 and a GraphQL read answers with data.
 *
 *   npx tsx scripts/bench/kill-recovery.ts [rounds=5]
 */
import { spawn, execSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { repoRoot } from '../src/web-build.ts';
import { waitForHttp } from '../src/wait.ts';
import { freePort } from '../src/ports.ts';

const rounds = Number(process.argv[2] ?? 5);
const POLL_MS = 10;
const READ = '{ appSettings { toteUpperLimit } }';

const [port, apiPort] = [await freePort(), await freePort()];
const gateway = `http://127.0.0.1:${port}`;
const shop = spawn(process.execPath, ['--import', 'tsx', 'scripts/src/start.ts'], {
  cwd: repoRoot,
  env: {
    ...process.env,
    PORT: String(port),
    API_PORT: String(apiPort),
    SKIP_WEB_BUILD: '1',
    PGLITE_DIR: process.env.DATABASE_URL ? undefined : mkdtempSync(path.join(tmpdir(), 'kill-recovery-')),
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
process.on('exit', () => shop.kill('SIGTERM'));

const ok = async (url: string, init?: RequestInit): Promise<Response | null> => {
  try {
    const res = await fetch(url, { ...init, signal: AbortSignal.timeout(2_000) });
    return res.ok ? res : null;
  } catch {
    return null;
  }
};
const apiListens = (): Promise<boolean> =>
  new Promise((resolve) => {
    const socket = net.connect(apiPort, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
const graphqlAnswers = async (): Promise<boolean> => {
  const res = await ok(`${gateway}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: READ }),
  });
  const body = (await res?.json().catch(() => null)) as { data?: unknown; errors?: unknown } | null;
  return Boolean(body?.data && !body.errors);
};
const apiPid = (): number => {
  const m = /pid=(\d+)/.exec(execSync(`ss -ltnpH 'sport = :${apiPort}'`).toString());
  if (!m) throw new Error(`nothing listens on the api port ${apiPort}`);
  return Number(m[1]);
};
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Polls /healthz in the background, summing the time it did not answer. */
function watchGateway(): { stop(): number } {
  let down = 0;
  let running = true;
  void (async () => {
    while (running) {
      const t = performance.now();
      if (!(await ok(`${gateway}/healthz`))) down += performance.now() - t + POLL_MS;
      await sleep(POLL_MS);
    }
  })();
  return {
    stop: () => {
      running = false;
      return down;
    },
  };
}

interface Round {
  down: number;
  restart: number;
  ready: number;
}

async function round(): Promise<Round> {
  const watch = watchGateway();
  const killed = performance.now();
  process.kill(apiPid(), 'SIGKILL');
  while (await apiListens()) await sleep(1); // until the kernel has closed the socket
  let sawNotReady = false;
  while (!(await apiListens())) {
    if (!sawNotReady) sawNotReady = !(await ok(`${gateway}/readyz`));
    await sleep(POLL_MS);
  }
  const listening = performance.now();
  while (!(await ok(`${gateway}/readyz`)) || !(await graphqlAnswers())) await sleep(POLL_MS);
  const ready = performance.now();
  await sleep(500);
  const down = watch.stop();
  if (!sawNotReady) console.error('  (the gateway never said /readyz 503 while the api was away)');
  return { down, restart: listening - killed, ready: ready - listening };
}

await waitForHttp(`${gateway}/readyz`, { timeoutMs: 180_000, what: 'the shop' });
const results: Round[] = [];
for (let i = 1; i <= rounds; i++) {
  await sleep(1_000);
  const r = await round();
  results.push(r);
  const f = (ms: number) => `${Math.round(ms)} ms`.padStart(8);
  console.log(`round ${i}: gateway down ${f(r.down)}  api restart ${f(r.restart)}  listening → ready ${f(r.ready)}`);
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
console.log(
  `median:  gateway down ${Math.round(median(results.map((r) => r.down)))} ms, ` +
    `api restart ${Math.round(median(results.map((r) => r.restart)))} ms, ` +
    `listening → ready ${Math.round(median(results.map((r) => r.ready)))} ms ` +
    `(${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`,
);
shop.kill('SIGTERM');
await new Promise((r) => shop.once('exit', r));
