/**
 * The cookies the gateway sets and the web reads: their names, and the shape of the readable
 * user-info cookie — URL-encoded JSON that holds no secret; the token cookie is HttpOnly.
 */
import type { SubStatus } from './account.js';

/** The session token: HttpOnly, never readable by a script. */
export const AUTH_COOKIE = 'tote_token';
/** The readable user-info cookie. */
export const USER_COOKIE = 'tote_user';
/** The OAuth `state` and the path to return to, while a social sign-in is under way. */
export const OAUTH_COOKIE = 'tote_oauth';
/**
 * How many accounts were used on this device (1–5), readable, set by the web beside its login history (whose emails
 * and names stay in the browser's storage): the server draws the login screens' room for them from it.
 */
export const ACCOUNTS_HERE_COOKIE = 'tote_accounts_here';

/** What the readable user-info cookie holds (the /v1 UserInfo values). */
export interface UserCookie {
  userId: number;
  /**
   * SHA-256 hex of the trimmed, lower-cased email: the analytics events' hashed email.
   * The email itself stays out of a cookie every script on the page (the tag manager's too) can read.
   */
  emailHash: string;
  /** SHA-1 hex of the same normalised email: the form impact.com's affiliate tag takes (its customerEmail). */
  emailSha1: string;
  name: string;
  isMember: 0 | 1;
  subStatus: SubStatus;
  toteUpperLimit: number;
  /** When the session (and both cookies) end, ISO-8601. */
  expiresAt: string;
}

const SUB_STATUSES: readonly SubStatus[] = ['Not Subscribed', 'Subscribed', 'Paused', 'Cancelled'];

/**
 * The user-info cookie's decoded value, or null when garbled. Missing fields get the defaults a
 * shopper without server data has (a Tote limit of 6).
 */
export function parseUserCookie(decoded: string | null | undefined): UserCookie | null {
  if (!decoded) return null;
  try {
    const v = JSON.parse(decoded) as Partial<Record<keyof UserCookie, unknown>> | null;
    if (!v || typeof v !== 'object' || typeof v.userId !== 'number') return null;
    return {
      userId: v.userId,
      emailHash: typeof v.emailHash === 'string' ? v.emailHash : '',
      emailSha1: typeof v.emailSha1 === 'string' ? v.emailSha1 : '',
      name: typeof v.name === 'string' ? v.name : '',
      isMember: Number(v.isMember) === 1 ? 1 : 0,
      subStatus: SUB_STATUSES.includes(v.subStatus as SubStatus) ? (v.subStatus as SubStatus) : 'Not Subscribed',
      toteUpperLimit: typeof v.toteUpperLimit === 'number' ? v.toteUpperLimit : 6,
      expiresAt: typeof v.expiresAt === 'string' ? v.expiresAt : '',
    };
  } catch {
    return null;
  }
}
