/**
 * The catalog pages a guest browses, read as the browser does: each page's document (the gateway draws it with the
 * web's server entry, every query of the page answered in-process, and sends the Relay records it was drawn with)
 * and the screen's query as the web sends it when it navigates to the page (POST /graphql with the persisted id and
 * the variables of @tote/contract/routes).
 * For scripts/bench/kill-recovery.ts.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { matchScreenRoute, RECORDS_ELEMENT_ID } from '@tote/contract/routes';
import { repoRoot } from '../src/web-build.ts';

export interface ReadOutcome {
  ok: boolean;
  /** Answered from what the gateway kept (x-response-cache: stale). */
  stale: boolean;
  /** Answered from the response cache as usual (x-response-cache: hit). */
  hit: boolean;
  ms: number;
  detail: string;
}

export interface CatalogRead {
  name: string;
  run(): Promise<ReadOutcome>;
}

/** The persisted operations' ids by operation name (relay-compiler's file). */
function persistedIds(): Map<string, string> {
  const file = path.join(repoRoot, 'web/persisted-queries.json');
  const entries = Object.entries(JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>);
  return new Map(entries.map(([id, text]) => [/^\s*query\s+(\w+)/.exec(text)?.[1] ?? '', id]));
}

async function timed(run: () => Promise<Omit<ReadOutcome, 'ms'>>): Promise<ReadOutcome> {
  const started = performance.now();
  try {
    return { ...(await run()), ms: performance.now() - started };
  } catch (err) {
    const detail = err instanceof Error ? err.message : String(err);
    return { ok: false, stale: false, hit: false, ms: performance.now() - started, detail };
  }
}

const GUEST = { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) kill-recovery bench' };

/**
 * A page's document counts when it comes drawn, with its records (an undrawn page is index.html as it is: the browser
 * would ask for its data and draw it itself). The gateway draws a page only when every query of it answered without
 * an error.
 */
function documentRead(gateway: string, page: string): CatalogRead {
  return {
    name: `document ${page}`,
    run: () =>
      timed(async () => {
        const res = await fetch(`${gateway}${page}`, {
          headers: { ...GUEST, accept: 'text/html' },
          signal: AbortSignal.timeout(5_000),
        });
        const html = await res.text();
        const ok = res.status === 200 && html.includes(`id="${RECORDS_ELEMENT_ID}"`);
        return { ok, stale: false, hit: false, detail: ok ? '' : `HTTP ${res.status}, page not drawn` };
      }),
  };
}

function queryRead(gateway: string, page: string, ids: Map<string, string>): CatalogRead {
  const url = new URL(page, gateway);
  const match = matchScreenRoute(url.pathname);
  const variables = match?.route.variables(match.params, url.searchParams);
  const id = match && ids.get(match.route.operation);
  if (!match || !variables || !id) throw new Error(`${page} is not a screen of the route table`);
  const body = JSON.stringify({ id, variables });
  return {
    name: `${match.route.operation} ${page}`,
    run: () =>
      timed(async () => {
        const res = await fetch(`${gateway}/graphql`, {
          method: 'POST',
          headers: { ...GUEST, 'content-type': 'application/json', accept: 'application/json' },
          body,
          signal: AbortSignal.timeout(5_000),
        });
        const answer = (await res.json()) as { data?: unknown; errors?: { message: string }[] };
        const cache = res.headers.get('x-response-cache');
        const ok = res.status === 200 && answer.data != null && !answer.errors?.length;
        const detail = ok ? '' : (answer.errors?.[0]?.message ?? `HTTP ${res.status}`);
        return { ok, stale: cache === 'stale', hit: cache === 'hit', detail };
      }),
  };
}

const PAGES_QUERY = `{
  productListing(scope: { kind: ALL }) { products(first: 12) { edges { node { url categories { url } } } } }
}`;

/** Home, the new arrivals, two categories and four products: their URLs, from the shop itself. */
export async function catalogPages(gateway: string): Promise<string[]> {
  const res = await fetch(`${gateway}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: PAGES_QUERY }),
  });
  const answer = (await res.json()) as {
    data: { productListing: { products: { edges: { node: { url: string; categories: { url: string }[] } }[] } } };
  };
  const products = answer.data.productListing.products.edges.map((e) => e.node);
  const categories = [...new Set(products.flatMap((p) => p.categories.map((c) => c.url)))];
  return ['/', '/new-arrivals', ...categories.slice(0, 2), ...products.slice(0, 4).map((p) => p.url)];
}

/** Both reads of each page. */
export function catalogReads(gateway: string, pages: string[]): CatalogRead[] {
  const ids = persistedIds();
  return pages.flatMap((page) => [documentRead(gateway, page), queryRead(gateway, page, ids)]);
}

/** Reads each until it comes whole and, for a query, from the response cache (the gateway has seen it). */
export async function warm(reads: CatalogRead[], timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (const read of reads) {
    for (;;) {
      const r = await read.run();
      if (r.ok && (read.name.startsWith('document') || r.hit)) break;
      if (Date.now() > deadline) throw new Error(`${read.name} did not warm up: ${r.detail}`);
    }
  }
}
