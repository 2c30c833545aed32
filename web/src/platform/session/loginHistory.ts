/**
 * Accounts recently used on this device, which the login screen offers to pick from. Only the
 * email and name are kept, in localStorage; the shopper can remove any of them.
 */
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

function write(entries: LoginHistoryEntry[]): void {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(entries.slice(0, MAX_ENTRIES)));
  } catch {
    // No storage: the history is simply not kept.
  }
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
