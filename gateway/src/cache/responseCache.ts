/**
 * The response cache (issue 11): GraphQL Yoga's response cache for catalog reads, scoped by
 * policy.ts, kept honest by the api's catalog change feed (feed.ts).
 *
 * - Lookups and stores happen only while the feed is ready: the cache is emptied when it becomes
 *   ready and when it goes down, and bypassed in between, so no change is ever missed.
 * - A change of one product's stock drops every cached answer that holds that Product (entity
 *   invalidation by typename and global id, wherever it sits: a page, a list, a row); a change that
 *   may move products in or out of lists (`lists`) empties the cache.
 * - An answer is not kept when a product it holds changed while it ran (it may have read the old
 *   data: freshness.ts), nor one with errors, nor one that set a cookie: a cached answer carries no
 *   Set-Cookie (cookies are added per request, server.ts), and one that needed one is never cached.
 * - Mutations never touch the cache: every change to what is cached arrives through the feed,
 *   whichever gateway or process made it.
 */
import { createInMemoryCache, hashSHA256, useResponseCache, type Cache } from '@graphql-yoga/plugin-response-cache';
import type { Plugin } from 'graphql-yoga';
import type { GatewayContext } from '../context.js';
import { toGlobalId } from '../ids.js';
import { stableKey } from '../stableKey.js';
import type { CatalogWatch } from './catalogWatch.js';
import { Freshness } from './freshness.js';
import { isPlainGuest, PRIVATE_TYPES } from './policy.js';
import { useCacheReport } from './report.js';
import { memoizedScopes } from './scope.js';

export interface ResponseCacheOptions {
  /** The api's catalog changes (one follower per gateway, shared with the other catalog caches). */
  watch: CatalogWatch;
  /** Answers tell what the cache did in the x-response-cache header (report.ts): development and tests. */
  report: boolean;
  /** How long an answer is kept at most (ms); what no change event covers (brands, menus) is this stale at worst. */
  ttlMs?: number;
  /** Answers kept at most (least recently used go first). */
  maxEntries?: number;
}

export interface ResponseCache {
  plugins: Plugin[];
}

/** The one session of every plain guest's `guests`-scoped answers. */
const GUEST_SESSION = 'guest';

export function createResponseCache(opts: ResponseCacheOptions): ResponseCache {
  const max = opts.maxEntries ?? 1_000;
  let store = createInMemoryCache({ max });
  const freshness = new Freshness();
  /** The epoch each execution began at (by context). */
  const startedAt = new WeakMap<object, number>();
  /** The same, by result: handed from onTtl (which sees the context) through shouldCacheResult (the result). */
  const resultStartedAt = new WeakMap<object, number>();
  let pendingStart: number | undefined;
  const cache: Cache = {
    get: (key) => store.get(key),
    set(key, result, entities, ttl) {
      const start = resultStartedAt.get(result);
      const held = [...entities];
      if (start !== undefined && freshness.fresh(start, held)) return store.set(key, result, held, ttl);
    },
    invalidate: (entities) => store.invalidate(entities),
  };
  /** The feed is ready: the cache may be read and filled. */
  let live = false;
  const empty = (): void => {
    store = createInMemoryCache({ max });
    freshness.everything();
  };

  opts.watch.listen({
    onReady: () => {
      empty();
      live = true;
    },
    onDown: () => {
      live = false;
      empty();
    },
    onChange: ({ products, lists }) => {
      if (lists) return empty();
      const ids = products.map((id) => toGlobalId('Product', id));
      store.invalidate(ids.map((id) => ({ typename: 'Product', id })));
      freshness.products(ids);
    },
  });

  /** The cache session of each request that may use the cache (absent: it may not). */
  const sessions = new WeakMap<Request, string | null>();
  let scopeOf: ReturnType<typeof memoizedScopes> | null = null;

  const policy: Plugin = {
    onSchemaChange({ schema }) {
      scopeOf = memoizedScopes(schema);
    },
    // After the persisted operations plugin (the query text is known), before the cache's lookup.
    onParams({ params, request }) {
      const scope = scopeOf && params.query ? scopeOf(params.query, params.operationName, params.variables) : 'none';
      if (scope === 'shared') sessions.set(request, null);
      else if (scope === 'guests' && isPlainGuest(request.headers)) sessions.set(request, GUEST_SESSION);
    },
    onExecute({ args }) {
      startedAt.set(args.contextValue, freshness.now());
    },
  };

  const responseCache = useResponseCache<GatewayContext>({
    cache,
    session: (request) => sessions.get(request) ?? null,
    enabled: (request) => live && sessions.has(request),
    // Yoga builds the key of every request before it asks `enabled`: one that may not use the cache (a
    // signed-in shopper's) gets none, rather than a SHA-256 of its whole query text.
    buildResponseCacheKey: ({ documentString, operationName, variableValues, sessionId, request }) =>
      live && sessions.has(request)
        ? hashSHA256([documentString, operationName ?? '', stableKey(variableValues ?? {}), sessionId ?? ''].join('|'))
        : '',
    ttl: opts.ttlMs ?? 60_000,
    invalidateViaMutation: false,
    scopePerSchemaCoordinate: Object.fromEntries(PRIVATE_TYPES.map((t) => [t, 'PRIVATE' as const])),
    includeExtensionMetadata: true, // for report.ts, which takes it off the body
    // Called together, in this order, when an answer is about to be kept (set follows at once).
    onTtl: ({ ttl, context }) => {
      const keep = live && (context as GatewayContext).responseCookies.length === 0;
      pendingStart = keep ? startedAt.get(context) : undefined;
      return keep ? ttl : 0;
    },
    shouldCacheResult: ({ result }) => {
      const start = pendingStart;
      pendingStart = undefined;
      if (start === undefined || result.errors?.length) return false;
      resultStartedAt.set(result, start);
      return true;
    },
  });

  return { plugins: [policy, responseCache, useCacheReport({ header: opts.report })] };
}
