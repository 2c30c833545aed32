/**
 * Web storage (localStorage, sessionStorage) that never throws — a browser may refuse storage, e.g. some
 * private modes: a refused read is "nothing stored", a refused write is dropped.
 */
type Area = 'localStorage' | 'sessionStorage';

export function readStored(area: Area, key: string): string | null {
  try {
    return window[area].getItem(key);
  } catch {
    return null;
  }
}

export function writeStored(area: Area, key: string, value: string): void {
  try {
    window[area].setItem(key, value);
  } catch {
    /* storage refused: the value lives for this page only */
  }
}

/** True the first time it is asked for `key` in this browser session (a tab's sessionStorage), false after. */
export function firstInSession(key: string): boolean {
  if (readStored('sessionStorage', key) !== null) return false;
  writeStored('sessionStorage', key, String(Date.now()));
  return true;
}
