/**
 * Benchmark: Tote against the peer (Vendure's Shop API, ../shared/peers/vendure), side by side in one run —
 * the method of the peer's bench/side-by-side.mjs, with Tote started here twice: on PostgreSQL and on the
 * embedded PGlite, both in the production profile (persisted operations; the bench's queries are added to a
 * copy of the persisted file). Per round and query the three are loaded in turn (peer, Tote on PostgreSQL,
 * Tote on PGlite) so host noise hits them alike; prints each run, then the #11 table: throughput and its
 * ratio to the peer, and the memory of the servers (each process's RSS idle and its peak under load).
 *
 *   npx tsx scripts/bench/side-by-side.ts --pg postgres://tote_bench:tote_bench@127.0.0.1:5432/tote_bench
 *        [--rounds 2] [--duration 10] [--conns 10] [--queries list,detail,search] [--no-pglite]
 *        [--peer http://127.0.0.1:3000/shop-api] [--peer-ports 3000] [--peer-queries FILE] [--out rows.json]
 *        [--no-peer] [--uncached]
 *
 * --uncached asks every request something new (uncached-queries.ts: the generators of the peer's
 * side-by-side-uncached.mjs), so no response cache answers it, and checks #35's goals. Detail there picks a random
 * product of 100; run it with `RESPONSE_CACHE=0` in front (the response cache off), list and search with it on.
 *
 * The peer must be running (its README: ./pg.sh start; npm start), unless --no-peer (Tote alone, no ratios).
 * --pg (or DATABASE_URL) is the database Tote uses on PostgreSQL (migrated and seeded on first use); without it
 * only PGlite runs.
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { repoRoot } from '../src/web-build.ts';
import { waitForHttp } from '../src/wait.ts';
import { CLK, pgDelta, pgTicks, ticks } from './cpu-ticks.ts';
import { pidOn, rssMiB, startShop, stopShops } from './shop.ts';
import { QUERIES as TOTE_QUERIES } from './tote-queries.mjs';
import { PEER, PEER_MAKE, peerSlugs, TOTE, TOTE_MAKE, toteSlugs, type Make } from './uncached-queries.ts';

type Body = { query: string; variables?: Record<string, unknown> };
type Queries = Record<string, Body>;

const argv = process.argv.slice(2);
const arg = (name: string, fallback?: string): string | undefined => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? argv[i + 1] : fallback;
};
const ROUNDS = Number(arg('rounds', '2'));
const DURATION = Number(arg('duration', '10'));
const CONNS = Number(arg('conns', '10'));
const WARMUP = Number(arg('warmup', '4'));
const QS = arg('queries', 'list,detail,search')!.split(',');
const PG_URL = arg('pg', process.env.DATABASE_URL);
const NO_PEER = argv.includes('--no-peer');
const UNCACHED = argv.includes('--uncached');
const PEER_URL = arg('peer', 'http://127.0.0.1:3000/shop-api')!;
const PEER_PORTS = arg('peer-ports', '3000')!.split(',').map(Number);
const peerQueriesFile = arg('peer-queries', path.join(repoRoot, '../shared/peers/vendure/bench/queries.mjs'))!;
const PEER_QUERIES = ((await import(pathToFileURL(peerQueriesFile).href)) as { QUERIES: Queries }).QUERIES;

/** The goals of #11 (ratios to the peer) and #10 (search); uncached, #35's. */
const GOALS: Record<string, { pg: number; pglite: number }> = UNCACHED
  ? { list: { pg: 50, pglite: 0 }, detail: { pg: 20, pglite: 0 }, search: { pg: 80, pglite: 0 } }
  : { list: { pg: 30, pglite: 10 }, detail: { pg: 15, pglite: 6 }, search: { pg: 30, pglite: 0 } };

interface Target {
  name: string;
  url: string;
  ports: number[];
  /** The bodies of query `q`: the same one each time, or (--uncached) a new one each time. */
  body: (q: string) => (() => unknown) | undefined;
  /** Per process: RSS after start-up and a first request of each query, and the peak under load. */
  memory: Map<number, { label: string; idle: number; peak: number }>;
  /** The peak of the processes' summed RSS under load (the peer bench's figure). */
  peakSum: number;
}

