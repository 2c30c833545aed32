/**
 * The response cache (issue 11): GraphQL Yoga's response cache for catalog reads, scoped by
 * policy.ts, kept honest by the api's catalog change feed (feed.ts).
 *
 * - Lookups and stores happen only while the feed is ready: every answer kept stops being fresh when
 *   it goes down, and the cache is bypassed until it is ready again, so no change is ever missed. When it
 *   is back, the answers fresh when it went down are fresh again if the api confirms that no change of the
 *   catalog committed meanwhile (the `since` token of catalog-events: the api restarted, nothing else
 *   happened), else none is: each is computed anew on its next request.
 * - A change of one product's stock makes every cached answer that holds that Product stale (entity
 *   invalidation by typename and global id, wherever it sits: a page, a list, a row); a change that
 *   may move products in or out of lists (`lists`) makes them all stale.
 * - Stale answers are not served as usual, but they are kept (answerStore.ts, within the same bound
 *   of answers) for when the api cannot be reached: then a request the cache may answer gets its last
 *   answer up to `staleMs` old (staleIfError.ts).
 * - An answer is not kept when a product it holds changed while it ran (it may have read the old
 *   data: freshness.ts), nor one with errors, nor one with parts kept from before that stood in for an
 *   unreachable api, nor one that set a cookie: a cached answer carries no Set-Cookie (cookies are added
 *   per request, server.ts), and one that needed one is never cached.
 * - A full store keeps an answer only when it was asked for before (doorkeeper.ts): the first request for a key
 *   then runs without the cache's bookkeeping (no lookup, no entity collection, no keeping), as one that may not
 *   use the cache does. Under traffic the cache cannot answer (every listing another page) that bookkeeping
 *   was ~10 % of the gateway's CPU, for answers evicted unread.
 * - Mutations never touch the cache: every change to what is cached arrives through the feed,
 *   whichever gateway or process made it.
 */
import { createHash } from 'node:crypto';
import { useResponseCache, type Cache } from '@graphql-yoga/plugin-response-cache';
import type { Plugin } from 'graphql-yoga';
import type { CacheContext } from './cacheContext.js';
import { toGlobalId } from '../ids.js';
import { stableKey } from '../stableKey.js';
import { AnswerStore } from './answerStore.js';
import type { CatalogWatch } from './catalogWatch.js';
import { Doorkeeper } from './doorkeeper.js';
import { Freshness } from './freshness.js';
import { isPlainGuest, PRIVATE_TYPES } from './policy.js';
import { useCacheReport } from './report.js';
import { memoizedScopes } from './scope.js';
import { useStaleIfError } from './staleIfError.js';

export interface ResponseCacheOptions {
  /** The api's catalog changes (one follower per gateway, shared with the other catalog caches). */
  watch: CatalogWatch;
  /** Answers tell what the cache did in the x-response-cache header (report.ts): development and tests. */
  report: boolean;
  /** How long an answer is kept at most (ms); what no change event covers (brands, menus) is this stale at worst. */
  ttlMs?: number;
  /** Answers kept at most, fresh or stale (least recently used go first). */
  maxEntries?: number;
  /** Heap the kept answers may take at most (bytes, estimated: sizes.ts); default RESPONSE_CACHE_MAX_BYTES. */
  maxBytes?: number;
  /** How old a kept answer may be when the api cannot be reached and it is served instead (ms; default 0: never). */
  staleMs?: number;
}

export interface ResponseCache {
  plugins: Plugin[];
  stamp: CacheStamp;
}

/**
 * What lets a guest's kept page (http/document/keptPages.ts) go out again without asking its operations: while the
 * stamp is the one its answers were given under, and each was the response cache's, each would be given again.
 */
export interface CacheStamp {
  /** Moves on whenever a kept answer may stop being fresh (a change, the feed lost or regained); null: not live. */
  current(): number | null;
  /** Whether this request's answer is the response cache's (kept, or computed and kept): it may use the cache. */
  cached(request: Request): boolean;
}

/** The one session of every plain guest's `guests`-scoped answers. */
const GUEST_SESSION = 'guest';

export function createResponseCache(opts: ResponseCacheOptions): ResponseCache {
  const staleMs = opts.staleMs ?? 0;
  const store = new AnswerStore({
    max: opts.maxEntries ?? 1_000,
    maxBytes: opts.maxBytes,
    staleMs,
  });
  const doorkeeper = new Doorkeeper();
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
  /** Nothing kept is fresh any more (it stays for stale-if-error). */
  const empty = (): void => {
    store.expireAll();
    freshness.everything();
  };

  let stamp = 0;
  opts.watch.listen({
    onReady: (unchanged) => {
      stamp++;
      if (unchanged) store.resume();
      else store.expireAll();
      freshness.everything();
      live = true;
    },
    onDown: () => {
      stamp++;
      live = false;
      store.suspend();
      freshness.everything();
    },
    onChange: ({ products, lists }) => {
      stamp++;
      if (lists) return empty();
      const ids = products.map((id) => toGlobalId('Product', id));
      store.invalidate(ids.map((id) => ({ typename: 'Product', id })));
      freshness.products(ids);
    },
  });

  /** The cache session of each request that may use the cache (absent: it may not). */
  const sessions = new WeakMap<Request, string | null>();
  /** The cache key of each request that may use the cache, for stale-if-error even while the feed is down. */
  const keys = new WeakMap<Request, string>();
  /** The requests that use the cache: they may, the feed is ready, and their answer is worth keeping. */
  const admitted = new WeakSet<Request>();
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

  const responseCache = useResponseCache<CacheContext>({
    cache,
    session: (request) => sessions.get(request) ?? null,
    enabled: (request) => live && admitted.has(request),
    // Yoga builds the key of every request before it asks `enabled`: one that may not use the cache (a
    // signed-in shopper's) gets none, rather than a SHA-256 of its whole query text.
    buildResponseCacheKey: async ({ documentString, operationName, variableValues, sessionId, request }) => {
      if (!(live || staleMs > 0) || !sessions.has(request)) return '';
      // node:crypto, synchronous: WebCrypto's digest (the plugin's hashSHA256) is a round of the event loop and took
      // ~7 % of the gateway's CPU when guests' kept pages re-ask their operations (page-ttfb.ts).
      const key = createHash('sha256')
        .update([documentString, operationName ?? '', stableKey(variableValues ?? {}), sessionId ?? ''].join('|'))
        .digest('hex');
      keys.set(request, key);
      if (live && (!store.crowded || store.has(key) || doorkeeper.admit(key))) admitted.add(request);
      return key;
    },
    ttl: opts.ttlMs ?? 60_000,
    invalidateViaMutation: false,
    scopePerSchemaCoordinate: Object.fromEntries(PRIVATE_TYPES.map((t) => [t, 'PRIVATE' as const])),
    includeExtensionMetadata: true, // for report.ts, which takes it off the body
    // Called together, in this order, when an answer is about to be kept (set follows at once).
    onTtl: ({ ttl, context }) => {
      const ctx = context as CacheContext;
      // Nor one with parts the api could not give (stale-if-error stood in): it is not fresh.
      const keep = live && ctx.responseCookies.length === 0 && ctx.upstream.staleAgeMs === null;
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

  const staleIfError = useStaleIfError({
    keyOf: (request) => keys.get(request),
    stale: (key) => store.stale(key),
    live: () => live,
  });
  return {
    plugins: [policy, staleIfError, responseCache, useCacheReport({ header: opts.report })],
    stamp: { current: () => (live ? stamp : null), cached: (request) => live && admitted.has(request) },
  };
}
