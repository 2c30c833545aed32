/** Test helpers: a gateway in this process on a free port, a counting proxy in front of the api, a GraphQL client. */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { inject } from 'vitest';
import { catalogEventsV1 } from '@tote/contract/v1/catalog-events';
import { v1Path } from '@tote/contract/v1/endpoint';
import { stableKey } from '../src/stableKey.js';
import { createGateway, type GatewayOptions } from '../src/server.js';

export const apiUrl = (): string => inject('apiUrl');

async function listen(server: Server): Promise<string> {
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

async function close(server: Server): Promise<void> {
  server.closeAllConnections();
  await new Promise<void>((r) => server.close(() => r()));
}

export interface Gateway {
  url: string;
  close(): Promise<void>;
}

/**
 * A gateway on the run's api. It trusts X-Forwarded-For by default: each test Browser sends an address of
 * its own, so the api's per-address limits (30 sign-up codes an hour) count per Browser, not for the run.
 */
export async function startGateway(opts: Partial<GatewayOptions> = {}): Promise<Gateway> {
  const server = createGateway({ upstreamUrl: apiUrl(), production: false, trustProxy: true, ...opts });
  const url = await listen(server);
  return { url, close: () => close(server) };
}

export interface UpstreamCall {
  method: string;
  path: string;
  params: unknown;
  /** method + path + params: one distinct upstream resource. */
  key: string;
}

/** An HTTP proxy in front of the api that records every /v1 call passing through it. */
export async function startCountingProxy(target: string = apiUrl()) {
  const calls: UpstreamCall[] = [];
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const body = Buffer.concat(chunks);
    const url = new URL(req.url ?? '/', 'http://proxy');
    // No catalog change feed behind this proxy: the gateway's response cache stays off, so every
    // query reaches upstream and the calls counted are the ones it costs uncached.
    if (url.pathname === v1Path(catalogEventsV1.changes)) return void res.writeHead(404).end();
    if (url.pathname.startsWith('/v1/')) {
      const params =
        req.method === 'POST' && body.length
          ? (JSON.parse(body.toString()) as unknown)
          : Object.fromEntries(url.searchParams);
      const path = url.pathname.slice(3);
      calls.push({ method: req.method ?? 'GET', path, params, key: `${req.method} ${path} ${stableKey(params)}` });
    }
    const headers = Object.fromEntries(
      Object.entries(req.headers).filter(([k]) => !['host', 'connection', 'content-length'].includes(k)),
    ) as Record<string, string>;
    let upstream: Response;
    try {
      upstream = await fetch(target + (req.url ?? '/'), {
        method: req.method,
        headers,
        body: body.length ? body : undefined,
      });
    } catch {
      res.writeHead(502).end();
      return;
    }
    const out = Buffer.from(await upstream.arrayBuffer());
    const resHeaders: Record<string, string> = {};
    upstream.headers.forEach((v, k) => {
      if (!['content-encoding', 'content-length', 'transfer-encoding', 'connection'].includes(k)) resHeaders[k] = v;
    });
    res.writeHead(upstream.status, resHeaders);
    res.end(out);
  });
  const url = await listen(server);
  return {
    url,
    calls,
    reset: () => void calls.splice(0),
    distinct: () => new Set(calls.map((c) => c.key)).size,
    close: () => close(server),
  };
}

/**
 * The `data` of a GraphQL answer as the tests read it: deep, untyped JSON whose shape the query chose. The tests
 * walk it freely (`r.data.viewer.tote.items[0].id`) and let the assertions check the shape, so it is `any`.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above: the assertions check the shape
export type GqlData = any;

export interface GraphQLResponse<T = GqlData> {
  data?: T | null;
  errors?: { message: string; path?: (string | number)[]; extensions?: Record<string, unknown> }[];
}

export async function gql<T = GqlData>(
  gatewayUrl: string,
  query: string,
  variables?: Record<string, unknown>,
): Promise<GraphQLResponse<T> & { status: number }> {
  const res = await fetch(`${gatewayUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json' },
    body: JSON.stringify({ query, variables }),
  });
  return { status: res.status, ...((await res.json()) as GraphQLResponse<T>) };
}

/** The api directly: unwraps the envelope, for comparing the gateway with its upstream. */
export async function v1<T = GqlData>(
  path: string,
  params: Record<string, unknown> = {},
): Promise<{ code: number; data: T }> {
  const res = await fetch(`${apiUrl()}/v1${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(params),
  });
  return (await res.json()) as { code: number; data: T };
}
