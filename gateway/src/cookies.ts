/**
 * The cookies the gateway sets (DESIGN.md "Contracts": auth lives in an HttpOnly cookie).
 *
 * - `tote_token`: the session token. HttpOnly, SameSite=Lax, Path=/, Secure over https, Max-Age
 *   until the session's `expiresAt`. No script can read it; context.ts forwards it upstream as
 *   `authorization: Bearer`.
 * - `tote_user`: the readable user-info cookie of SPEC.md §3 (no secret): URL-encoded JSON of
 *   {userId, emailHash, name, isMember, subStatus, toteUpperLimit, expiresAt} with the /v1 UserInfo values
 *   (isMember 0|1, subStatus 'Not Subscribed'|'Subscribed'|'Paused'|'Cancelled'). Same lifetime, not HttpOnly.
 * - `tote_oauth`: the OAuth `state` and the path to return to, for /oauth/callback/{channel}.
 *   HttpOnly, SameSite=Lax, 10 minutes.
 */
import { createHash } from 'node:crypto';
import type { Session, UserInfo } from '@tote/contract/account';

export const AUTH_COOKIE = 'tote_token';
export const USER_COOKIE = 'tote_user';
export const OAUTH_COOKIE = 'tote_oauth';
export const OAUTH_COOKIE_MAX_AGE = 600;

export interface CookieOptions {
  maxAge: number;
  httpOnly?: boolean;
  secure?: boolean;
  sameSite?: 'Lax' | 'Strict' | 'None';
  path?: string;
}

/** A Set-Cookie header value. `value` must already be cookie-safe (see encodeCookieValue). */
export function serializeCookie(name: string, value: string, o: CookieOptions): string {
  const parts = [`${name}=${value}`, `Path=${o.path ?? '/'}`, `Max-Age=${Math.max(0, Math.floor(o.maxAge))}`];
  if (o.maxAge <= 0) parts.push('Expires=Thu, 01 Jan 1970 00:00:00 GMT');
  if (o.httpOnly) parts.push('HttpOnly');
  if (o.secure) parts.push('Secure');
  parts.push(`SameSite=${o.sameSite ?? 'Lax'}`);
  return parts.join('; ');
}

export const encodeCookieValue = (v: string): string => encodeURIComponent(v);

/** SHA-256 hex of the trimmed, lower-cased email (the usual normalisation of ad and analytics tools). */
export function hashEmail(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
}

/** What the readable user-info cookie holds. */
export interface UserCookie {
  userId: number;
  /**
   * SHA-256 hex of the trimmed, lower-cased email: the analytics events' hashed email (SPEC.md §4).
   * The email itself stays out of a cookie every script on the page (the tag manager's too) can read.
   */
  emailHash: string;
  name: string;
  isMember: 0 | 1;
  subStatus: UserInfo['subStatus'];
  toteUpperLimit: number;
  /** When the session (and both cookies) end, ISO-8601. */
  expiresAt: string;
}

export function userCookieOf(user: UserInfo, expiresAt: string): UserCookie {
  return { userId: user.userId, emailHash: hashEmail(user.email), name: user.name, isMember: user.isMember, subStatus: user.subStatus, toteUpperLimit: user.toteUpperLimit, expiresAt };
}

/** The user-info cookie of a request (already URL-decoded by parseCookies), or null when absent or garbled. */
export function readUserCookie(raw: string | undefined): UserCookie | null {
  if (!raw) return null;
  try {
    const v = JSON.parse(raw) as Partial<UserCookie>;
    return typeof v === 'object' && v !== null && typeof v.userId === 'number' && typeof v.expiresAt === 'string' ? (v as UserCookie) : null;
  } catch {
    return null;
  }
}

const secondsUntil = (iso: string): number => Math.floor((Date.parse(iso) - Date.now()) / 1000);

/** Both session cookies for a new session. */
export function sessionCookies(session: Session, secure: boolean): string[] {
  const maxAge = secondsUntil(session.expiresAt);
  return [
    serializeCookie(AUTH_COOKIE, encodeCookieValue(session.token), { maxAge, httpOnly: true, secure }),
    userCookie(session.user, session.expiresAt, secure, maxAge),
  ];
}

/**
 * The user-info cookie alone (refreshed when the user's details change during a session).
 * `maxAge` is passed when the token cookie is written alongside, so both get the very same lifetime.
 */
export function userCookie(user: UserInfo, expiresAt: string, secure: boolean, maxAge = secondsUntil(expiresAt)): string {
  return serializeCookie(USER_COOKIE, encodeCookieValue(JSON.stringify(userCookieOf(user, expiresAt))), { maxAge, secure });
}

/** Clears both session cookies (log out, deleted account, expired or unknown token). */
export function clearSessionCookies(secure: boolean): string[] {
  return [serializeCookie(AUTH_COOKIE, '', { maxAge: 0, httpOnly: true, secure }), serializeCookie(USER_COOKIE, '', { maxAge: 0, secure })];
}

// ---- OAuth state ---------------------------------------------------------------------------------

export interface OAuthState {
  state: string;
  returnTo: string;
}

export function oauthCookie(s: OAuthState, secure: boolean): string {
  const value = Buffer.from(JSON.stringify({ s: s.state, r: s.returnTo }), 'utf8').toString('base64url');
  return serializeCookie(OAUTH_COOKIE, value, { maxAge: OAUTH_COOKIE_MAX_AGE, httpOnly: true, secure });
}

export function clearOAuthCookie(secure: boolean): string {
  return serializeCookie(OAUTH_COOKIE, '', { maxAge: 0, httpOnly: true, secure });
}

export function readOAuthCookie(raw: string | undefined): OAuthState | null {
  if (!raw) return null;
  try {
    const v = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as { s?: unknown; r?: unknown };
    if (typeof v.s !== 'string' || !v.s || typeof v.r !== 'string') return null;
    return { state: v.s, returnTo: safeReturnTo(v.r) };
  } catch {
    return null;
  }
}

export const DEFAULT_RETURN_TO = '/account/account-overview';

/** A same-origin path to land on after sign-in; anything else (absolute URLs, //host, \\host) → the default. */
export function safeReturnTo(value: string | null | undefined, fallback: string = DEFAULT_RETURN_TO): string {
  if (!value || value.length > 2000) return fallback;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return fallback;
  try {
    const u = new URL(value, 'http://same.origin');
    if (u.origin !== 'http://same.origin') return fallback;
    return u.pathname + u.search + u.hash;
  } catch {
    return fallback;
  }
}
