/**
 * Load test of issue 14's "load held": the shop on PostgreSQL (DATABASE_URL, a fresh database: migrated and
 * seeded on start) under LOAD_CONNECTIONS (50) shoppers for LOAD_SECONDS (60), after LOAD_WARMUP_SECONDS (10) of the
 * same load that is not timed (the servers were just started: their first seconds run unoptimized code on empty
 * caches — printed, not counted; their writes are checked with the rest), each a signed-up member doing a
 * mix of what the web sends (its persisted operations, by text): home, a category listing, a product page,
 * search, a Tote add, and a checkout (a Tote add, creating the order and paying it through the local payments).
 * Prints throughput, p50/p99 per request (by operation) and per step of the mix, errors by status, then checks: no
 * 5xx, no lost write (every answered Tote add and paid order is in the database) and every operation's p99 < 500 ms
 * — PASS or FAIL each (exit code 1 on a FAIL). The load runs on the same machine as the shop: on a 2-core machine
 * the shoppers' own work takes part of the shop's CPU.
 *
 *   DATABASE_URL=postgres://USER:PASS@127.0.0.1:5432/DB [LOAD_CONNECTIONS=50] [LOAD_SECONDS=60] [LOAD_WARMUP_SECONDS=10] \
 *     npx tsx scripts/bench/load.ts
 */
import pg from 'pg';
import { Pool } from 'undici';
import { SCREEN_ROUTES } from '@tote/contract/routes';
import { shopper, webOperations, type Shopper } from './load-shopper.ts';
import { startProdServers } from './prod-servers.ts';
import { AnsweredWrites } from './writes.ts';

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error('DATABASE_URL is required: a fresh PostgreSQL database for the shop');
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 50);
const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const WARMUP_SECONDS = Number(process.env.LOAD_WARMUP_SECONDS ?? 10);
const P99_GOAL_MS = 500;
/** The web's operations by name (the text it persisted). */
const operations = webOperations();

// The production start, one process per server (prod-servers.ts).
const servers = await startProdServers();
const gateway = servers.origin;

const db = new pg.Client({ connectionString: databaseUrl });
await db.connect();
const catalog = {
  products: (await db.query<{ id: number }>('select id from products where on_shelf order by id limit 400')).rows,
  skus: (
    await db.query<{ code: string }>(
      `select s.code from skus s join products p on p.id = s.product_id
        where p.on_shelf and s.stock >= 8 order by s.id limit 400`,
    )
  ).rows.map((r) => r.code),
  categories: (await db.query<{ code: string }>('select code from categories limit 40')).rows.map((r) => r.code),
};
const pick = <T>(xs: T[]): T => xs[Math.floor(Math.random() * xs.length)]!;
const SEARCHES = ['dress', 'silk', 'black', 'midi', 'blazer', 'shirt', 'lace', 'gown'];

const http = new Pool(gateway, { connections: CONNECTIONS });
console.log(`Signing up ${CONNECTIONS} shoppers…`);
const shoppers: Shopper[] = [];
for (let i = 0; i < CONNECTIONS; i += 10)
  shoppers.push(
    ...(await Promise.all(
      Array.from({ length: Math.min(10, CONNECTIONS - i) }, (_, j) => shopper(http, operations, i + j)),
    )),
  );

type Kind = 'home' | 'listing' | 'product' | 'search' | 'toteAdd' | 'checkout';
const MIX: [Kind, number][] = [
  ['home', 20],
  ['listing', 20],
  ['product', 25],
  ['search', 15],
  ['toteAdd', 12],
  ['checkout', 8],
];
const steps = new Map<Kind, number[]>(MIX.map(([k]) => [k, []]));
const requestTimes = new Map<string, number[]>();
const statuses = new Map<string, number>();
const count = (key: string) => statuses.set(key, (statuses.get(key) ?? 0) + 1);
const writes = new AnsweredWrites();

function chooseKind(): Kind {
  let r = Math.random() * 100;
  for (const [kind, weight] of MIX) if ((r -= weight) < 0) return kind;
  return 'home';
}

