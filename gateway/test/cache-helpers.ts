/** Helpers of the response cache tests: a caching gateway, its cache report, waiting for a condition, a feed switch. */
import { createServer, request as httpRequest, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { catalogEventsV1 } from '@tote/contract/v1/catalog-events';
import { v1Path } from '@tote/contract/v1/endpoint';
import { loadConfig, type GatewayConfig } from '../src/config.js';
import { createGateway, type GatewayOptions } from '../src/server.js';
import { CACHE_HEADER, type CacheOutcome } from '../src/cache/report.js';
import type { Browser } from './account-helpers.js';
import { apiUrl, v1, type Gateway, type GraphQLResponse } from './helpers.js';

async function listen(server: Server): Promise<string> {
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

async function close(server: Server): Promise<void> {
  server.closeAllConnections();
  await new Promise<void>((r) => server.close(() => r()));
}

export interface Answer extends GraphQLResponse {
  status: number;
  /** What the response cache did (x-response-cache); undefined when it was not consulted. */
  cache: CacheOutcome | undefined;
}

/** A GraphQL POST through the gateway, as a browser (keeping its cookies) or a bare client, with the cache's word. */
export async function ask(who: Browser | string, query: string, variables?: Record<string, unknown>): Promise<Answer> {
  const init = {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json' },
    body: JSON.stringify({ query, variables }),
  };
  const res = typeof who === 'string' ? await fetch(`${who}/graphql`, init) : await who.fetch('/graphql', init);
  const cache = (res.headers.get(CACHE_HEADER) ?? undefined) as CacheOutcome | undefined;
  return { status: res.status, cache, ...((await res.json()) as GraphQLResponse) };
}

/** Polls `probe` until `done` says yes; fails with the last answer after `timeoutMs`. */
export async function until<T>(probe: () => Promise<T>, done: (v: T) => boolean, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const v = await probe();
    if (done(v)) return v;
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms; last: ${JSON.stringify(v)}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

/**
 * Asks until the answer comes from the cache (another test's stock change may empty the cache, or
 * keep an answer computed across it out, at any moment): the cached answer.
 */
export function cachedAnswer(question: () => Promise<Answer>): Promise<Answer> {
  return until(question, (r) => r.cache === 'hit');
}

/** A shared (viewer-independent) query, for telling whether a gateway's cache is in use. */
export const BRANDS_PROBE = /* GraphQL */ `
  query CacheProbe {
    brands(first: 1) {
      totalCount
    }
  }
`;

/** The cache is consulted again (its change feed is ready): resolves once a shared query reports a hit or a miss. */
export async function untilCacheLive(gatewayUrl: string): Promise<void> {
  await until(
    () => ask(gatewayUrl, BRANDS_PROBE),
    (r) => r.cache === 'hit' || r.cache === 'miss',
  );
}

/**
 * A gateway in this process with the response cache on (whatever RESPONSE_CACHE says); outside
 * production, once its cache is live (production answers say nothing about the cache).
 */
export async function startCachingGateway(
  opts: Partial<GatewayOptions> = {},
  config: Partial<GatewayConfig> = {},
): Promise<Gateway> {
  const server = createGateway(
    { upstreamUrl: apiUrl(), production: false, ...opts },
    { ...loadConfig(), ...config, responseCache: true },
  );
  const url = await listen(server);
  if (!opts.production) await untilCacheLive(url);
  return { url, close: () => close(server) };
}

/** Sets a SKU's stock through the api (what a warehouse does); answers the stock before. */
export async function setStock(sku: string, stock: number): Promise<number> {
  const r = await v1<{ previousStock: number }>('/inventory/stock', { sku, stock });
  if (r.code !== 0) throw new Error(`stock change refused: ${JSON.stringify(r)}`);
  return r.data.previousStock;
}

/**
 * A pass-through proxy in front of the api whose catalog change feed can be cut: `cut()` ends the
 * open feed streams and refuses new ones (503) until `restore()`; every other call passes, counted
 * in `calls()`.
 */
export async function startFeedSwitch(target: string = apiUrl()) {
  let blocked = false;
  const feeds = new Set<ServerResponse>();
  let calls = 0;
  const paths: string[] = [];
  const server = createServer((req, res) => {
    const isFeed = (req.url ?? '').startsWith(v1Path(catalogEventsV1.changes));
    if (isFeed && blocked) return void res.writeHead(503).end();
    if (!isFeed) {
      calls++;
      paths.push((req.url ?? '').split('?')[0]!);
    }
    const up = httpRequest(`${target}${req.url ?? '/'}`, { method: req.method, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    up.on('error', () => res.destroy());
    req.pipe(up);
    if (isFeed) {
      feeds.add(res);
      res.on('close', () => {
        feeds.delete(res);
        up.destroy();
      });
    }
  });
  const url = await listen(server);
  return {
    url,
    calls: () => calls,
    /** The paths of the calls so far (without their queries), the feed's left out. */
    paths: () => [...paths],
    cut(): void {
      blocked = true;
      for (const res of feeds) res.destroy();
    },
    restore(): void {
      blocked = false;
    },
    close: () => close(server),
  };
}
