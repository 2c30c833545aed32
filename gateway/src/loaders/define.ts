/**
 * One DataLoader per /v1 endpoint, declared as a small template ({path, method, cache}).
 * Keys are the endpoint's parameters, serialized with sorted keys, so two resolvers asking for the
 * same resource in one request share one call. Reads are cached for the request; writes are not.
 */
import DataLoader from 'dataloader';
import type { Method, Params, UpstreamClient } from '../upstream/client.js';

export interface Endpoint<P extends Params, T> {
  path: string;
  method: Method;
  cache: boolean;
  /** Sent without the session token (see UpstreamClient `anonymous`). */
  anonymous?: boolean;
  /** Phantom: carries the parameter and data types. */
  readonly _types?: (p: P) => T;
}

/** A read endpoint: cached for the request. POST when its parameters nest (list filters). */
export function read<P extends Params, T>(
  path: string,
  method: Method = 'GET',
  opts: { anonymous?: boolean } = {},
): Endpoint<P, T> {
  return { path, method, cache: true, ...(opts.anonymous ? { anonymous: true } : {}) };
}

/** A write endpoint: never cached. */
export function write<P extends Params, T>(path: string): Endpoint<P, T> {
  return { path, method: 'POST', cache: false };
}

export type LoaderFor<E> = E extends Endpoint<infer P, infer T> ? DataLoader<P, T, string> : never;
export type LoadersFor<M> = { [K in keyof M]: LoaderFor<M[K]> };

/** JSON with sorted keys and no undefined values: the cache key of a call. */
export function stableKey(value: unknown): string {
  return JSON.stringify(value, (_k, v: unknown) => {
    if (v && typeof v === 'object' && !Array.isArray(v)) {
      return Object.fromEntries(
        Object.entries(v as Record<string, unknown>)
          .filter(([, x]) => x !== undefined)
          .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
      );
    }
    return v;
  });
}

function loaderFor<P extends Params, T>(client: UpstreamClient, e: Endpoint<P, T>): DataLoader<P, T, string> {
  return new DataLoader<P, T, string>(
    // The /v1 API has no batch endpoints: a batch fans out as parallel calls, one per distinct key.
    (keys) =>
      Promise.all(
        keys.map((params) =>
          client
            .call<T>(e.path, params, { method: e.method, anonymous: e.anonymous })
            .catch((err: unknown) => (err instanceof Error ? err : new Error(String(err)))),
        ),
      ),
    { cache: e.cache, cacheKeyFn: stableKey },
  );
}

export function createEndpointLoaders<M extends Record<string, Endpoint<never, unknown>>>(
  client: UpstreamClient,
  endpoints: M,
): LoadersFor<M> {
  const out: Record<string, unknown> = {};
  for (const [name, e] of Object.entries(endpoints)) out[name] = loaderFor(client, e as Endpoint<Params, unknown>);
  return out as LoadersFor<M>;
}
