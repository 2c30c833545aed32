/**
 * The built web app (WEB_DIST): files with sirv (hashed assets under /assets/ cached as immutable),
 * and the SPA fallback: any other GET that accepts HTML gets index.html, with a
 * `<meta name="tote-device" content="mobile|desktop">` from the User-Agent for the mobile layout, and
 * `<meta name="tote-tag-manager" content="…">` when a tag manager id is configured (TAG_MANAGER_ID;
 * the web validates it and loads the tag manager's script only for a valid one), and the meta tags of the other
 * third-party scripts whose settings are valid (./thirdPartyScripts.ts). A page of the route
 * table (@tote/contract/routes) also gets its head, structured data and screen query's result written
 * in (./document/), when the data comes within the time budget. Every page carries the pages'
 * Content-Security-Policy (./headers/pagePolicy.ts). The build manifest (builds/*): ./builds.ts.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import sirv from 'sirv';
import { loadConfig, TAG_MANAGER_ID_PATTERN, type GatewayConfig } from '../config.js';
import type { CacheStamp } from '../cache/responseCache.js';
import type { GraphQLFetch } from './document/execute.js';
import { createPageRenderer } from './document/render.js';
import { withEarlyTaps } from './document/earlyTaps.js';
import { openPageStream } from './document/pageStream.js';
import { sendPage } from './document/send.js';
import { screenCodeOf } from './document/screenCode.js';
import { acceptsHtml, send } from './util.js';
import { isBuildManifestPath, serveBuildManifest } from './builds.js';
import { withScriptNonce } from './headers/csp.js';
import { createPagePolicy } from './headers/pagePolicy.js';
import { injectThirdPartyScripts, type ThirdPartyScripts } from './thirdPartyScripts.js';
import type { UsesStripe } from './headers/paymentProvider.js';

/** How long a page waits for its screen query's answer before it goes out without it. */
export const PAGE_DATA_BUDGET_MS = 300;

const MOBILE_UA = /Mobi|Android|iPhone|iPod|iPad|Windows Phone|IEMobile|BlackBerry|BB10|Opera Mini|webOS|Silk|Kindle/i;

type Device = 'mobile' | 'desktop';

export function deviceOf(userAgent: string | undefined): Device {
  return userAgent && MOBILE_UA.test(userAgent) ? 'mobile' : 'desktop';
}

export function injectDevice(html: string, device: Device): string {
  const tag = `<meta name="tote-device" content="${device}">`;
  const existing = /<meta\s+name="tote-device"[^>]*>/i;
  if (existing.test(html)) return html.replace(existing, tag);
  return /<\/head>/i.test(html) ? html.replace(/<\/head>/i, `${tag}</head>`) : tag + html;
}

/** The configured tag manager id as a meta tag (HTML-escaped: the web decides whether it is valid). */
export function injectTagManager(html: string, id: string | undefined): string {
  if (!id) return html;
  const escaped = id.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  const tag = `<meta name="tote-tag-manager" content="${escaped}">`;
  return /<\/head>/i.test(html) ? html.replace(/<\/head>/i, `${tag}</head>`) : tag + html;
}

