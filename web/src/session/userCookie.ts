/**
 * The readable user-info cookie of SPEC.md §3 (`tote_user`): URL-encoded JSON set by the gateway
 * while a session exists. It holds no secret (the token is the HttpOnly `tote_token`, which no
 * script can read); the web only reads it, and removes it on a forced logout.
 */
export const USER_COOKIE = 'tote_user';

export interface UserCookie {
  userId: number;
  /** SHA-256 hex of the email, written by the gateway (analytics' hashed email); '' when the cookie predates it. */
  emailHash: string;
  name: string;
  isMember: number | boolean;
  subStatus: string;
  toteUpperLimit: number;
}

function rawCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  for (const part of document.cookie.split(';')) {
    const index = part.indexOf('=');
    if (index < 0) continue;
    if (part.slice(0, index).trim() === name) return part.slice(index + 1).trim();
  }
  return null;
}

export function hasUserCookie(): boolean {
  const value = rawCookie(USER_COOKIE);
  return value != null && value !== '';
}

/** The parsed cookie, or null when absent or unreadable. */
export function readUserCookie(): UserCookie | null {
  const value = rawCookie(USER_COOKIE);
  if (!value) return null;
  try {
    const parsed = JSON.parse(decodeURIComponent(value)) as Partial<UserCookie> | null;
    if (!parsed || typeof parsed !== 'object') return null;
    return {
      userId: Number(parsed.userId ?? 0),
      emailHash: String(parsed.emailHash ?? ''),
      name: String(parsed.name ?? ''),
      isMember: parsed.isMember ?? 0,
      subStatus: String(parsed.subStatus ?? 'Not Subscribed'),
      // SPEC.md §9: 6 until server data is merged.
      toteUpperLimit: Number(parsed.toteUpperLimit ?? 6),
    };
  } catch {
    return null;
  }
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
