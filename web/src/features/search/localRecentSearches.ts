import { useSyncExternalStore } from 'react';
import { normalizeKeyword, RECENT_SEARCHES_MAX, SEARCH_HISTORY_KEY } from '@tote/contract/search';

/**
 * A guest's recent searches, kept in the browser (the "search history" local key): a JSON array of
 * normalised keywords, newest first, no duplicates, at most RECENT_SEARCHES_MAX. A signed-in
 * shopper's live on the server; at sign-in the local ones are merged there and the key is cleared.
 */
const listeners = new Set<() => void>();
const EMPTY: readonly string[] = [];
let cache: { raw: string | null; list: readonly string[] } = { raw: null, list: EMPTY };

function readRaw(): string | null {
  try {
    return localStorage.getItem(SEARCH_HISTORY_KEY);
  } catch {
    return null;
  }
}

function parse(raw: string | null): readonly string[] {
  if (!raw) return EMPTY;
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return EMPTY;
    return value
      .filter((item): item is string => typeof item === 'string' && item !== '')
      .slice(0, RECENT_SEARCHES_MAX);
  } catch {
    return EMPTY;
  }
}

/** The list, the same array while the stored value does not change (a useSyncExternalStore snapshot). */
export function readLocalRecentSearches(): readonly string[] {
  const raw = readRaw();
  if (raw !== cache.raw) cache = { raw, list: parse(raw) };
  return cache.list;
}

function write(list: readonly string[]): void {
  try {
    if (list.length === 0) localStorage.removeItem(SEARCH_HISTORY_KEY);
    else localStorage.setItem(SEARCH_HISTORY_KEY, JSON.stringify(list));
  } catch {
    // Private mode without storage: nothing is kept.
  }
  for (const listener of listeners) listener();
}

export function addLocalRecentSearch(keyword: string): void {
  const normalized = normalizeKeyword(keyword);
  if (!normalized) return;
  const rest = readLocalRecentSearches().filter((item) => item !== normalized);
  write([normalized, ...rest].slice(0, RECENT_SEARCHES_MAX));
}

export function removeLocalRecentSearch(keyword: string): void {
  const normalized = normalizeKeyword(keyword);
  write(readLocalRecentSearches().filter((item) => item !== normalized));
}

export function clearLocalRecentSearches(): void {
  write(EMPTY);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab changed the list.
  const onStorage = (event: StorageEvent) => {
    if (event.key === SEARCH_HISTORY_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useLocalRecentSearches(): readonly string[] {
  return useSyncExternalStore(subscribe, readLocalRecentSearches, () => EMPTY);
}