/** One request of the kind; a checkout is a Tote add, creating the order and paying it (timed as one). */
async function act(s: Shopper, kind: Kind): Promise<void> {
  const listing = SCREEN_ROUTES.category.variables({ code: pick(catalog.categories) }, new URLSearchParams());
  const product = { productId: pick(catalog.products).id, colorId: null };
  const search = { query: pick(SEARCHES), hasQuery: true };
  if (kind === 'home') return void (await s.gql('HomeScreenQuery', {}));
  if (kind === 'listing') return void (await s.gql('CategoryScreenQuery', listing!));
  if (kind === 'product') return void (await s.gql('ProductScreenQuery', product));
  if (kind === 'search') return void (await s.gql('SearchScreenQuery', search));
  await writes.addAndCheckOut(s, pick(catalog.skus), kind === 'checkout');
}

console.log(`Load: ${CONNECTIONS} connections, ${WARMUP_SECONDS} s of warm-up (not timed), then ${SECONDS} s…`);
const warmupEnd = performance.now() + WARMUP_SECONDS * 1000;
const end = warmupEnd + SECONDS * 1000;
const warmupTimes: number[] = [];
let requests = 0;
await Promise.all(
  shoppers.map(async (s) => {
    s.onAnswer = ({ operation, status, errors, ms }) => {
      count(String(status));
      for (const e of errors) count(e.startsWith('userError') ? e : `GraphQL error: ${e}`);
      if (performance.now() - ms < warmupEnd) return void warmupTimes.push(ms);
      requests++;
      if (!requestTimes.has(operation)) requestTimes.set(operation, []);
      requestTimes.get(operation)!.push(ms);
    };
    while (performance.now() < end) {
      const kind = chooseKind();
      const t = performance.now();
      await act(s, kind).catch((e: unknown) => count(`no answer: ${(e as Error).message}`));
      if (t >= warmupEnd) steps.get(kind)!.push(performance.now() - t);
    }
  }),
);
const elapsed = (performance.now() - warmupEnd) / 1000;

const quantile = (xs: number[], q: number) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) * q)] ?? 0;
const row = (name: string, xs: number[]) =>
  console.log(
    `  ${name.padEnd(28)} ${String(xs.length).padStart(6)}×  p50 ${quantile(xs, 0.5).toFixed(0).padStart(4)} ms` +
      `  p99 ${quantile(xs, 0.99).toFixed(0).padStart(5)} ms`,
  );
console.log('\nWarm-up, not counted below:');
row(`first ${WARMUP_SECONDS} s`, warmupTimes);
console.log(`${requests} GraphQL requests in ${elapsed.toFixed(1)} s: ${(requests / elapsed).toFixed(0)} req/s`);
console.log('Per request:');
for (const [operation, xs] of [...requestTimes].sort()) row(operation, xs);
row('all requests', [...requestTimes.values()].flat());
console.log('Per step of the mix (a checkout is three requests):');
for (const [kind, xs] of steps) row(kind, xs);
console.log('Answers:');
for (const [key, n] of [...statuses].sort()) console.log(`  ${key}: ${n}`);

const lost = (await writes.lost(db)).length;
const serverErrors = [...statuses].filter(([k]) => /^5\d\d$/.test(k)).reduce((a, [, n]) => a + n, 0);
const [worstOperation, worstP99] = [...requestTimes]
  .map(([operation, xs]) => [operation, quantile(xs, 0.99)] as const)
  .reduce((a, b) => (b[1] > a[1] ? b : a), ['none', 0] as const);
const checks: [string, boolean][] = [
  [`0 responses 5xx (${serverErrors})`, serverErrors === 0],
  [
    `0 lost writes (${lost} of ${writes.added.length} Tote adds and ${writes.paid.length} paid orders missing)`,
    lost === 0,
  ],
  [
    `p99 < ${P99_GOAL_MS} ms for every request (worst ${worstOperation}: ${worstP99.toFixed(0)} ms)`,
    worstP99 < P99_GOAL_MS,
  ],
];
for (const [what, ok] of checks) console.log(`${ok ? 'PASS' : 'FAIL'}  ${what}`);
await db.end();
await http.close();
await servers.stop();
process.exit(checks.every(([, ok]) => ok) ? 0 : 1);
