/**
 * One DataLoader per /v1 endpoint, declared as a small template ({path, method, cache}).
 * Keys are the endpoint's parameters, serialized with sorted keys, so two resolvers asking for the
 * same resource in one request share one call. Reads are cached for the request; writes are not.
 */
import DataLoader from 'dataloader';
import type { SharedReads } from '../cache/sharedReads.js';
import { stableKey } from '../stableKey.js';
import type { Method, Params, UpstreamClient } from '../upstream/client.js';

export interface Endpoint<P extends Params, T> {
  path: string;
  method: Method;
  cache: boolean;
  /** Sent without the session token (see UpstreamClient `anonymous`). */
  anonymous?: boolean;
  /** The same answer whoever asks: sent without the session token, kept across requests (cache/sharedReads.ts). */
  shared?: boolean;
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

/**
 * A read whose answer does not depend on who asks (the api reads no session for it): sent without the
 * session token and kept across requests (cache/sharedReads.ts).
 */
export function sharedRead<P extends Params, T>(path: string, method: Method = 'GET'): Endpoint<P, T> {
  return { path, method, cache: true, anonymous: true, shared: true };
}

/** A write endpoint: never cached. */
export function write<P extends Params, T>(path: string): Endpoint<P, T> {
  return { path, method: 'POST', cache: false };
}

export type LoaderFor<E> = E extends Endpoint<infer P, infer T> ? DataLoader<P, T, string> : never;

function loaderFor<P extends Params, T>(
  client: UpstreamClient,
  e: Endpoint<P, T>,
  shared: SharedReads | null,
): DataLoader<P, T, string> {
  const call = (params: P) => client.call<T>(e.path, params, { method: e.method, anonymous: e.anonymous });
  const load =
    e.shared && shared
      ? (params: P) =>
          client.track(shared.read(`${e.method} ${e.path} ${stableKey(params)}`, params, () => call(params), client))
      : call;
  return new DataLoader<P, T, string>(
    // The /v1 API has no batch endpoints: a batch fans out as parallel calls, one per distinct key.
    (keys) =>
      Promise.all(
        keys.map((params) =>
          load(params).catch((err: unknown) => (err instanceof Error ? err : new Error(String(err)))),
        ),
      ),
    { cache: e.cache, cacheKeyFn: stableKey },
  );
}

/** One loader maker per endpoint of `endpoints`, for `lazyLoaders`. */
export function endpointLoaderMakers<M extends Record<string, Endpoint<never, unknown>>>(
  endpoints: M,
): { [K in keyof M]: (client: UpstreamClient, shared: SharedReads | null) => LoaderFor<M[K]> } {
  const out: Record<string, unknown> = {};
  for (const [name, e] of Object.entries(endpoints))
    out[name] = (client: UpstreamClient, shared: SharedReads | null) =>
      loaderFor(client, e as Endpoint<Params, unknown>, shared);
  return out as never;
}

const ARGS = Symbol('loader arguments');

/**
 * The loaders of a request, each made when first read: a request reads a few of the ~150 (making them all took
 * ~100 µs and their garbage per request). `makers` is built once; the answer builds the loaders of one request.
 */
export function lazyLoaders<T extends Record<string, unknown>>(makers: {
  [K in keyof T]: (client: UpstreamClient, shared: SharedReads | null) => T[K];
}): (client: UpstreamClient, shared: SharedReads | null) => T {
  type Args = [UpstreamClient, SharedReads | null];
  const proto: object = {};
  for (const name of Object.keys(makers))
    Object.defineProperty(proto, name, {
      get(this: { [ARGS]: Args }) {
        const loader = makers[name]!(...this[ARGS]);
        Object.defineProperty(this, name, { value: loader, enumerable: true });
        return loader;
      },
    });
  return (...args) => Object.assign(Object.create(proto) as T, { [ARGS]: args });
}
