/**
 * One DataLoader per /v1 endpoint, declared by its entry of the route table (contract/src/v1): `read(pollsV1.page)`.
 * Keys are the endpoint's parameters, serialized with sorted keys, so two resolvers asking for the
 * same resource in one request share one call. Reads are cached for the request; writes are not.
 */
import DataLoader from 'dataloader';
import type { AnyEndpoint, ParamsOf, ResultOf } from '@tote/contract/v1/endpoint';
import type { SharedReads } from '../cache/sharedReads.js';
import { stableKey } from '../stableKey.js';
import type { Method, Params, UpstreamClient } from '../upstream/client.js';

export interface LoaderEndpoint<E extends AnyEndpoint> {
  entry: E;
  /** What the loader sends: the entry's first method. */
  method: Method;
  cache: boolean;
  /** Sent without the session token (see UpstreamClient `anonymous`). */
  anonymous?: boolean;
  /** The same answer whoever asks: sent without the session token, kept across requests (cache/sharedReads.ts). */
  shared?: boolean;
}

/** Entries a gateway may send without the session: never one that needs a shopper or the admin key. */
type SessionFree<E extends AnyEndpoint> = E extends { access: 'shopper' | 'admin' } ? never : E;

const methodOf = (e: AnyEndpoint): Method => e.methods[0] as Method;

/** A read endpoint: cached for the request. */
export function read<E extends AnyEndpoint>(entry: E): LoaderEndpoint<E>;
/** `anonymous`: sent without the session, so that it does not count as the shopper's (a product view). */
export function read<E extends AnyEndpoint>(entry: SessionFree<E>, opts: { anonymous: true }): LoaderEndpoint<E>;
export function read<E extends AnyEndpoint>(entry: E, opts: { anonymous?: true } = {}): LoaderEndpoint<E> {
  return { entry, method: methodOf(entry), cache: true, ...(opts.anonymous ? { anonymous: true } : {}) };
}

/**
 * A read whose answer does not depend on who asks (the api reads no session for it): sent without the
 * session token and kept across requests (cache/sharedReads.ts). gateway/test/shared-endpoints.test.ts lists them:
 * a shared read of a per-shopper answer would show one account's data to another.
 */
export function sharedRead<E extends AnyEndpoint>(entry: SessionFree<E>): LoaderEndpoint<E> {
  return { entry, method: methodOf(entry), cache: true, anonymous: true, shared: true };
}

/** A write endpoint: never cached. */
export function write<E extends AnyEndpoint>(entry: E): LoaderEndpoint<E> {
  return { entry, method: methodOf(entry), cache: false };
}

export type LoaderFor<L> =
  L extends LoaderEndpoint<infer E> ? DataLoader<ParamsOf<E> & Params, ResultOf<E>, string> : never;

function loaderFor<E extends AnyEndpoint>(
  client: UpstreamClient,
  e: LoaderEndpoint<E>,
  shared: SharedReads | null,
): LoaderFor<LoaderEndpoint<E>> {
  type P = ParamsOf<E> & Params;
  type T = ResultOf<E>;
  const call = (params: P) => client.request(e.entry, params, { method: e.method, anonymous: e.anonymous });
  const load =
    e.shared && shared
      ? (params: P) =>
          client.track(
            shared.read(
              `${e.method} ${e.entry.path} ${stableKey(params)}`,
              params,
              () => call(params),
              client,
            ) as Promise<T>,
          )
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
export function endpointLoaderMakers<M extends Record<string, LoaderEndpoint<AnyEndpoint>>>(
  endpoints: M,
): { [K in keyof M]: (client: UpstreamClient, shared: SharedReads | null) => LoaderFor<M[K]> } {
  const out: Record<string, unknown> = {};
  for (const [name, e] of Object.entries(endpoints))
    out[name] = (client: UpstreamClient, shared: SharedReads | null) => loaderFor(client, e, shared);
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
