/**
 * Benchmark (#31's goal): Lighthouse's mobile preset (its default config: a phone's screen and simulated Slow 4G +
 * 4× CPU throttling) on the home page, a category page, a product page and a search, driving Debian's Chromium
 * (nothing is downloaded). Prints per page the median of the runs: performance score, LCP, FCP, TBT, CLS, the
 * bytes transferred and the JavaScript among them; with --details also the LCP element and what Lighthouse flags.
 * Then a verdict against the goal (every page: performance ≥ 95, LCP ≤ 1.5 s, TBT ≤ 100 ms, CLS ≤ 0.02) naming
 * each miss. It exits 0 whatever the figures (a measurement), unless --check is given: then 1 on a miss.
 *
 * Starts the shop itself in the production profile (shop.ts: persisted operations, minified build, a fresh
 * in-memory database, random ports) unless --url names a running one.
 *
 *   npx tsx scripts/bench/lighthouse.ts [--url http://127.0.0.1:8080] [--runs 3] [--details] [--check]
 *        [--pages /,/category/DRESSES,/product/12-…] [--out DIR (each run's JSON report)]
 *
 * Figures on a loaded 2-core machine are noisy: compare before and after in the same minute.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result, type RunnerResult } from 'lighthouse';
import { startShop, stopShops } from './shop.ts';
import { pathsUnder, sitemapPaths } from './shop-pages.ts';
import { verdict, type Goal } from './verdict.ts';

const argv = process.argv.slice(2);
const arg = (name: string): string | undefined => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? argv[i + 1] : undefined;
};
const RUNS = Number(arg('runs') ?? 3);
const DETAILS = argv.includes('--details');
const CHECK = argv.includes('--check');
const OUT = arg('out');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Home, the first category and the first product the sitemaps list, and a search. */
async function pagesOf(origin: string): Promise<string[]> {
  const given = arg('pages');
  if (given) return given.split(',');
  const paths = await sitemapPaths(origin);
  return ['/', pathsUnder(paths, '/category/')[0]!, pathsUnder(paths, '/product/')[0]!, '/search?q=dress'];
}

interface Figures {
  score: number;
  lcp: number;
  fcp: number;
  tbt: number;
  cls: number;
  bytes: number;
  /** JavaScript on the wire (transfer size, compressed). */
  jsBytes: number;
}

const numeric = (lhr: Result, id: string): number => lhr.audits[id]?.numericValue ?? NaN;

function scriptBytes(lhr: Result): number {
  const items = (
    lhr.audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number }[] }
  )?.items;
  return items?.find((item) => item.resourceType === 'script')?.transferSize ?? NaN;
}

function figuresOf(lhr: Result): Figures {
  return {
    score: Math.round((lhr.categories['performance']?.score ?? 0) * 100),
    lcp: numeric(lhr, 'largest-contentful-paint'),
    fcp: numeric(lhr, 'first-contentful-paint'),
    tbt: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    bytes: numeric(lhr, 'total-byte-weight'),
    jsBytes: scriptBytes(lhr),
  };
}

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};

function medians(runs: Figures[]): Figures {
  const m = (k: keyof Figures) => median(runs.map((r) => r[k]));
  return {
    score: m('score'),
    lcp: m('lcp'),
    fcp: m('fcp'),
    tbt: m('tbt'),
    cls: m('cls'),
    bytes: m('bytes'),
    jsBytes: m('jsBytes'),
  };
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const millis = (ms: number) => `${Math.round(ms)} ms`;

function line(page: string, m: Figures, runs: Figures[]): string {
  const scores = runs.map((r) => r.score).join('/');
  return (
    `${page.padEnd(44).slice(0, 44)} perf ${String(m.score).padStart(3)} (${scores})  ` +
    `LCP ${seconds(m.lcp)}  FCP ${seconds(m.fcp)}  TBT ${millis(m.tbt)}  CLS ${m.cls.toFixed(3)}  ` +
    `${(m.bytes / 1024).toFixed(0)} KiB (JS ${(m.jsBytes / 1024).toFixed(0)} KiB)`
  );
}

/** #31's goal for each page. */
const GOAL = 'every page: performance ≥ 95, LCP ≤ 1.5 s, TBT ≤ 100 ms, CLS ≤ 0.02';
const goalsOf = (page: string, m: Figures): Goal[] => [
  { what: `${page} performance`, value: m.score, limit: 95, kind: 'min', format: String },
  { what: `${page} LCP`, value: m.lcp, limit: 1500, kind: 'max', format: seconds },
  { what: `${page} TBT`, value: m.tbt, limit: 100, kind: 'max', format: millis },
  { what: `${page} CLS`, value: m.cls, limit: 0.02, kind: 'max', format: (n) => n.toFixed(3) },
];

/** The LCP element, and the opportunities and diagnostics Lighthouse flags (those that score below 0.9). */
function details(lhr: Result): string[] {
  const out: string[] = [];
  const lcpElement = lhr.audits['largest-contentful-paint-element']?.details as
    { items?: { items?: { node?: { snippet?: string } }[] }[] } | undefined;
  const snippet = lcpElement?.items?.[0]?.items?.[0]?.node?.snippet;
  if (snippet) out.push(`    LCP element: ${snippet.slice(0, 160)}`);
  const refs = lhr.categories['performance']?.auditRefs ?? [];
  for (const ref of refs) {
    const audit = lhr.audits[ref.id];
    if (!audit || ref.weight > 0 || audit.score === null || audit.score >= 0.9) continue;
    out.push(`    ${audit.title}${audit.displayValue ? `: ${audit.displayValue}` : ''}`);
  }
  return out;
}

/** One Lighthouse run; a run whose trace failed (NO_NAVSTART on a loaded machine: "run Lighthouse again") is rerun. */
async function audit(url: string, port: number, attempts = 3): Promise<RunnerResult> {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, { port, logLevel: 'error', onlyCategories: ['performance'] });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const error = result.lhr.runtimeError;
    if (!error) return result;
    if (attempt >= attempts) throw new Error(`${url}: ${error.message}`);
    console.log(`    (${error.code}: run again)`);
  }
}

const origin = arg('url')?.replace(/\/+$/, '') ?? (await startShop('the shop')).origin;
const pages = await pagesOf(origin);
// A warm server, as a shop in use has: each page (its query, its images) once before the runs.
for (const page of pages) await (await fetch(`${origin}${page}`, { headers: { accept: 'text/html' } })).text();
if (OUT) mkdirSync(OUT, { recursive: true });
const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: ['--headless=new', '--no-sandbox'] });
const goals: Goal[] = [];
try {
  console.log(`Lighthouse ${RUNS}× per page, mobile preset (simulated throttling), ${origin}; medians:\n`);
  for (const page of pages) {
    const runs: Figures[] = [];
    let last: Result | null = null;
    for (let i = 0; i < RUNS; i++) {
      const result = await audit(`${origin}${page}`, chrome.port);
      runs.push(figuresOf(result.lhr));
      last = result.lhr;
      if (OUT) writeFileSync(path.join(OUT, `${page.replace(/\W+/g, '_')}-${i + 1}.json`), JSON.stringify(result.lhr));
    }
    const m = medians(runs);
    console.log(line(page, m, runs));
    if (DETAILS && last) for (const detail of details(last)) console.log(detail);
    goals.push(...goalsOf(page, m));
  }
} finally {
  chrome.kill();
  stopShops();
}
const { pass, line: verdictLine } = verdict(goals, GOAL);
console.log(`\n${verdictLine}`);
process.exit(CHECK && !pass ? 1 : 0);