function load(url: string, make: () => unknown, duration: number): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        ...(UNCACHED
          ? { requests: [{ setupRequest: (req: object) => ({ ...req, body: JSON.stringify(make()) }) }] }
          : { body: JSON.stringify(make()) }),
        duration,
        connections: CONNS,
      },
      (e, r) => (e ? reject(e) : resolve(r)),
    );
  });
}

/** Web's persisted operations plus the bench's Tote queries, so Tote runs in production with them. */
function persistedFile(dir: string): { file: string; ids: Record<string, string> } {
  const store = JSON.parse(readFileSync(path.join(repoRoot, 'web/persisted-queries.json'), 'utf8')) as Record<
    string,
    string
  >;
  const ids: Record<string, string> = {};
  const texts = UNCACHED
    ? TOTE
    : Object.fromEntries(Object.entries(TOTE_QUERIES as Queries).map(([k, q]) => [k, q.query]));
  for (const [key, text] of Object.entries(texts)) {
    const id = createHash('sha256').update(text).digest('hex');
    store[id] = text;
    ids[key] = id;
  }
  const file = path.join(dir, 'persisted-queries.json');
  writeFileSync(file, JSON.stringify(store));
  return { file, ids };
}

async function startTote(name: string, db: Record<string, string>, persisted: string): Promise<Target> {
  const { port, apiPort } = await startShop(`Tote (${name})`, {
    ...db,
    PERSISTED_QUERIES: persisted,
    ADMIN_KEY: 'bench-admin-key',
  });
  const memory = new Map<number, { label: string; idle: number; peak: number }>();
  for (const [label, p] of [
    ['gateway', port],
    ['api', apiPort],
  ] as const) {
    const pid = pidOn(p);
    if (pid !== null) memory.set(pid, { label, idle: 0, peak: 0 });
  }
  return {
    name,
    url: `http://127.0.0.1:${port}/graphql`,
    ports: [port, apiPort],
    body: () => undefined,
    memory,
    peakSum: 0,
  };
}

async function run(): Promise<void> {
  if (!NO_PEER)
    await waitForHttp(PEER_URL.replace(/\/shop-api$/, '/health'), { timeoutMs: 10_000, what: 'the peer' }).catch(
      () => undefined, // not every peer has /health; the first query below tells
    );
  const dir = mkdtempSync(path.join(tmpdir(), 'tote-sbs-'));
  const { file, ids } = persistedFile(dir);
  const slugs = new Map<string, string[]>();
  const toteBody = (name: string) => (q: string) => {
    if (UNCACHED) {
      const make: Make | undefined = TOTE_MAKE[q];
      return make && (() => ({ documentId: ids[q], variables: make(slugs.get(name) ?? []).variables }));
    }
    const body = (TOTE_QUERIES as Queries)[q];
    return body && (() => ({ documentId: ids[q], variables: body.variables ?? {} }));
  };
  const peerBody = (q: string) => {
    if (UNCACHED) {
      const make: Make | undefined = PEER_MAKE[q];
      return make && (() => make(slugs.get('peer') ?? []));
    }
    const body = PEER_QUERIES[q];
    return body && (() => body);
  };
  const peerMemory = new Map<number, { label: string; idle: number; peak: number }>();
  for (const p of PEER_PORTS) {
    const pid = pidOn(p);
    if (pid !== null) peerMemory.set(pid, { label: 'server', idle: 0, peak: 0 });
  }
  const targets: Target[] = NO_PEER
    ? []
    : [
        {
          name: 'peer',
          url: PEER_URL,
          ports: PEER_PORTS,
          body: peerBody,
          memory: peerMemory,
          peakSum: 0,
        },
      ];
  if (PG_URL)
    targets.push({ ...(await startTote('tote-pg', { DATABASE_URL: PG_URL }, file)), body: toteBody('tote-pg') });
  if (!argv.includes('--no-pglite'))
    targets.push({
      ...(await startTote('tote-pglite', { PGLITE_DIR: 'memory://' }, file)),
      body: toteBody('tote-pglite'),
    });
  if (UNCACHED)
    for (const t of targets) {
      const body = t.name === 'peer' ? { query: PEER.slugs } : { documentId: ids['slugs'], variables: {} };
      const json = await (
        await fetch(t.url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        })
      ).json();
      slugs.set(t.name, t.name === 'peer' ? peerSlugs(json) : toteSlugs(json));
    }

  // Idle: after start-up and one request of each query.
  for (const t of targets) {
    for (const q of QS) await post(t, q);
    for (const [pid, m] of t.memory) m.idle = rssMiB(pid);
  }

  const rows: Record<string, unknown>[] = [];
  for (let round = 1; round <= ROUNDS; round++)
    for (const q of QS)
      for (const t of targets) {
        const make = t.body(q);
        if (!make || !(await post(t, q))) continue;
        await load(t.url, make, WARMUP);
        const pids = [...t.memory.keys()];
        const sampler = setInterval(() => {
          let sum = 0;
          for (const [pid, m] of t.memory) {
            const now = rssMiB(pid);
            m.peak = Math.max(m.peak, now);
            sum += now;
          }
          t.peakSum = Math.max(t.peakSum, sum);
        }, 50);
        const c0 = pids.reduce((s, p) => s + ticks(p), 0);
        const g0 = pgTicks();
        const r = await load(t.url, make, DURATION);
        clearInterval(sampler);
        const n = r.requests.total;
        const c1 = pids.reduce((s, p) => s + ticks(p), 0);
        const row = {
          round,
          q,
          name: t.name,
          rps: Math.round(r.requests.average),
          p50: r.latency.p50,
          p99: r.latency.p99,
          non2xx: r.non2xx + r.errors,
          serverCpuUsPerReq: Math.round((((c1 - c0) / CLK) * 1e6) / n),
          pgCpuUsPerReq: Math.round((((pgDelta(g0, pgTicks()) / CLK) * 1e6) / n) | 0),
        };
        rows.push(row);
        console.log(JSON.stringify(row));
      }
  report(targets, rows as { q: string; name: string; rps: number }[]);
  const out = arg('out');
  if (out) writeFileSync(out, JSON.stringify(rows, null, 1));
}

