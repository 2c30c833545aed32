/**
 * Benchmark (#31's goal): the server's time to first byte of a category page's HTML as a phone's first visit asks
 * for it (GET, accept: text/html, a phone's User-Agent, no cookie: a guest), at --conns connections, on the shop
 * started as `npm start` does in the production profile (shop.ts): on PostgreSQL when DATABASE_URL is given, else
 * on the embedded database. Every category the sitemaps list, in turn, in two phases of --duration seconds:
 * - cached: the category pages as the shop links them, each read once before (and --warmup seconds of this load, not
 *   counted): #31's goal, a guest's category page;
 * - uncached: the same pages with `?sort=` (the four sorts in turn) and a price floor under every price, new on each
 *   request (`priceMin=0.000…`), so no cache of the gateway holds the answer: the api and the database work and React
 *   draws each time. #35's measure (speed when no cache can answer), held to the same bounds.
 * Prints per phase p50/p90/p99 TTFB (and the whole answer's p99), req/s, the answers other than 2xx, and the RSS
 * of the gateway and the api sampled every second (each one's max and last, and the max of their sum: the uncached
 * phase fills the gateway's caches up to their bounds); then a verdict for each phase against the goal: p99 TTFB ≤
 * 50 ms and gateway + api RSS ≤ 300 MiB (on PostgreSQL; on the embedded database, which lives in the api's memory,
 * #11's 450 MiB). Exits 0 unless --check is given and a goal was missed (of both phases, or of the phase --check
 * names: `--check cached`).
 *
 *   [DATABASE_URL=postgres://…] npx tsx scripts/bench/page-ttfb.ts [--duration 10] [--conns 10] [--warmup 3]
 *        [--check [cached|uncached]]
 *
 * Figures on a loaded 2-core machine are noisy (the load generator shares the cores with the servers).
 */
import autocannon from 'autocannon';
import { pidOn, rssMiB, startShop, stopShops, type Shop } from './shop.ts';
import { PHONE_HEADERS as HEADERS, pathsUnder, sitemapPaths, uncachedCategoryPath } from './shop-pages.ts';
import { verdict, type Goal } from './verdict.ts';

const argv = process.argv.slice(2);
const arg = (name: string, fallback: string): string => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? argv[i + 1]! : fallback;
};
const DURATION = Number(arg('duration', '10'));
const CONNS = Number(arg('conns', '10'));
const WARMUP = Number(arg('warmup', '3'));
const POSTGRES = Boolean(process.env.DATABASE_URL);
const RSS_LIMIT = POSTGRES ? 300 : 450;

interface Phase {
  name: string;
  /** The issue whose goal the phase measures. */
  issue: string;
  /** The path of the n-th request. */
  path: (n: number) => string;
}

interface Outcome {
  /** TTFB of each answer, ms. */
  ttfb: number[];
  result: autocannon.Result;
}

/** Loads the pages for `seconds`, timing each answer's first byte (autocannon times the whole answer). */
function load(shop: Shop, phase: Phase, seconds: number): Promise<Outcome> {
  const ttfb: number[] = [];
  let n = 0;
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: shop.origin,
        connections: CONNS,
        duration: seconds,
        headers: HEADERS,
        requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: phase.path(n++) }) }],
        // One request at a time per connection (no pipelining): its start and its headers pair up.
        setupClient: (client) => {
          let sentAt: number | null = null;
          (client as NodeJS.EventEmitter).on('request', () => (sentAt = performance.now()));
          client.on('headers', () => {
            if (sentAt !== null) ttfb.push(performance.now() - sentAt);
            sentAt = null;
          });
        },
      },
      (error, result) => (error ? reject(error) : resolve({ ttfb, result })),
    );
  });
}

const percentile = (sorted: number[], p: number): number =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : NaN;
const ms = (n: number) => `${n.toFixed(1)} ms`;
const mib = (n: number) => `${Math.round(n)} MiB`;

