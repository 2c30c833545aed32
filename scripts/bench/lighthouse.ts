/**
 * Benchmark: Lighthouse's mobile preset (its default config: a phone's screen and simulated Slow 4G +
 * 4× CPU throttling) on the home page, a category page and a product page, driving Debian's Chromium
 * (nothing is downloaded). Prints per page the median of the runs: performance score, LCP, FCP, TBT,
 * CLS and the bytes transferred; with --details also the LCP element and what Lighthouse flags.
 *
 * Starts the shop itself in the production profile (persisted operations, minified build, a fresh
 * in-memory database, random ports) unless --url names a running one.
 *
 *   npx tsx scripts/bench/lighthouse.ts [--url http://127.0.0.1:8080] [--runs 3] [--details]
 *        [--pages /,/category/DRESSES,/product/12-…] [--out DIR (each run's JSON report)]
 *
 * Figures on a loaded 2-core machine are noisy: compare before and after in the same minute.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { repoRoot } from '../src/web-build.ts';
import { waitForHttp } from '../src/wait.ts';
import { freePort } from '../src/ports.ts';

const argv = process.argv.slice(2);
const arg = (name: string): string | undefined => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? argv[i + 1] : undefined;
};
const RUNS = Number(arg('runs') ?? 3);
const DETAILS = argv.includes('--details');
const OUT = arg('out');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const children: ChildProcess[] = [];
process.on('exit', () => children.forEach((c) => c.kill('SIGTERM')));

/** The shop as `npm start` runs it, in the production profile, on a throwaway database and random ports. */
async function startShop(): Promise<string> {
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
      SMTP_URL: 'smtp://127.0.0.1:9',
      SEED_DEMO: '1',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(child);
  const url = `http://127.0.0.1:${port}`;
  await waitForHttp(`${url}/healthz`, { timeoutMs: 30 * 60_000, what: 'the shop' });
  await waitForHttp(`${url}/readyz`, { timeoutMs: 60_000, what: 'the shop' });
  return url;
}

const locs = (xml: string): string[] => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);

/** Home, the first category and the first product the sitemaps list (paths, so any origin works). */
async function pagesOf(origin: string): Promise<string[]> {
  const given = arg('pages');
  if (given) return given.split(',');
  const shards = locs(await (await fetch(`${origin}/sitemap.xml`)).text());
  const urls: string[] = [];
  for (const shard of shards) urls.push(...locs(await (await fetch(new URL(new URL(shard).pathname, origin))).text()));
  const first = (prefix: string) => {
    const url = urls.find((u) => new URL(u).pathname.startsWith(prefix));
    if (!url) throw new Error(`the sitemaps list no ${prefix} page`);
    return new URL(url).pathname;
  };
  return ['/', first('/category/'), first('/product/')];
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

function line(page: string, runs: Figures[]): string {
  const m = (k: keyof Figures) => median(runs.map((r) => r[k]));
  const scores = runs.map((r) => r.score).join('/');
  return (
    `${page.padEnd(44).slice(0, 44)} perf ${String(m('score')).padStart(3)} (${scores})  ` +
    `LCP ${(m('lcp') / 1000).toFixed(2)} s  FCP ${(m('fcp') / 1000).toFixed(2)} s  TBT ${Math.round(m('tbt'))} ms  ` +
    `CLS ${m('cls').toFixed(3)}  ${(m('bytes') / 1024).toFixed(0)} KiB (JS ${(m('jsBytes') / 1024).toFixed(0)} KiB)`
  );
}

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

const origin = arg('url')?.replace(/\/+$/, '') ?? (await startShop());
const pages = await pagesOf(origin);
// A warm server, as a shop in use has: each page (its query, its images) once before the runs.
for (const page of pages) await (await fetch(`${origin}${page}`, { headers: { accept: 'text/html' } })).text();
if (OUT) mkdirSync(OUT, { recursive: true });
const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: ['--headless=new', '--no-sandbox'] });
try {
  console.log(`Lighthouse ${RUNS}× per page, mobile preset (simulated throttling), ${origin}; medians:\n`);
  for (const page of pages) {
    const runs: Figures[] = [];
    let last: Result | null = null;
    for (let i = 0; i < RUNS; i++) {
      const result = await lighthouse(`${origin}${page}`, {
        port: chrome.port,
        logLevel: 'error',
        onlyCategories: ['performance'],
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${page}`);
      if (result.lhr.runtimeError) throw new Error(`${page}: ${result.lhr.runtimeError.message}`);
      runs.push(figuresOf(result.lhr));
      last = result.lhr;
      if (OUT) writeFileSync(path.join(OUT, `${page.replace(/\W+/g, '_')}-${i + 1}.json`), JSON.stringify(result.lhr));
    }
    console.log(line(page, runs));
    if (DETAILS && last) for (const detail of details(last)) console.log(detail);
  }
} finally {
  chrome.kill();
  children.forEach((c) => c.kill('SIGTERM'));
}
process.exit(0);
