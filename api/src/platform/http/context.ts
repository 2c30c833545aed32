/**
 * Request id and request context. The id comes from x-request-id when it is sane, otherwise a
 * fresh UUID; fastify logs it with every line of the request (reqId) and we echo it back.
 * The headers of the contract's RequestHeader are read once into `request.ctx`.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { IncomingMessage } from 'node:http';
import fp from 'fastify-plugin';
import { RequestHeader } from '@tote/contract/envelope';
import { noteSeenHeaders } from './seenHeaders.js';

export interface RequestContext {
  requestId: string;
  /** The caller's address: X-Forwarded-For's when the peer is trusted (TRUST_PROXY), else the peer's. */
  ip: string;
  /** The bearer token, unused until accounts arrive. */
  authToken: string | null;
  appId: string | null;
  deviceId: string | null;
  /** The location header: a JSON location record when parseable, else the raw string. */
  location: Record<string, unknown> | string | null;
  source: string | null;
  apiVersion: string | null;
  sessionTimestamp: number | null;
  userAgent: string | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    ctx: RequestContext;
  }
}

const SAFE_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** For fastify's genReqId option. */
export function requestIdOf(req: IncomingMessage): string {
  const given = req.headers[RequestHeader.requestId];
  const value = Array.isArray(given) ? given[0] : given;
  return value && SAFE_ID.test(value) ? value : randomUUID();
}

function header(req: FastifyRequest, name: string): string | null {
  const v = req.headers[name];
  const s = Array.isArray(v) ? v[0] : v;
  return s && s.length <= 2048 ? s : null;
}

function parseLocation(raw: string | null): RequestContext['location'] {
  if (!raw) return null;
  try {
    const v: unknown = JSON.parse(raw);
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : raw;
  } catch {
    try {
      return parseLocation(decodeURIComponent(raw)) ?? raw;
    } catch {
      return raw;
    }
  }
}

export function contextOf(req: FastifyRequest): RequestContext {
  const auth = header(req, RequestHeader.auth);
  const ts = Number(header(req, RequestHeader.sessionTimestamp));
  return {
    requestId: req.id,
    ip: req.ip,
    authToken: auth ? auth.replace(/^Bearer\s+/i, '') : null,
    appId: header(req, RequestHeader.appId),
    deviceId: header(req, RequestHeader.deviceId),
    location: parseLocation(header(req, RequestHeader.location)),
    source: header(req, RequestHeader.source),
    apiVersion: header(req, RequestHeader.apiVersion),
    sessionTimestamp: Number.isFinite(ts) && ts > 0 ? ts : null,
    userAgent: header(req, 'user-agent'),
  };
}

/** `keepSeen`: outside production, each device's latest client headers are kept for /v1/dev/request-headers. */
export const contextPlugin = fp(async (app: FastifyInstance, opts: { keepSeen?: boolean }) => {
  app.decorateRequest('ctx', null as unknown as RequestContext);
  // Hooks of the platform take a callback rather than returning a promise: an async hook costs every request a
  // promise and a turn of the microtask queue for work that never waits.
  app.addHook('onRequest', (req, reply, done) => {
    req.ctx = contextOf(req);
    if (opts.keepSeen) noteSeenHeaders(req.ctx);
    reply.header(RequestHeader.requestId, req.id);
    done();
  });
});
