/**
 * The one way the gateway reaches the /v1 product API: an undici Pool (keep-alive) per gateway,
 * and a per-request client bound to the caller's forwarded headers. Streamed answers (server-sent
 * events) get a pool of their own, so that long replies never hold the connections of quick calls.
 */
import { Pool, type Dispatcher } from 'undici';
import { API_VERSION_HEADER, RequestHeader, type Envelope } from '@tote/contract/envelope';
import type { AnyEndpoint, ParamsOf, ResultOf } from '@tote/contract/v1/endpoint';
import { Code, NetworkError, UpstreamError } from '../errors.js';
import { noteJsonLength } from './jsonLength.js';
import { ApiAvailability } from './availability.js';

export type Method = 'GET' | 'POST';
/** A call's parameters: a flat or nested object of JSON values. */
export type Params = object;

/**
 * Longest GET query string sent upstream. Node's servers refuse a request head over 16 KiB (431);
 * a longer parameter is the caller's fault (40001), answered without calling the api.
 */
export const MAX_GET_QUERY_LENGTH = 8 * 1024;
export const PARAMS_TOO_LONG_MESSAGE = 'A parameter is too long.';

/** The pause before a failed read is tried again. */
export const READ_RETRY_DELAY_MS = 150;
const CONNECTION_FAILURES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'UND_ERR_SOCKET', 'UND_ERR_CLOSED']);

function isConnectionFailure(e: unknown): boolean {
  const code = (e as { code?: unknown } | null)?.code;
  return typeof code === 'string' && CONNECTION_FAILURES.has(code);
}

export interface UpstreamPoolOptions {
  /** Per-call limit on waiting for the response headers and between body chunks. */
  timeoutMs?: number;
  connections?: number;
  /** A streamed answer fails when nothing arrives for this long (default 60 s). */
  streamIdleTimeoutMs?: number;
}

export interface CallOptions {
  method?: Method;
  /** Without the session token: a read that must not count as the shopper's (e.g. a product view). */
  anonymous?: boolean;
}

export interface CallRecord {
  method: Method;
  path: string;
  params: Params;
}

export class UpstreamPool {
  readonly pool: Pool;
  /** For streamed answers: one connection per open stream; aborting a stream closes its connection. */
  readonly streams: Pool;
  readonly origin: string;
  readonly timeoutMs: number;
  /** Whether a connection was refused moments ago (availability.ts). */
  readonly availability = new ApiAvailability();
  /** The `api-version` of the api's latest answer: the gateway's answers carry it on to clients (SPEC §3). */
  apiVersion: string | null = null;

  constructor(url: string, opts: UpstreamPoolOptions = {}) {
    this.origin = new URL(url).origin;
    this.timeoutMs = opts.timeoutMs ?? 10_000;
    this.pool = new Pool(this.origin, {
      connections: opts.connections ?? 64,
      keepAliveTimeout: 30_000,
      connectTimeout: 5_000,
      headersTimeout: this.timeoutMs,
      bodyTimeout: this.timeoutMs,
    });
    this.streams = new Pool(this.origin, {
      connections: 1_000,
      keepAliveTimeout: 30_000,
      connectTimeout: 5_000,
      headersTimeout: this.timeoutMs,
      bodyTimeout: opts.streamIdleTimeoutMs ?? 60_000,
    });
  }

  async close(): Promise<void> {
    await Promise.all([this.pool.close(), this.streams.close()]);
  }
}

/** Query string of a GET: arrays comma-separated, nested objects as JSON (POST is used for those). */
export function toQueryString(params: Params): string {
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) {
    if (v === undefined || v === null) continue;
    if (Array.isArray(v)) qs.set(k, v.join(','));
    else if (typeof v === 'object') qs.set(k, JSON.stringify(v));
    else qs.set(k, String(v));
  }
  const s = qs.toString();
  return s ? `?${s}` : '';
}

export function isEnvelope(x: unknown): x is Envelope<unknown> {
  return typeof x === 'object' && x !== null && typeof (x as { code?: unknown }).code === 'number';
}

export class UpstreamClient {
  /** Every call made through this client (one client per GraphQL request). */
  readonly calls: CallRecord[] = [];
  /**
   * The age (ms) of the oldest answer kept from before that stood in for a call the api could not take
   * (stale-if-error, cache/sharedReads.ts); null while every answer came from the api or was fresh.
   */
  staleAgeMs: number | null = null;
  private inFlight = 0;
  private idleWaiters: (() => void)[] = [];

  constructor(
    private readonly upstream: UpstreamPool,
    private readonly headers: Record<string, string>,
  ) {}

  /** The api refused a connection moments ago (availability.ts): a call now would fail at once. */
  get apiDown(): boolean {
    return this.upstream.availability.down;
  }

  /** A call of this client was answered with a kept answer `ageMs` old: the api could not be reached. */
  servedStale(ageMs: number): void {
    this.staleAgeMs = Math.max(this.staleAgeMs ?? 0, ageMs);
  }

  /** Calls from now on carry this device id (x-device-id). */
  setDeviceId(id: string): void {
    this.headers[RequestHeader.deviceId] = id;
  }

