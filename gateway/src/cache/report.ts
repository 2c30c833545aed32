/**
 * What the response cache did for an answer, out of the answer's body: the cache's
 * `extensions.responseCache` is taken off (clients compare bodies) and, outside production, told in
 * the `x-response-cache` header instead: `hit` (from the cache) or `miss` (computed; kept unless it
 * had errors, set a cookie, or a product it holds changed while it ran). No header: the cache was
 * not consulted (a signed-in shopper's answer, a mutation, the change feed down).
 */
import type { ExecutionResult } from 'graphql';
import type { Plugin } from 'graphql-yoga';

export const CACHE_HEADER = 'x-response-cache';

export type CacheOutcome = 'hit' | 'miss' | 'stale';

export function useCacheReport(opts: { header: boolean }): Plugin {
  const outcomes = new WeakMap<Request, CacheOutcome>();
  return {
    onExecutionResult({ result, setResult, request }) {
      if (!result || Array.isArray(result) || Symbol.asyncIterator in result) return;
      const { responseCache, ...extensions } = (result as ExecutionResult).extensions ?? {};
      if (!responseCache) return;
      const { hit, stale } = responseCache as { hit?: boolean; stale?: boolean };
      outcomes.set(request, stale ? 'stale' : hit ? 'hit' : 'miss');
      const { extensions: _, ...rest } = result as ExecutionResult;
      setResult(Object.keys(extensions).length ? { ...rest, extensions } : rest);
    },
    onResponse({ request, response }) {
      const outcome = outcomes.get(request);
      if (opts.header && outcome) response.headers.set(CACHE_HEADER, outcome);
    },
  };
}
