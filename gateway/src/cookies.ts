/**
 * The cookies the gateway sets. Auth lives in an HttpOnly cookie no script can read; their names and
 * the shape of the readable user-info cookie are the contract's (`@tote/contract/cookies`).
 *
 * - `tote_token`: the session token. HttpOnly, SameSite=Lax, Path=/, Secure over https, Max-Age
 *   until the session's `expiresAt`. context.ts forwards it upstream as `authorization: Bearer`.
 * - `tote_user`: the readable user-info cookie (no secret): URL-encoded JSON of the contract's
 *   UserCookie with the /v1 UserInfo values. Same lifetime, not HttpOnly.
 * - `tote_oauth`: the OAuth `state` and the path to return to, for /oauth/callback/{channel}.
 *   HttpOnly, SameSite=Lax, 10 minutes.
 */
import { createHash } from 'node:crypto';
import { parseCookie, stringifySetCookie } from 'cookie';
import type { Session, UserInfo } from '@tote/contract/account';
import { AUTH_COOKIE, OAUTH_COOKIE, USER_COOKIE, type UserCookie } from '@tote/contract/cookies';

export const OAUTH_COOKIE_MAX_AGE = 600;

export interface CookieOptions {
  maxAge: number;
  httpOnly?: boolean;
  secure?: boolean;
  sameSite?: 'Lax' | 'Strict' | 'None';
  path?: string;
}

/**
 * A Set-Cookie header value: the value URL-encoded, Path=/ and SameSite=Lax unless told otherwise;
 * a Max-Age of 0 or less clears the cookie (with an Expires in the past for old clients).
 */
export function serializeCookie(name: string, value: string, o: CookieOptions): string {
  const maxAge = Math.max(0, Math.floor(o.maxAge));
  return stringifySetCookie(
    {
      name,
      value,
      maxAge,
      path: o.path ?? '/',
      ...(maxAge <= 0 ? { expires: new Date(0) } : {}),
      httpOnly: o.httpOnly ?? false,
      secure: o.secure ?? false,
      sameSite: (o.sameSite ?? 'Lax').toLowerCase() as 'lax' | 'strict' | 'none',
    },
    { encode: encodeURIComponent },
  );
}

/** A quoted value loses its quotes; a value that is not valid percent-encoding is kept as it came. */
function decodeCookieValue(raw: string): string {
  const value = raw.length >= 2 && raw.startsWith('"') && raw.endsWith('"') ? raw.slice(1, -1) : raw;
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** The cookies of a request's Cookie header, decoded; the first of two cookies with one name wins. */
export function parseCookies(header: string | null | undefined): Record<string, string> {
  if (!header) return {};
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(parseCookie(header, { decode: decodeCookieValue }))) {
    if (name && value !== undefined) out[name] = value;
  }
  return out;
}

/** SHA-256 hex of the trimmed, lower-cased email (the usual normalisation of ad and analytics tools). */
export function hashEmail(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
}

/** SHA-1 hex of the same normalised email, for impact.com's affiliate tag (the hash it documents). */
export function sha1Email(email: string): string {
  return createHash('sha1').update(email.trim().toLowerCase()).digest('hex');
}

export function userCookieOf(user: UserInfo, expiresAt: string): UserCookie {
  const { userId, name, isMember, subStatus, toteUpperLimit } = user;
  const { email } = user;
  return {
    userId,
    emailHash: hashEmail(email),
    emailSha1: sha1Email(email),
    name,
    isMember,
    subStatus,
    toteUpperLimit,
    expiresAt,
  };
}

const secondsUntil = (iso: string): number => Math.floor((Date.parse(iso) - Date.now()) / 1000);

/** Both session cookies for a new session. */
export function sessionCookies(session: Session, secure: boolean): string[] {
  const maxAge = secondsUntil(session.expiresAt);
  return [
    serializeCookie(AUTH_COOKIE, session.token, { maxAge, httpOnly: true, secure }),
    userCookie(session.user, session.expiresAt, secure, maxAge),
  ];
}

/**
 * The user-info cookie alone (refreshed when the user's details change during a session).
 * `maxAge` is passed when the token cookie is written alongside, so both get the very same lifetime.
 */
export function userCookie(
  user: UserInfo,
  expiresAt: string,
  secure: boolean,
  maxAge = secondsUntil(expiresAt),
): string {
  return serializeCookie(USER_COOKIE, JSON.stringify(userCookieOf(user, expiresAt)), { maxAge, secure });
}

/** Clears both session cookies (log out, deleted account, expired or unknown token). */
export function clearSessionCookies(secure: boolean): string[] {
  return [
    serializeCookie(AUTH_COOKIE, '', { maxAge: 0, httpOnly: true, secure }),
    serializeCookie(USER_COOKIE, '', { maxAge: 0, secure }),
  ];
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
