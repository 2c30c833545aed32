/**
 * Benchmark (issue 29): browsing through a crash of the api. Starts the shop the way `npm start` does (supervised,
 * compiled servers) on a fresh PGlite directory, warms the gateway on the catalog pages a guest browses (home, new
 * arrivals, two categories, four products: each page's document and its screen query, catalog-pages.ts), then reads
 * those pages at a steady rate while it kills the api process with SIGKILL (not the gateway, not the supervisor).
 * Per round it prints:
 * - kill → api ready: until the api answers again (GET /v1/app/dynamic), and the gateway's /readyz says 200; with
 *   the restarted api's own account of its start-up (its `api listening` log line: load, database, …);
 * - the catalog reads answered whole during the outage (kill → api ready), how many of them stale, and after;
 * - what a write (a sign-in) got during the outage, and how fast.
 *
 *   npx tsx scripts/bench/kill-recovery.ts [rounds=1]
 *
 * READS_PER_SECOND (25); SETTLE_MS (10000: reads before the kill); PORT, API_PORT (else free ports); VERBOSE=1
 * lists every read of the outage and after.
 *
 * Rounds are 35 s apart: a process that dies within 30 s of starting is restarted after a pause (supervisor.ts).
 */
import { spawn, execSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { repoRoot } from '../src/web-build.ts';
import { waitForHttp } from '../src/wait.ts';
import { freePort } from '../src/ports.ts';
import { catalogPages, catalogReads, warm, type ReadOutcome } from './catalog-pages.ts';

const rounds = Number(process.argv[2] ?? 1);
const READ_EVERY_MS = 1000 / Number(process.env.READS_PER_SECOND ?? 25);
const ROUND_GAP_MS = 35_000;
const SETTLE_MS = Number(process.env.SETTLE_MS ?? 10_000);
const SIGN_IN = `mutation { logIn(input: { email: "member@tote.test", password: "tote-demo-1" }) { viewer { id } } }`;

const port = Number(process.env.PORT) || (await freePort());
const apiPort = Number(process.env.API_PORT) || (await freePort());
const gateway = `http://127.0.0.1:${port}`;
const api = `http://127.0.0.1:${apiPort}`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'kill-recovery-'));
const shop = spawn(process.execPath, ['--import', 'tsx', 'scripts/src/start.ts'], {
  cwd: repoRoot,
  // LOG_LEVEL=info: the api's start-up line says what each step took.
  env: { ...process.env, PORT: String(port), API_PORT: String(apiPort), PGLITE_DIR: dataDir, LOG_LEVEL: 'info' },
  stdio: ['ignore', 'pipe', 'inherit'],
});
process.on('exit', () => {
  shop.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
});