  /** Calls from now on carry this session token (null: none). */
  setAuthToken(token: string | null): void {
    if (token) this.headers.authorization = `Bearer ${token}`;
    else delete this.headers.authorization;
  }

  /**
   * Resolves once none of this client's calls is in flight, checked a full turn of the event loop
   * after the last one answered (so the resolvers that answer started theirs). Batching loaders use
   * it to gather the ids of every list of a request into one call.
   */
  whenIdle(): Promise<void> {
    return new Promise((resolve) => {
      const check = (): void => {
        if (this.inFlight === 0) resolve();
        else this.idleWaiters.push(() => setImmediate(check));
      };
      setImmediate(check);
    });
  }

  /** Counts `answer` as one of this client's calls in flight (an answer another request's call gives). */
  async track<T>(answer: Promise<T>): Promise<T> {
    this.inFlight++;
    try {
      return await answer;
    } finally {
      if (--this.inFlight === 0) for (const wake of this.idleWaiters.splice(0)) wake();
    }
  }

  /** Calls an entry of the route table (contract/src/v1) with its first method unless told; as `call`. */
  request<E extends AnyEndpoint>(e: E, params: ParamsOf<E> & Params, opts: CallOptions = {}): Promise<ResultOf<E>> {
    return this.call<ResultOf<E>>(e.path, params, { method: e.methods[0] as Method, ...opts });
  }

  /** Calls /v1{path}; code 0 → `data`, another code → UpstreamError, no answer → NetworkError. */
  call<T>(path: string, params: Params = {}, opts: CallOptions = {}): Promise<T> {
    return this.track(this.send<T>(path, params, opts));
  }

  /**
   * A POST whose answer is read as it arrives (server-sent events): the response as undici gives it,
   * whatever its status; the caller reads or destroys the body. Aborting `signal` ends the request,
   * closing its connection even in the middle of the body. No answer → NetworkError.
   */
  async open(
    entry: AnyEndpoint & { kind: 'stream' },
    params: Params,
    signal: AbortSignal,
  ): Promise<Dispatcher.ResponseData> {
    const { path } = entry;
    this.calls.push({ method: 'POST', path, params });
    try {
      return await this.upstream.streams.request({
        path: `/v1${path}`,
        method: 'POST',
        headers: { ...this.headers, 'content-type': 'application/json', accept: 'text/event-stream, application/json' },
        body: JSON.stringify(params),
        signal,
      });
    } catch (e) {
      throw new NetworkError(path, e);
    }
  }

  private async send<T>(path: string, params: Params, opts: CallOptions): Promise<T> {
    const method = opts.method ?? 'GET';
    this.calls.push({ method, path, params });
    let headers = this.headers;
    if (opts.anonymous && headers.authorization) {
      const { authorization: _, ...rest } = headers;
      headers = rest;
    }
    const fullPath = `/v1${path}`;
    const query = method === 'GET' ? toQueryString(params) : '';
    if (query.length > MAX_GET_QUERY_LENGTH)
      throw new UpstreamError(Code.BAD_REQUEST, 'none', PARAMS_TOO_LONG_MESSAGE, path);
    const request = async (): Promise<{ status: number; text: string }> => {
      const res = await this.upstream.pool.request({
        path: fullPath + query,
        method,
        headers:
          method === 'POST'
            ? { ...headers, 'content-type': 'application/json', accept: 'application/json' }
            : { ...headers, accept: 'application/json' },
        body: method === 'POST' ? JSON.stringify(params) : undefined,
      });
      const version = res.headers[API_VERSION_HEADER];
      if (typeof version === 'string' && version) this.upstream.apiVersion = version;
      return { status: res.statusCode, text: await res.body.text() };
    };
    const { availability } = this.upstream;
    let status: number;
    let text: string;
    try {
      const down = availability.down;
      ({ status, text } = await availability.watch(request()).catch(async (e: unknown) => {
        // A read whose connection failed (the api restarting, a kept-alive socket it closed) is tried once
        // more, unless the api was already known to be down; a write is not (it may have been applied), nor a
        // read that timed out (it would double the wait).
        if (method !== 'GET' || !isConnectionFailure(e) || down) throw e;
        await new Promise((r) => setTimeout(r, READ_RETRY_DELAY_MS));
        return availability.watch(request());
      }));
    } catch (e) {
      throw new NetworkError(path, e);
    }
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      body = undefined;
    }
    if (!isEnvelope(body)) {
      // A proxy's 502 page or similar: the product API itself did not answer.
      if (status >= 500) throw new NetworkError(path);
      // The message names no internal path: it reaches the client (the path stays on the error for logs).
      throw new UpstreamError(
        Code.SERVER_ERROR,
        'none',
        `Unexpected response from the product API (HTTP ${status})`,
        path,
      );
    }
    if (body.code !== 0) {
      throw new UpstreamError(body.code, body.message?.action ?? 'none', body.message?.content ?? '', path);
    }
    noteJsonLength(body.data, text.length); // what a cache keeping it counts it as, without serializing it again
    return body.data as T;
  }
}
