import { parseUserCookie, USER_COOKIE, type UserCookie } from '@tote/contract/cookies';
import { readDocumentCookie } from './documentCookie.ts';

/**
 * The readable user-info cookie, URL-encoded JSON set by the gateway while a session exists. It
 * holds no secret (the token cookie is HttpOnly, so no script can read it); the web only reads it,
 * and removes it on a forced logout.
 */

/** What the web reads from the cookie: who the shopper is. When the session ends is the gateway's business. */
export type ShopperCookie = Omit<UserCookie, 'expiresAt'>;

export function hasUserCookie(): boolean {
  const value = readDocumentCookie(USER_COOKIE);
  return value != null && value !== '';
}

/** The parsed cookie (missing fields get their defaults), or null when absent or unreadable. */
export function readUserCookie(): ShopperCookie | null {
  const cookie = parseUserCookie(readDocumentCookie(USER_COOKIE));
  if (!cookie) return null;
  const { expiresAt: _expiresAt, ...shopper } = cookie;
  return shopper;
}

/** Removes the cookie on this host and, where it was set for the parent domain, there too. */
export function clearUserCookie(): void {
  if (typeof document === 'undefined') return;
  const expired = `${USER_COOKIE}=; Max-Age=0; path=/; SameSite=Lax`;
  document.cookie = expired;
  const host = window.location.hostname;
  const parts = host.split('.');
  for (let i = 0; i < parts.length - 1; i++) {
    document.cookie = `${expired}; domain=.${parts.slice(i).join('.')}`;
  }
}
