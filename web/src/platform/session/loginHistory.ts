/**
 * Accounts recently used on this device, which the login screen offers to pick from. Only the
 * email and name are kept, in localStorage; the shopper can remove any of them. Beside it, a readable cookie holds
 * only how many there are: the server draws the login screens' room for them from it, so nothing moves when the
 * browser fills them in.
 */
import { ACCOUNTS_HERE_COOKIE } from '@tote/contract/cookies';
import { readDocumentCookie } from './documentCookie.ts';

export interface LoginHistoryEntry {
  email: string;
  name: string;
  lastUsedAt: number;
}

const STORAGE_KEY = 'tote:loginHistory';
const MAX_ENTRIES = 5;

export function readLoginHistory(): LoginHistoryEntry[] {
  try {
    const parsed = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]') as unknown;
    if (!Array.isArray(parsed)) return [];
    return parsed
      .filter((entry): entry is LoginHistoryEntry => typeof entry?.email === 'string' && entry.email !== '')
      .map((entry) => ({
        email: entry.email,
        name: typeof entry.name === 'string' ? entry.name : '',
        lastUsedAt: Number(entry.lastUsedAt) || 0,
      }))
      .sort((a, b) => b.lastUsedAt - a.lastUsedAt)
      .slice(0, MAX_ENTRIES);
  } catch {
    return [];
  }
}

const COOKIE_MAX_AGE_SECONDS = 365 * 24 * 3600;

/** How many accounts the history holds by its cookie (0 without one): the server knows it too. */
export function accountsHere(): number {
  const count = Number(readDocumentCookie(ACCOUNTS_HERE_COOKIE));
  return Number.isInteger(count) && count > 0 ? Math.min(count, MAX_ENTRIES) : 0;
}

/**
 * Keeps the cookie at the history's length, removed when there is none. On this host only, as the history itself
 * (localStorage is the origin's).
 */
export function markAccountsHere(count: number): void {
  if (typeof document === 'undefined' || accountsHere() === count) return;
  document.cookie =
    count > 0
      ? `${ACCOUNTS_HERE_COOKIE}=${count}; Max-Age=${COOKIE_MAX_AGE_SECONDS}; path=/; SameSite=Lax`
      : `${ACCOUNTS_HERE_COOKIE}=; Max-Age=0; path=/; SameSite=Lax`;
}

function write(entries: LoginHistoryEntry[]): void {
  const kept = entries.slice(0, MAX_ENTRIES);
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(kept));
  } catch {
    // No storage: the history is simply not kept.
    return;
  }
  markAccountsHere(kept.length);
}

export function rememberLogin(email: string, name: string): void {
  const key = email.toLowerCase();
  write([
    { email, name, lastUsedAt: Date.now() },
    ...readLoginHistory().filter((entry) => entry.email.toLowerCase() !== key),
  ]);
}

export function forgetLogin(email: string): LoginHistoryEntry[] {
  const key = email.toLowerCase();
  const next = readLoginHistory().filter((entry) => entry.email.toLowerCase() !== key);
  write(next);
  return next;
}
