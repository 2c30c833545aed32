/**
 * One /v1 endpoint as a value: where it is, how it is called, who may call it, its parameters (zod, with their
 * bounds) and its result type. The api registers a handler per entry (api/src/platform/http/implement.ts), the
 * gateway calls by entry (gateway/src/loaders/define.ts), and the web reads the bounds from the contract.
 */
import type { z } from 'zod';

export const V1 = '/v1';

/** PUT only for the upload of a file's bytes (a page endpoint). */
export type Method = 'GET' | 'POST' | 'PUT';

/**
 * - public: the answer does not depend on who asks (a gateway may send it without the session and share it);
 * - viewer: a session is read when there is one (a guest's answer differs from a shopper's);
 * - shopper: needs a session (40000 without one, 60005 when it expired);
 * - admin: needs the admin key.
 */
export type Access = 'public' | 'viewer' | 'shopper' | 'admin';

/**
 * envelope: `{code, message, data}` with `data: R`; stream: server-sent events (R: the events' data); page: the
 * handler writes the reply itself (a label page, a file's bytes).
 */
export type EndpointKind = 'envelope' | 'stream' | 'page';

export interface Endpoint<P extends z.ZodType = z.ZodType, R = unknown, K extends EndpointKind = EndpointKind> {
  /** Under /v1. */
  readonly path: string;
  /** What the api accepts; the first is what a client sends. */
  readonly methods: readonly [Method, ...Method[]];
  readonly access: Access;
  readonly params: P;
  readonly kind: K;
  /** Phantom: carries the result type. */
  readonly result?: R;
}

/** Any entry, for code that handles every entry alike. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyEndpoint = Endpoint<z.ZodType, any, EndpointKind>;

/** Keys whose value may be undefined become optional (a value the contract accepts and drops, `ignored()`). */
type OptionalUndefined<T> = T extends readonly unknown[]
  ? T
  : T extends object
    ? { [K in keyof T as undefined extends T[K] ? never : K]: OptionalUndefined<T[K]> } & {
        [K in keyof T as undefined extends T[K] ? K : never]?: OptionalUndefined<T[K]>;
      }
    : T;

/**
 * What a client sends: the parameters as the schema gives them out (numbers, booleans, arrays), which it also takes
 * in. (`z.input` says `unknown` for the contract's coercing rules: they accept the query string's text too.)
 */
export type ParamsOf<E> = E extends Endpoint<infer P, unknown, EndpointKind> ? OptionalUndefined<z.output<P>> : never;
export type ResultOf<E> = E extends Endpoint<z.ZodType, infer R, EndpointKind> ? R : never;

/** `endpoint<Result>()({ path, methods, access, params })`: the parameters' schema is inferred, the result named. */
export function endpoint<R>() {
  return <P extends z.ZodType, A extends Access, K extends EndpointKind = 'envelope'>(def: {
    path: string;
    methods: readonly [Method, ...Method[]];
    access: A;
    params: P;
    kind?: K;
  }): Endpoint<P, R, K> & { readonly access: A } => ({ kind: 'envelope' as K, ...def });
}

/** The entry's full path; `segments` fill its `:name` segments (a stored file's `:key`). */
export function v1Path(e: Pick<Endpoint, 'path'>, segments: Record<string, string> = {}): string {
  return (
    V1 + e.path.replace(/:(\w+)/g, (m, name: string) => (name in segments ? encodeURIComponent(segments[name]!) : m))
  );
}
