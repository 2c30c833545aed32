import { useSyncExternalStore } from 'react';
import { hasUserCookie } from './userCookie.ts';

/**
 * The shopper's login flag. Only `isLogin` persists (localStorage); isLogin() is true when
 * the user-info cookie exists AND the store says logged in.
 */
const STORAGE_KEY = 'tote:isLogin';

function readPersisted(): boolean {
  try {
    return localStorage.getItem(STORAGE_KEY) === '1';
  } catch {
    return false;
  }
}

let loggedIn = readPersisted();
const listeners = new Set<() => void>();

export function setLoggedIn(value: boolean): void {
  try {
    if (value) localStorage.setItem(STORAGE_KEY, '1');
    else localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Private mode without storage: the flag lives in memory only.
  }
  if (value === loggedIn) return;
  loggedIn = value;
  for (const listener of listeners) listener();
}

export function storeSaysLoggedIn(): boolean {
  return loggedIn;
}

/** On the server, and while the browser hydrates a page drawn there, only the cookie tells (no local storage). */
export function isLogin(): boolean {
  if (typeof window === 'undefined') return hasUserCookie();
  return loggedIn && hasUserCookie();
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useIsLogin(): boolean {
  return useSyncExternalStore(subscribeSession, isLogin, hasUserCookie);
}
