/** The page tests' web app (index.html as Vite writes it) and readers of the HTML the gateway sends. */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { RECORDS_ELEMENT_ID } from '@tote/contract/routes';
import { DEFAULT_PERSISTED_QUERIES, persistedStore, queryIdsByName } from '../src/persisted.js';

export const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta
      name="description"
      content="The default description."
    />
    <title>Tote</title>
    <script type="module" crossorigin src="/assets/index-abc123.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-abc123.js">
    <link rel="stylesheet" crossorigin href="/assets/index-abc123.css">
  </head>
  <body>
    <div id="root"></div>
    <noscript>Tote needs JavaScript to run.</noscript>
  </body>
</html>
`;

export function webDist(): string {
  const dist = mkdtempSync(join(tmpdir(), 'gw-pages-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), INDEX_HTML);
  return dist;
}

/** The persisted id of a screen query of the web, by its operation name. */
export function queryId(operation: string): string {
  const id = queryIdsByName(persistedStore(DEFAULT_PERSISTED_QUERIES)()).get(operation);
  if (!id) throw new Error(`no persisted query ${operation}: run npm run generate`);
  return id;
}

export const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';

/** A Relay record as the page carries it: its fields, references to other records as `{ __ref }`. */
export type RelayRecord = Record<string, unknown> & { __id: string; __typename: string };

export interface Page {
  status: number;
  headers: Headers;
  html: string;
  title: string | null;
  /** <meta name|property="key" content>, unescaped. */
  meta(key: string): string | null;
  canonical: string | null;
  jsonLd: Array<Record<string, unknown>>;
  /** The Relay records the server drew the page with (`#tote-records`), the browser's store starts with; else null. */
  records: Record<string, RelayRecord> | null;
  /** What the server drew into #root ('' when it did not draw the page). */
  root: string;
}

const unescape = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The page's records of a type (`Product`, `ProductListing`). */
export function recordsOf(p: Page, typename: string): RelayRecord[] {
  return Object.values(p.records ?? {}).filter((record) => record.__typename === typename);
}

/** Markup as a reader sees it: the text, tags dropped, entities decoded, HTML's white space collapsed. */
export function textOf(markup: string): string {
  return unescape(markup.replace(/<[^>]*>/g, ' '))
    .replace(/[ \t\n\f\r]+/g, ' ')
    .trim();
}

/** The text of the drawn page's first <h1>, or null. */
export function headingOf(p: Page): string | null {
  const h1 = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(p.root)?.[1];
  return h1 === undefined ? null : textOf(h1);
}

export async function page(url: string, headers: Record<string, string> = {}): Promise<Page> {
  const res = await fetch(url, { headers: { accept: 'text/html', ...headers }, redirect: 'manual' });
  const html = await res.text();
  const records = new RegExp(`<script type="application/json" id="${RECORDS_ELEMENT_ID}">([\\s\\S]*?)</script>`).exec(
    html,
  )?.[1];
  const title = /<title>([\s\S]*?)<\/title>/.exec(html)?.[1];
  return {
    status: res.status,
    headers: res.headers,
    html,
    title: title === undefined ? null : unescape(title),
    meta: (key) => {
      const m = new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)">`).exec(html);
      return m ? unescape(m[1]!) : null;
    },
    canonical: /<link rel="canonical" href="([^"]*)">/.exec(html)?.[1] ?? null,
    jsonLd: [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
      (m) => JSON.parse(m[1]!) as Record<string, unknown>,
    ),
    records: records ? (JSON.parse(records) as Page['records']) : null,
    root: /<div id="root">([\s\S]*?)<\/div>\s*<noscript>/.exec(html)?.[1] ?? '',
  };
}

/**
 * What the page tests give a page for its data and its render (the gateway's pageDataBudgetMs). They check what is
 * drawn, not how soon: with the production budget (PAGE_DATA_BUDGET_MS, 300 ms) a page goes out undrawn whenever the
 * run's one api is busy with another file's flood of requests, which can last longer than drawnPage's tries.
 */
export const DRAWING_BUDGET_MS = 10_000;

/**
 * The page as the server drew it. A page waits for its drawing only so long; on a busy machine (and while the web's
 * server entry loads) the first requests of a page may go out undrawn, so this asks until one is drawn.
 */
export async function drawnPage(url: string, headers: Record<string, string> = {}): Promise<Page> {
  let last: Page | null = null;
  for (let attempt = 0; attempt < 30; attempt++) {
    last = await page(url, headers);
    if (last.records) return last;
  }
  throw new Error(`${url} was never drawn (last status ${last?.status})`);
}

/** What the browser's own request for the same persisted query gets. */
export async function graphqlData(gatewayUrl: string, id: string, variables: object): Promise<unknown> {
  const res = await fetch(`${gatewayUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json' },
    body: JSON.stringify({ id, variables }),
  });
  return ((await res.json()) as { data: unknown }).data;
}