/** The gateway's and the api's RSS every second: each one's max and last, and the max of their sum. */
function sampleRss(pids: Record<string, number>) {
  const seen = Object.fromEntries(Object.keys(pids).map((label) => [label, { max: 0, last: 0 }]));
  let sumMax = 0;
  const sample = () => {
    let sum = 0;
    for (const [label, pid] of Object.entries(pids)) {
      const now = rssMiB(pid);
      seen[label] = { max: Math.max(seen[label]!.max, now), last: now };
      sum += now;
    }
    sumMax = Math.max(sumMax, sum);
  };
  sample();
  const timer = setInterval(sample, 1000);
  return {
    stop() {
      clearInterval(timer);
      sample();
      return { seen, sumMax };
    },
  };
}

const shop = await startShop(`the shop (${POSTGRES ? 'PostgreSQL' : 'PGlite'})`, {
  ...(POSTGRES ? { DATABASE_URL: process.env.DATABASE_URL! } : {}),
});
try {
  const categories = pathsUnder(await sitemapPaths(shop.origin), '/category/');
  const phases: Phase[] = [
    { name: 'cached', issue: '#31', path: (n) => categories[n % categories.length]! },
    {
      name: 'uncached',
      issue: '#35',
      path: (n) => uncachedCategoryPath(categories, n),
    },
  ];
  for (const phase of phases) {
    const res = await fetch(`${shop.origin}${phase.path(0)}`, { headers: HEADERS });
    const bytes = (await res.arrayBuffer()).byteLength;
    if (res.status !== 200 || !res.headers.get('content-type')?.includes('text/html'))
      throw new Error(`${phase.path(0)}: HTTP ${res.status} ${res.headers.get('content-type')}`);
    console.log(`${phase.name}: e.g. ${phase.path(0)} (${Math.round(bytes / 1024)} KiB of HTML)`);
  }
  for (const page of categories) await (await fetch(`${shop.origin}${page}`, { headers: HEADERS })).arrayBuffer();
  await load(shop, phases[0]!, WARMUP);

  const pids = { gateway: pidOn(shop.port), api: pidOn(shop.apiPort) };
  if (pids.gateway === null || pids.api === null) throw new Error(`no process on port ${shop.port} or ${shop.apiPort}`);
  const verdicts: Array<{ phase: string; pass: boolean; line: string }> = [];
  console.log(
    `\n${categories.length} categories, ${CONNS} connections, ${DURATION} s a phase, ` +
      `${POSTGRES ? 'PostgreSQL' : 'PGlite (embedded)'}, production profile:\n`,
  );
  for (const phase of phases) {
    const rss = sampleRss(pids as Record<string, number>);
    const { ttfb, result } = await load(shop, phase, DURATION);
    const { seen, sumMax } = rss.stop();
    const sorted = ttfb.sort((a, b) => a - b);
    const p99 = percentile(sorted, 99);
    console.log(
      `${phase.name.padEnd(9)} TTFB p50 ${ms(percentile(sorted, 50))}  p90 ${ms(percentile(sorted, 90))}  ` +
        `p99 ${ms(p99)}  (whole answer p99 ${result.latency.p99} ms)  ${Math.round(result.requests.average)} req/s  ` +
        `${result.requests.total} answers, ${result.non2xx} not 2xx, ${result.errors} errors`,
    );
    const parts = Object.entries(seen).map(([label, s]) => `${label} max ${mib(s.max)}, last ${mib(s.last)}`);
    console.log(`${''.padEnd(9)} RSS, sampled every second: ${parts.join('; ')}; gateway + api max ${mib(sumMax)}`);
    const goals: Goal[] = [
      { what: 'p99 TTFB', value: p99, limit: 50, kind: 'max', format: ms },
      { what: 'gateway + api RSS', value: sumMax, limit: RSS_LIMIT, kind: 'max', format: mib },
    ];
    const summary = `${phase.name}, ${phase.issue}: p99 TTFB ≤ 50 ms, gateway + api RSS ≤ ${RSS_LIMIT} MiB`;
    verdicts.push({ phase: phase.name, ...verdict(goals, summary) });
  }
  console.log('');
  for (const { line } of verdicts) console.log(line);
  // `--check` alone (or before another option) checks both phases.
  const named = argv.includes('--check') ? (argv[argv.indexOf('--check') + 1] ?? '') : undefined;
  const phaseNamed = verdicts.some((v) => v.phase === named);
  const judged = named === undefined ? [] : verdicts.filter((v) => !phaseNamed || v.phase === named);
  process.exitCode = judged.every((v) => v.pass) ? 0 : 1;
} finally {
  stopShops();
}
process.exit();
