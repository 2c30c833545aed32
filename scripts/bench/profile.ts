/**
 * Benchmark (#35: "find where the time goes before changing anything"): the shop in the production profile
 * (shop.ts) under the uncached mix of side-by-side.ts --uncached (uncached-queries.ts: every request something new),
 * each server writing a V8 CPU profile (CPU_PROFILE_DIR, scripts/src/v8-flags.mjs). Prints, per server, its CPU a
 * request (from /proc) and where its busy time went: garbage collection, and the functions with the most time of
 * their own. On PostgreSQL when DATABASE_URL is given, else on the embedded database. The profiles stay in the
 * printed folder for Chromium's DevTools (Performance → Load profile).
 *
 *   [DATABASE_URL=postgres://…] npx tsx scripts/bench/profile.ts [--queries list,search] [--duration 20]
 *        [--conns 10] [--top 25] [--pages]
 *
 * --pages loads drawn pages instead of GraphQL queries: page-ttfb.ts's uncached phase (a phone's first visit to a
 * category page with a sort and a price floor never asked before, so React draws every one).
 *
 * A profile samples where a thread is, not what it costs the CPU: `writev`, `read` and the like are time inside a
 * system call, during which the kernel may run another process (PostgreSQL, the api woken by the write), so they
 * weigh more in a profile than in the CPU a request.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { repoRoot } from '../src/web-build.ts';
import { CLK, pgDelta, pgTicks, ticks } from './cpu-ticks.ts';
import { pidOn, startShop, stopShopsAndWait } from './shop.ts';
import { PHONE_HEADERS, pathsUnder, sitemapPaths, uncachedCategoryPath } from './shop-pages.ts';
import { TOTE, TOTE_MAKE, toteSlugs } from './uncached-queries.ts';

const argv = process.argv.slice(2);
const arg = (name: string, fallback: string): string => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? argv[i + 1]! : fallback;
};
const QUERIES = arg('queries', 'list,search').split(',');
const DURATION = Number(arg('duration', '20'));
const CONNS = Number(arg('conns', '10'));
const TOP = Number(arg('top', '25'));
const PAGES = argv.includes('--pages');

for (const q of QUERIES) if (!TOTE_MAKE[q]) throw new Error(`--queries: no uncached query ${q}`);

interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number } }[];
  samples: number[];
  timeDeltas: number[];
}

/** Busy time (µs) by function (its own time), and the total; idle time is left out. */
function selfTimes(profile: CpuProfile): { total: number; byFunction: Map<string, number> } {
  const frames = new Map(profile.nodes.map((n) => [n.id, n.callFrame]));
  const byFunction = new Map<string, number>();
  let total = 0;
  profile.samples.forEach((id, i) => {
    const frame = frames.get(id)!;
    if (frame.functionName === '(idle)') return;
    const dt = profile.timeDeltas[i] ?? 0;
    const where = frame.url
      ? ` ${frame.url.replace(/^.*node_modules\//, '').replace(repoRoot, '.')}:${frame.lineNumber}`
      : '';
    const key = `${frame.functionName || '(anonymous)'}${where}`;
    byFunction.set(key, (byFunction.get(key) ?? 0) + dt);
    total += dt;
  });
  return { total, byFunction };
}

function report(name: string, file: string, requests: number, cpuMs: number): void {
  const { total, byFunction } = selfTimes(JSON.parse(readFileSync(file, 'utf8')) as CpuProfile);
  const pct = (us: number) => `${((100 * us) / total).toFixed(1).padStart(5)} %`;
  const busy = `profile busy ${(total / 1000).toFixed(0)} ms against ${cpuMs.toFixed(0)} ms of CPU`;
  console.log(`\n${name}: ${(cpuMs / requests).toFixed(2)} ms of CPU a request (/proc); ${busy}`);
  for (const [where, us] of [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, TOP))
    console.log(`  ${pct(us)}  ${(us / 1000).toFixed(0).padStart(6)} ms  ${where}`);
}

const dir = mkdtempSync(path.join(tmpdir(), 'tote-profile-'));
const profiles = path.join(dir, 'profiles');
mkdirSync(profiles);
const persisted = JSON.parse(readFileSync(path.join(repoRoot, 'web/persisted-queries.json'), 'utf8')) as Record<
  string,
  string
>;
const ids: Record<string, string> = {};
for (const [key, text] of Object.entries(TOTE)) {
  ids[key] = createHash('sha256').update(text).digest('hex');
  persisted[ids[key]!] = text;
}
writeFileSync(path.join(dir, 'persisted-queries.json'), JSON.stringify(persisted));

const shop = await startShop('Tote', {
  ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
  PERSISTED_QUERIES: path.join(dir, 'persisted-queries.json'),
  CPU_PROFILE_DIR: profiles,
});
const url = `${shop.origin}/graphql`;
const ask = async (body: object): Promise<unknown> =>
  (
    await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
  ).json();
const slugs = toteSlugs(await ask({ documentId: ids.slugs, variables: {} }));
const servers = [
  ['gateway', pidOn(shop.port)!],
  ['api', pidOn(shop.apiPort)!],
] as const;

const before = servers.map(([, pid]) => ticks(pid));
const pgBefore = pgTicks();
const categories = PAGES ? pathsUnder(await sitemapPaths(shop.origin), '/category/') : [];
let drawn = 0;
/** A GraphQL query of the mix, or with --pages a category page no cache holds. */
const load: autocannon.Options = PAGES
  ? {
      url: shop.origin,
      headers: PHONE_HEADERS,
      requests: [{ setupRequest: (request) => ({ ...request, path: uncachedCategoryPath(categories, drawn++) }) }],
    }
  : {
      url,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      requests: [
        {
          setupRequest: (request) => {
            const q = QUERIES[Math.floor(Math.random() * QUERIES.length)]!;
            return {
              ...request,
              body: JSON.stringify({ documentId: ids[q], variables: TOTE_MAKE[q]!(slugs).variables }),
            };
          },
        },
      ],
    };
const result = await new Promise<autocannon.Result>((resolve, reject) =>
  autocannon({ ...load, connections: CONNS, duration: DURATION }, (error, r) => (error ? reject(error) : resolve(r))),
);
const cpuMs = servers.map(([, pid], i) => ((ticks(pid) - before[i]!) * 1000) / CLK);
const pgMs = (pgDelta(pgBefore, pgTicks()) * 1000) / CLK;
const requests = result.requests.total;
const what = PAGES ? 'category pages' : QUERIES.join(' + ');
const rate = `${Math.round(result.requests.average)} req/s over ${DURATION} s at ${CONNS} connections`;
console.log(
  `${what}, every request new: ${rate}, p99 ${result.latency.p99} ms, ${result.non2xx} answers other than 2xx, on ` +
    (process.env.DATABASE_URL ? `PostgreSQL (${(pgMs / requests).toFixed(2)} ms of its CPU a request)` : 'PGlite'),
);

await stopShopsAndWait();
const files = readdirSync(profiles);
servers.forEach(([name, pid], i) => {
  const file = files.find((f) => f.split('.')[3] === String(pid));
  if (file) report(name, path.join(profiles, file), requests, cpuMs[i]!);
  else console.log(`\n${name}: no profile was written (it did not exit cleanly)`);
});
console.log(`\nProfiles: ${profiles}`);