interface Startup {
  startup: Record<string, number>;
  total: number;
  cpu: number;
}
let lastStartup: Startup | null = null;
createInterface({ input: shop.stdout }).on('line', (line) => {
  if (!line.includes('"api listening on ')) return;
  try {
    lastStartup = JSON.parse(line) as Startup;
  } catch {
    /* not the api's JSON line */
  }
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const answers = async (url: string): Promise<boolean> => {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(1_000) });
    return res.ok && (url.endsWith('/readyz') || ((await res.json()) as { code?: number }).code === 0);
  } catch {
    return false;
  }
};
const listens = (): Promise<boolean> =>
  new Promise((resolve) => {
    const socket = net.connect(apiPort, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
const apiPid = (): number => {
  const m = /pid=(\d+)/.exec(execSync(`ss -ltnpH 'sport = :${apiPort}'`).toString());
  if (!m) throw new Error(`nothing listens on the api port ${apiPort}`);
  return Number(m[1]);
};

async function signInNow(): Promise<string> {
  const started = performance.now();
  const res = await fetch(`${gateway}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: SIGN_IN }),
  });
  const body = (await res.json()) as { errors?: { message: string; extensions?: { code?: string } }[] };
  const ms = Math.round(performance.now() - started);
  const error = body.errors?.[0];
  return error ? `"${error.message}" (${error.extensions?.code}) after ${ms} ms` : `no error (!) after ${ms} ms`;
}

await waitForHttp(`${gateway}/readyz`, { timeoutMs: 600_000, what: 'the shop' });
const reads = catalogReads(gateway, await catalogPages(gateway));
await warm(reads);
console.log(`${reads.length} catalog reads warmed (${reads.length / 2} pages: document + screen query)`);

const pct = (n: number, of: number) => (of ? ((100 * n) / of).toFixed(1) : '–');
const ms = (t: number) => `${Math.round(t)} ms`;
const results: { back: number; ok: number; total: number }[] = [];
for (let round = 1; round <= rounds; round++) {
  if (round > 1) await sleep(ROUND_GAP_MS);
  const log: { at: number; name: string; outcome: Promise<ReadOutcome> }[] = [];
  let next = 0;
  const reader = setInterval(() => {
    const read = reads[next++ % reads.length]!;
    log.push({ at: performance.now(), name: read.name, outcome: read.run() });
  }, READ_EVERY_MS);
  // A shop in its steady state: not still compiling what its first start and the seed ran.
  await sleep(SETTLE_MS);

  const load = loadavg()[0]!.toFixed(1);
  lastStartup = null;
  const pid = apiPid();
  const killedAt = performance.now();
  process.kill(pid, 'SIGKILL');
  const write = sleep(200).then(signInNow);
  while (await listens()) await sleep(1); // until the kernel has closed the socket
  while (!(await listens())) await sleep(5);
  const apiListening = performance.now() - killedAt;
  while (!(await answers(`${api}/v1/app/dynamic`))) await sleep(10);
  const apiBack = performance.now() - killedAt;
  while (!(await answers(`${gateway}/readyz`))) await sleep(10);
  const gatewayReady = performance.now() - killedAt;
  const backAt = killedAt + apiBack;
  await sleep(2_000);
  clearInterval(reader);

  const settled = await Promise.all(log.map(async ({ at, name, outcome }) => ({ at, name, ...(await outcome) })));
  const during = settled.filter((r) => r.at >= killedAt && r.at < backAt);
  const after = settled.filter((r) => r.at >= backAt);
  if (process.env.VERBOSE === '1')
    for (const r of [...during, ...after]) {
      const how = r.ok ? (r.stale ? 'stale' : r.hit ? 'hit' : 'ok') : `FAILED ${r.detail}`;
      console.log(`    +${Math.round(r.at - killedAt)} ms  ${r.name}: ${how} in ${Math.round(r.ms)} ms`);
    }
  const ok = during.filter((r) => r.ok).length;
  results.push({ back: apiBack, ok, total: during.length });
  const startup = lastStartup as Startup | null;
  const phases = startup ? Object.entries(startup.startup).map(([k, v]) => `${k} ${v}`) : ['(no start-up line)'];
  const early = during.filter((r) => r.at < killedAt + apiListening);
  const failed = [...new Set(during.filter((r) => !r.ok).map((r) => `${r.name.split(' ')[0]}: ${r.detail}`))];
  const slowest = Math.round(Math.max(0, ...during.map((r) => r.ms)));
  const afterOk = after.filter((r) => r.ok).length;
  console.log(
    [
      `round ${round} (load average ${load}):`,
      `  kill → api ready ${ms(apiBack)} (listening after ${ms(apiListening)};` +
        ` gateway /readyz 200 after ${ms(gatewayReady)})`,
      `  the api's start-up: ${startup?.total ?? '?'} ms (${startup?.cpu ?? '?'} ms of CPU): ${phases.join(', ')}`,
      `  catalog reads during the outage: ${ok}/${during.length} answered (${pct(ok, during.length)} %),` +
        ` ${during.filter((r) => r.stale).length} of them stale;` +
        ` ${early.filter((r) => r.ok).length}/${early.length} before the api listened; slowest ${slowest} ms` +
        (failed.length ? `; failed: ${failed.join(' | ')}` : ''),
      `  in the 2 s after: ${afterOk}/${after.length} answered (${pct(afterOk, after.length)} %)`,
      `  a sign-in during the outage: ${await write}`,
    ].join('\n'),
  );
}
const worst = results.reduce((a, b) => (b.back > a.back ? b : a));
const okAll = results.reduce((n, r) => n + r.ok, 0);
const totalAll = results.reduce((n, r) => n + r.total, 0);
console.log(
  `\nPGlite, ${rounds} round(s): api back in ≤ ${Math.round(worst.back)} ms (goal ≤ 2000), ` +
    `${pct(okAll, totalAll)} % of catalog reads answered during the outage (${okAll}/${totalAll}; goal ≥ 99 %)`,
);
shop.kill('SIGTERM');
await new Promise((r) => shop.once('exit', r));
