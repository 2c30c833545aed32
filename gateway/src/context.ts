/**
 * The per-request context (built once by `createYoga({ context })`): who is calling (forwarded
 * headers, cookies, request id, client IP), one upstream client, and the DataLoaders on it.
 */
import { randomUUID } from 'node:crypto';
import type { Session } from '@tote/contract/account';
import { AUTH_COOKIE } from '@tote/contract/cookies';
import { RequestHeader } from '@tote/contract/envelope';
import { clearSessionCookies, parseCookies, serializeCookie, sessionCookies } from './cookies.js';
import type { SharedReads } from './cache/sharedReads.js';
import { createLoaders, USER_LOADERS, type Loaders } from './loaders/index.js';
import { UpstreamClient, type UpstreamPool } from './upstream/client.js';

/** The readable cookie that holds the caller's device id. */
export const DEVICE_ID_COOKIE = 'deviceId';
/** 365 days like every device cookie of SPEC §3: the device id outlives sessions. */
export const DEVICE_ID_MAX_AGE = 365 * 24 * 60 * 60;

export interface GatewayContext {
  requestId: string;
  clientIp: string;
  userAgent: string;
  /** The caller's device id (x-device-id header, else the deviceId cookie); null when unknown. */
  deviceId: string | null;
  cookies: Record<string, string>;
  /** Auth token from the Authorization header or the auth cookie; null for guests. */
  authToken: string | null;
  /** The shop's public origin (PUBLIC_URL, else the request's), for redirect URIs. */
  origin: string;
  /** The caller came over https: cookies get `Secure`. */
  secure: boolean;
  /** Set-Cookie values to add to the response (server.ts appends them). */
  responseCookies: string[];
  /** Aborted when the caller goes away before the answer is complete (a subscription then ends its upstream call). */
  signal: AbortSignal;
  upstream: UpstreamClient;
  loaders: Loaders;
  /** The answers kept across requests (null without the change feed's caches): a write drops what it changed. */
  sharedReads: SharedReads | null;
}

export interface CallerInfo {
  headers: Headers;
  /** Socket address of the caller. */
  remoteAddress: string | undefined;
  /** Trust X-Forwarded-For (the gateway runs behind a proxy or load balancer). */
  trustProxy: boolean;
  /** The shop's public origin; default http://localhost. */
  origin?: string;
  /** The caller came over https. */
  secure?: boolean;
  /** The caller's request signal; default: never aborted. */
  signal?: AbortSignal;
}

export function clientIpOf({ headers, remoteAddress, trustProxy }: CallerInfo): string {
  if (trustProxy) {
    const xff = headers.get('x-forwarded-for')?.split(',')[0]?.trim();
    if (xff) return xff;
  }
  return (remoteAddress ?? '').replace(/^::ffff:/, '');
}

export function buildContext(
  upstream: UpstreamPool,
  caller: CallerInfo,
  shared: SharedReads | null = null,
): GatewayContext {
  const { headers } = caller;
  const cookies = parseCookies(headers.get('cookie'));
  const requestId = headers.get(RequestHeader.requestId) || randomUUID();
  const clientIp = clientIpOf(caller);
  const userAgent = headers.get('user-agent') ?? '';

  const forwarded: Record<string, string> = {};
  for (const name of Object.values(RequestHeader)) {
    const v = headers.get(name);
    if (v) forwarded[name] = v;
  }
  const authHeader = headers.get(RequestHeader.auth);
  const cookieToken = cookies[AUTH_COOKIE];
  if (!authHeader && cookieToken) forwarded[RequestHeader.auth] = `Bearer ${cookieToken}`;
  const deviceId = cookies[DEVICE_ID_COOKIE];
  if (!forwarded[RequestHeader.deviceId] && deviceId) forwarded[RequestHeader.deviceId] = deviceId;
  forwarded[RequestHeader.requestId] = requestId;
  if (userAgent) forwarded['user-agent'] = userAgent;
  if (clientIp) forwarded['x-forwarded-for'] = clientIp;

  const client = new UpstreamClient(upstream, forwarded);
  return {
    requestId,
    clientIp,
    userAgent,
    deviceId: forwarded[RequestHeader.deviceId] ?? null,
    cookies,
    authToken: authHeader?.replace(/^Bearer\s+/i, '') || cookieToken || null,
    origin: caller.origin ?? 'http://localhost',
    secure: caller.secure ?? false,
    responseCookies: [],
    signal: caller.signal ?? new AbortController().signal,
    upstream: client,
    loaders: createLoaders(client, shared),
    sharedReads: shared,
  };
}

/** Empties the loaders this request made whose answers depend on who is signed in (USER_LOADERS). */
function clearUserLoaders(ctx: GatewayContext): void {
  const made = ctx.loaders as unknown as Record<string, { clearAll(): unknown }>;
  for (const name of Object.keys(made)) if (USER_LOADERS.has(name as keyof Loaders)) made[name]!.clearAll();
}

/**
 * A session from upstream (sign-up, login, unlock, reset, social): set the cookies, and use its
 * token for the rest of this request (so `viewer { profile }` in the same payload works).
 */
export function startSession(ctx: GatewayContext, session: Session): void {
  ctx.responseCookies.push(...sessionCookies(session, ctx.secure));
  ctx.authToken = session.token;
  ctx.upstream.setAuthToken(session.token);
  clearUserLoaders(ctx);
  ctx.loaders.profileInfo.prime({}, session.user);
}

/** Log out, a deleted account, or an unknown/expired token: clear both cookies and forget the token. */
export function endSession(ctx: GatewayContext): void {
  ctx.responseCookies.push(...clearSessionCookies(ctx.secure));
  ctx.authToken = null;
  ctx.upstream.setAuthToken(null);
  clearUserLoaders(ctx);
}

/**
 * The caller's device id; minted when the caller has none (no x-device-id header, no deviceId
 * cookie), kept in the deviceId cookie and sent upstream from now on: what a guest's per-device
 * state (the assistant's conversation) hangs on.
 */
export function ensureDeviceId(ctx: GatewayContext): string {
  if (ctx.deviceId) return ctx.deviceId;
  const id = randomUUID();
  ctx.deviceId = id;
  ctx.upstream.setDeviceId(id);
  ctx.responseCookies.push(serializeCookie(DEVICE_ID_COOKIE, id, { maxAge: DEVICE_ID_MAX_AGE, secure: ctx.secure }));
  return id;
}