const NOT_BUILT = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Tote</title></head>
<body><h1>Tote</h1><p>The web app is not built yet: run <code>npm run build</code>, then reload.</p>
<p>The GraphQL API is at <a href="/graphql">/graphql</a>.</p></body></html>`;

export interface WebOptions {
  webDist: string;
  production: boolean;
  tagManagerId?: string;
  /** The valid third-party script settings (thirdPartyScripts.ts); default none. */
  thirdPartyScripts?: ThirdPartyScripts;
  /** Whether the pages load Stripe.js (the api's payment provider); default: never. */
  usesStripe?: UsesStripe;
  /** Where uploaded photos are stored when not on the shop's origin (config.ts fileStoreOrigin). */
  fileStoreOrigin?: string | undefined;
  /** Runs a page's screen query for its HTML: yoga's `fetch`, in-process. */
  graphql: GraphQLFetch;
  /** The response cache's stamp (kept guests' pages go out on it). */
  cacheStamp?: CacheStamp | undefined;
  /** relay-compiler's { id: text } file; default PERSISTED_QUERIES (config.ts). */
  persistedQueriesFile?: string;
  /** The web's built server entry the pages are drawn with; default WEB_SERVER_ENTRY (config.ts). */
  webServerEntry?: string;
  /** How long a page waits for its data (default 300 ms) before it goes out without it. */
  pageDataBudgetMs?: number;
  publicUrl?: string;
  trustProxy?: boolean;
}

export function createWeb(opts: WebOptions, config: GatewayConfig = loadConfig()) {
  const { webDist, production, tagManagerId, thirdPartyScripts = {} } = opts;
  const renderer = createPageRenderer({
    graphql: opts.graphql,
    stamp: opts.cacheStamp,
    persistedQueriesFile: opts.persistedQueriesFile ?? config.persistedQueriesFile,
    production,
    serverEntryFile: opts.webServerEntry ?? config.webServerEntry,
    budgetMs: opts.pageDataBudgetMs ?? PAGE_DATA_BUDGET_MS,
    publicUrl: opts.publicUrl ?? config.publicUrl,
    trustProxy: opts.trustProxy ?? config.trustProxy,
    screenCode: screenCodeOf(webDist),
  });
  const pagePolicy = createPagePolicy({
    usesStripe: opts.usesStripe ?? (async () => false),
    tagManager: tagManagerId !== undefined && TAG_MANAGER_ID_PATTERN.test(tagManagerId),
    affiliate: thirdPartyScripts.affiliate !== undefined,
    sessionRecording: thirdPartyScripts.sessionRecording !== undefined,
    fileStoreOrigin: opts.fileStoreOrigin,
  });
  const indexFile = join(webDist, 'index.html');
  let cached: { mtimeMs: number; html: string; byDevice: Record<Device, string> } | null = null;

  /** index.html, and as each device gets it: the same strings until the file changes (kept pages compare them). */
  function indexHtml(): { html: string; byDevice: Record<Device, string> } | null {
    if (!existsSync(indexFile)) return null;
    const { mtimeMs } = statSync(indexFile);
    if (!cached || cached.mtimeMs !== mtimeMs) {
      const html = withEarlyTaps(
        injectThirdPartyScripts(injectTagManager(readFileSync(indexFile, 'utf8'), tagManagerId), thirdPartyScripts),
      );
      const byDevice = { mobile: injectDevice(html, 'mobile'), desktop: injectDevice(html, 'desktop') };
      cached = { mtimeMs, html, byDevice };
    }
    return cached;
  }

  let warming: Promise<void> | null = null;
  /**
   * Settles once the page renderer has been warmed (its code loaded, a page drawn): /readyz waits for it once the
   * api answers, so the first shopper's page is drawn in time (and a gateway nobody asks is not drawing pages of
   * its own). A warm-up that drew no page (the api went away) is tried again on the next call.
   */
  function ready(): Promise<void> {
    warming ??= renderer.warm().then(
      (drawn) => void (drawn || (warming = null)),
      () => void (warming = null),
    );
    return warming;
  }

  async function spa(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !acceptsHtml(req)) return send(res, 404, 'Not Found');
    const index = indexHtml();
    const headers = { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache', vary: 'User-Agent' };
    if (index === null) return send(res, 503, NOT_BUILT, headers);
    const policy = pagePolicy(index.html); // beside the page's data: the first page may wait for the api's answer
    const device = deviceOf(req.headers['user-agent']);
    const html = index.byDevice[device];
    const page = req.method === 'GET' ? await renderer.renderPage(req, res, html, device).catch(() => null) : null;
    const nonce = page?.kind === 'stream' ? page.nonce : null;
    res.setHeader('content-security-policy', nonce ? withScriptNonce(await policy, nonce) : await policy);
    if (!page) return sendPage(req, res, 200, html, headers);
    for (const cookie of page.setCookies) res.appendHeader('set-cookie', cookie);
    // A guard's redirect (a guest on an account page) depends on the shopper's cookies: never stored for others.
    if (page.kind === 'redirect') {
      res.writeHead(page.status, { location: page.location, 'cache-control': 'private, no-store', vary: 'Cookie' });
      return void res.end();
    }
    // Drawn for this shopper (or with only the banner due for their audience): the page is theirs alone.
    if (page.kind === 'stream' || page.written)
      Object.assign(headers, { 'cache-control': 'private, no-cache', vary: 'User-Agent, Cookie' });
    if (page.kind === 'stream') return page.send(openPageStream(req, res, page.status, headers));
    return sendPage(req, res, page.status, page.body, headers);
  }

  // sirv scans the folder once in production; in development it looks files up per request, so a
  // rebuilt web app is served without restarting the gateway. Both send the build's precompressed
  // copies (.br, .gz) by Accept-Encoding, with `Vary: Accept-Encoding`.
  const dev = !(production && existsSync(webDist));
  const files = sirv(webDist, { dev, etag: true, gzip: true, brotli: true, setHeaders });

  function setHeaders(res: ServerResponse, pathname: string): void {
    res.setHeader(
      'cache-control',
      pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
    );
  }

  function handle(req: IncomingMessage, res: ServerResponse, path: string): Promise<void> | void {
    if (isBuildManifestPath(path)) return serveBuildManifest(webDist, req, res, path);
    const last = path.slice(path.lastIndexOf('/') + 1);
    // Routes (no file extension) and index.html itself go to the SPA fallback: it injects the device.
    if (!last.includes('.') || last === 'index.html') return spa(req, res);
    // A missing file is a 404, never the page: a stale chunk must fail loudly, not parse HTML as JS.
    files(req, res, () => send(res, 404, 'Not Found'));
  }

  return { handle, ready };
}
