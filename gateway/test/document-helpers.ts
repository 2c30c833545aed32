/** The page tests' web app (index.html as Vite writes it) and readers of the HTML the gateway sends. */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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

export interface Page {
  status: number;
  headers: Headers;
  html: string;
  title: string | null;
  /** <meta name|property="key" content>, unescaped. */
  meta(key: string): string | null;
  canonical: string | null;
  jsonLd: Array<Record<string, unknown>>;
  preloaded: { id: string; variables: Record<string, unknown>; response: { data: Record<string, unknown> } } | null;
  /** What the gateway rendered into #root. */
  root: string;
}

const unescape = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

export async function page(url: string, headers: Record<string, string> = {}): Promise<Page> {
  const res = await fetch(url, { headers: { accept: 'text/html', ...headers } });
  const html = await res.text();
  const data = /<script type="application\/json" id="tote-preloaded">([\s\S]*?)<\/script>/.exec(html)?.[1];
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
    preloaded: data ? (JSON.parse(data) as Page['preloaded']) : null,
    root: /<div id="root">([\s\S]*?)<\/div>\s*<noscript>/.exec(html)?.[1] ?? '',
  };
}

/**
 * The page with its data. A page waits for its data only so long (300 ms); on a busy machine the first
 * requests of a page may go out without it, so this asks until one comes with it.
 */
export async function pageWithData(url: string, headers: Record<string, string> = {}): Promise<Page> {
  let last: Page | null = null;
  for (let attempt = 0; attempt < 30; attempt++) {
    last = await page(url, headers);
    if (last.preloaded) return last;
  }
  throw new Error(`${url} never came with its data (last status ${last?.status})`);
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
