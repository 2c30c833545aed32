/**
 * Stale-if-error, as the shopper sees it. While the api cannot be reached (NETWORK_ERROR: connection refused
 * or reset, no answer in time, a proxy's 502/503 page):
 *
 * - a request the response cache may answer (a shared catalog read, or a plain guest's) whose answer failed gets
 *   the answer last kept for it instead, fresh or not, when that is younger than the bound (STALE_IF_ERROR_MS);
 * - an answer that came whole but with parts from the shared /v1 reads kept before (sharedReads.ts; any caller,
 *   signed in or not) is marked the same way;
 * - while the api is known to be down (a connection refused moments ago, upstream/client.ts) and the change feed
 *   is not back, a request with a kept answer gets it without running at all: every call it would make would
 *   fail (or reach an api that has only just started again), and the work of failing them is what a gateway
 *   sharing its machine with a restarting api can least afford.
 *
 * Either goes out with an `Age` header (seconds since the oldest part was computed; RFC 9111 dropped the
 * `Warning` header that once marked stale answers) and, outside production, `x-response-cache: stale`
 * (report.ts). A signed-in shopper's request has no cache key, so it never gets a kept whole answer; errors are
 * never kept, so they are never served.
 */
import type { ExecutionResult, GraphQLFormattedError } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { CacheContext } from './cacheContext.js';
import type { StaleAnswer } from './answerStore.js';

export const UNREACHABLE_CODE = 'NETWORK_ERROR';

type AnyError = Pick<GraphQLFormattedError, 'extensions'>;

/** Some part of the answer failed because the api could not be reached. */
export function upstreamUnreachable(result: ExecutionResult): boolean {
  return (result.errors ?? []).some((e: AnyError) => e.extensions?.['code'] === UNREACHABLE_CODE);
}

/** `result` marked stale, `ageMs` old: the Age header (yoga sends `extensions.http` as headers) and the report. */
export function markedStale(result: ExecutionResult, ageMs: number): ExecutionResult {
  const http = result.extensions?.['http'] as { headers?: Record<string, string> } | undefined;
  const report = result.extensions?.['responseCache'] as object | undefined;
  return {
    ...result,
    extensions: {
      ...result.extensions,
      http: { ...http, headers: { ...http?.headers, age: String(Math.floor(ageMs / 1000)) } },
      responseCache: { ...report, stale: true },
    },
  };
}

export interface StaleIfErrorOptions {
  /** The cache key of a request the cache may answer; undefined for any other. */
  keyOf(request: Request): string | undefined;
  stale(key: string): StaleAnswer | undefined;
  /** The change feed is ready (the api is back). */
  live(): boolean;
}

/** Goes before the response cache's plugins: a request answered here does not run, and the cache has no part in it. */
export function useStaleIfError(opts: StaleIfErrorOptions): Plugin {
  const keptFor = (request: Request | undefined) => {
    const key = request && opts.keyOf(request);
    return key === undefined ? undefined : opts.stale(key);
  };
  return {
    onExecute({ args, setResultAndStopExecution }) {
      const ctx = args.contextValue as Partial<CacheContext> & { request?: Request };
      const kept = ctx.upstream?.apiDown && !opts.live() ? keptFor(ctx.request) : undefined;
      if (kept) setResultAndStopExecution(markedStale(kept.result, kept.ageMs));
    },
    onExecutionResult({ result, setResult, request, context }) {
      if (!result || Array.isArray(result) || Symbol.asyncIterator in result) return;
      const answer = result as ExecutionResult;
      if ((answer.extensions?.['responseCache'] as { stale?: boolean } | undefined)?.stale) return; // onExecute's
      const kept = upstreamUnreachable(answer) ? keptFor(request) : undefined;
      if (kept) return setResult(markedStale(kept.result, kept.ageMs));
      const partsAge = (context as Partial<CacheContext>).upstream?.staleAgeMs;
      if (partsAge != null) setResult(markedStale(answer, partsAge));
    },
  };
}
