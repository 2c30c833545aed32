/**
 * Benchmark (#35: where the time goes): what each screen's request of the load test's mix costs, one operation at
 * a time. The shop in the production profile on PostgreSQL (DATABASE_URL, a fresh database: migrated and seeded on
 * start), signed-up members sending the web's operations by text as load.ts does; per operation, COST_SECONDS (10)
 * at COST_CONNECTIONS (10) after a warm-up of the same. Prints per operation: req/s, p50, the CPU time a request
 * took in the gateway, the api and PostgreSQL's processes (from /proc, so waiting for a core is not counted), and
 * the size of a member's answer. On a shared machine all three move together from run to run (±20 % on the 2-core
 * host, with the host's own speed): to compare builds of one server, alternate them and compare its CPU as a share
 * of a server that did not change (the api's per the gateway's when only the api changed).
 *
 *   DATABASE_URL=postgres://USER:PASS@127.0.0.1:5432/DB [COST_SECONDS=10] [COST_CONNECTIONS=10] \
 *     npx tsx scripts/bench/operation-cost.ts [--only ProductScreenQuery,HomeScreenQuery]
 */
import pg from 'pg';
import { Pool } from 'undici';
import { SCREEN_ROUTES } from '@tote/contract/routes';
import { CLK, pgDelta, pgTicks, ticks } from './cpu-ticks.ts';
import { shopper, webOperations, type Shopper } from './load-shopper.ts';
import { startProdServers } from './prod-servers.ts';

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error('DATABASE_URL is required: a fresh PostgreSQL database for the shop');
const SECONDS = Number(process.env.COST_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.COST_CONNECTIONS ?? 10);
const only = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1]!.split(',') : null;

const servers = await startProdServers();
const pids = servers.pids();

const db = new pg.Client({ connectionString: databaseUrl });
await db.connect();
const products = (await db.query<{ id: number }>('select id from products where on_shelf order by id limit 400')).rows;
const categories = (await db.query<{ code: string }>('select code from categories limit 40')).rows.map((r) => r.code);
const skus = (
  await db.query<{ code: string }>(
    `select s.code from skus s join products p on p.id = s.product_id
      where p.on_shelf and s.stock >= 8 order by s.id limit 400`,
  )
).rows.map((r) => r.code);
await db.end();
const pick = <T>(xs: T[]): T => xs[Math.floor(Math.random() * xs.length)]!;
const SEARCHES = ['dress', 'silk', 'black', 'midi', 'blazer', 'shirt', 'lace', 'gown'];

/** Each operation with fresh variables per request, as the load test's mix sends them. */
const OPERATIONS: [string, () => object][] = [
  ['HomeScreenQuery', () => ({})],
  ['CategoryScreenQuery', () => SCREEN_ROUTES.category.variables({ code: pick(categories) }, new URLSearchParams())!],
  ['ProductScreenQuery', () => ({ productId: pick(products).id, colorId: null })],
  ['SearchScreenQuery', () => ({ query: pick(SEARCHES), hasQuery: true })],
  ['useAddToToteMutation', () => ({ input: { saleType: 'PURCHASE', sku: pick(skus) } })],
];

const http = new Pool(servers.origin, { connections: CONNECTIONS });
const operations = webOperations();
const shoppers: Shopper[] = await Promise.all(
  Array.from({ length: CONNECTIONS }, (_, i) => shopper(http, operations, i)),
);
let bytes = 0;
let failures = 0;
const times: number[] = [];
for (const s of shoppers)
  s.onAnswer = ({ status, errors, ms }) => {
    if (status !== 200 || errors.some((e) => !e.startsWith('userError'))) {
      if (failures++ === 0) console.log(`first failed answer: ${status} ${errors.join('; ')}`);
    }
    times.push(ms);
  };
/** The size of a member's answer (its data as JSON: the shopper reads the body parsed). */
async function answerBytes(operation: string, variables: object): Promise<number> {
  return Buffer.byteLength(JSON.stringify({ data: await shoppers[0]!.gql(operation, variables) }));
}

async function drive(operation: string, variables: () => object, seconds: number): Promise<number> {
  const end = performance.now() + seconds * 1000;
  let n = 0;
  await Promise.all(
    shoppers.map(async (s) => {
      while (performance.now() < end) {
        await s.gql(operation, variables());
        n++;
      }
    }),
  );
  return n;
}

const quantile = (xs: number[], q: number) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) * q)] ?? 0;
const warmUp = Math.max(2, SECONDS / 2);
console.log(`${CONNECTIONS} connections, ${SECONDS} s per operation after ${warmUp} s of warm-up; CPU ms a request`);
const header = ['req/s', 'p50 ms', 'gateway', 'api', 'pg', 'sum', 'bytes'].map((h) => h.padStart(7)).join(' ');
console.log(`  ${'operation'.padEnd(24)} ${header}`);
for (const [operation, variables] of OPERATIONS) {
  if (only && !only.includes(operation)) continue;
  bytes = await answerBytes(operation, variables());
  await drive(operation, variables, warmUp);
  times.length = 0;
  const before = { gateway: ticks(pids.gateway), api: ticks(pids.api), pg: pgTicks() };
  const t0 = performance.now();
  const n = await drive(operation, variables, SECONDS);
  const elapsed = (performance.now() - t0) / 1000;
  const d = {
    gateway: ticks(pids.gateway) - before.gateway,
    api: ticks(pids.api) - before.api,
    pg: pgDelta(before.pg, pgTicks()),
  };
  const cells = [
    (n / elapsed).toFixed(0),
    quantile(times, 0.5).toFixed(0),
    ...[d.gateway, d.api, d.pg, d.gateway + d.api + d.pg].map((t) => ((1000 * t) / CLK / n).toFixed(2)),
    String(bytes),
  ];
  console.log(`  ${operation.padEnd(24)} ${cells.map((c) => c.padStart(7)).join(' ')}`);
}
if (failures) console.log(`${failures} answers failed (a status other than 200, or a GraphQL error)`);
await http.close();
await servers.stop();
process.exit(failures ? 1 : 0);