async function post(t: Target, q: string): Promise<boolean> {
  const res = await fetch(t.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(t.body(q)?.()),
  });
  const json = (await res.json()) as { data?: unknown; errors?: unknown };
  if (json.errors || !json.data) {
    console.log(`${t.name} ${q}: error ${JSON.stringify(json.errors ?? json).slice(0, 300)}`);
    return false;
  }
  return true;
}

function report(targets: Target[], rows: { q: string; name: string; rps: number }[]): void {
  const avg = (q: string, name: string) => {
    const rs = rows.filter((r) => r.q === q && r.name === name);
    return rs.length ? rs.reduce((s, r) => s + r.rps, 0) / rs.length : NaN;
  };
  console.log(`\n${ROUNDS} round(s) × ${DURATION} s at ${CONNS} connections, interleaved\n`);
  console.log('| measure, req/s | peer | Tote on PostgreSQL | Tote on PGlite | goal |');
  console.log('|---|---|---|---|---|');
  for (const q of QS) {
    const peer = avg(q, 'peer');
    const cell = (name: string, goal: number) => {
      const v = avg(q, name);
      if (Number.isNaN(v)) return '–';
      if (Number.isNaN(peer)) return String(Math.round(v));
      const ratio = v / peer;
      return `${Math.round(v)} (${ratio.toFixed(1)}×${goal ? (ratio >= goal ? ' ✓' : ' ✗') : ''})`;
    };
    const g = GOALS[q] ?? { pg: 0, pglite: 0 };
    const goal = [g.pg ? `≥ ${g.pg}× on PostgreSQL` : '', g.pglite ? `≥ ${g.pglite}× on PGlite` : '']
      .filter(Boolean)
      .join(', ');
    console.log(
      `| ${q} | ${Math.round(peer)} | ${cell('tote-pg', g.pg)} | ${cell('tote-pglite', g.pglite)} | ${goal || '–'} |`,
    );
  }
  console.log('\nMemory (RSS, MiB): idle after start-up → peak under load');
  for (const t of targets) {
    const parts = [...t.memory.values()].map((m) => `${m.label} ${Math.round(m.idle)} → ${Math.round(m.peak)}`);
    const goal = t.name === 'tote-pg' ? ' (goal ≤ 300)' : t.name === 'tote-pglite' ? ' (goal ≤ 450)' : '';
    console.log(`  ${t.name}: ${parts.join(', ')}; peak of the sum ${Math.round(t.peakSum)}${goal}`);
  }
}

try {
  await run();
} finally {
  stopShops();
}
process.exit(0);
