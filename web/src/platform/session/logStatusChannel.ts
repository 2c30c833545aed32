/**
 * Every tab follows the login state: a cross-tab broadcast named `logStatusChange` with 'change'
 * after login, logout and a forced logout; the other tabs reload (not on iOS 15.2 or older, where a
 * reload from a broadcast can loop). BroadcastChannel where the browser has it, else a localStorage
 * `storage` event.
 */
export const LOG_STATUS_CHANNEL = 'logStatusChange';
const STORAGE_KEY = 'tote:logStatusChange';
/** A tab reloads for a broadcast at most once in this long, so that tabs cannot reload each other forever. */
const RELOAD_GUARD_MS = 10_000;

export type LogStatusMessage = 'change';

/** iOS (any browser there is WebKit) at 15.2 or older; iPadOS reporting as a Mac is newer than that. */
export function isOldIOS(userAgent: string): boolean {
  const match = /(?:iPhone|iPad|iPod).*? OS (\d+)(?:_(\d+))?/.exec(userAgent);
  if (!match) return false;
  const major = Number(match[1]);
  const minor = Number(match[2] ?? 0);
  return major < 15 || (major === 15 && minor <= 2);
}

let channel: BroadcastChannel | null | undefined;

function getChannel(): BroadcastChannel | null {
  if (channel === undefined) {
    channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(LOG_STATUS_CHANNEL) : null;
  }
  return channel;
}

/** Tells the other tabs of this shop that the login state changed. */
export function broadcastLogStatusChange(message: LogStatusMessage = 'change'): void {
  const bc = getChannel();
  if (bc) {
    bc.postMessage(message);
    return;
  }
  try {
    // A new value every time, so the storage event fires even for the same message.
    localStorage.setItem(STORAGE_KEY, `${message}:${Date.now()}:${Math.random()}`);
  } catch {
    // No storage: nothing else to try.
  }
}

let lastReload = 0;

function defaultOnChange(): void {
  if (isOldIOS(navigator.userAgent)) return;
  const now = Date.now();
  if (now - lastReload < RELOAD_GUARD_MS) return;
  lastReload = now;
  window.location.reload();
}

/** Reloads this tab when another tab broadcasts 'change'. Returns the unsubscribe function. */
export function listenForLogStatusChange(onChange: () => void = defaultOnChange): () => void {
  const bc = getChannel();
  const onMessage = (event: MessageEvent) => {
    if (event.data === 'change') onChange();
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEY && event.newValue?.startsWith('change')) onChange();
  };
  bc?.addEventListener('message', onMessage);
  if (!bc) window.addEventListener('storage', onStorage);
  return () => {
    bc?.removeEventListener('message', onMessage);
    window.removeEventListener('storage', onStorage);
  };
}

/** Tests only: forget the channel (jsdom's BroadcastChannel is per test). */
export function resetLogStatusChannel(): void {
  channel?.close();
  channel = undefined;
  lastReload = 0;
}
