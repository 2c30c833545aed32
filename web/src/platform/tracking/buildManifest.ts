import { buildId } from './buildId.ts';
import { readStored, writeStored } from '../state/webStorage.ts';

/** Written by the build (build/buildManifest.ts), served by the gateway with `cache-control: no-cache`. */
export const LATEST_BUILD_URL = '/builds/latest.json';
/** How often an open tab asks for the latest build (also whenever it becomes visible again). */
export const BUILD_POLL_MS = 5 * 60_000;
/** SPEC §9: never reload twice within 10 s, so a bad deploy (a build that never matches) cannot loop. */
export const RELOAD_GUARD_MS = 10_000;
export const RELOAD_AT_KEY = 'tote:buildReloadAt';

/** The latest build's id, or null when it cannot be read (logged only: SPEC §8). */
export async function fetchLatestBuildId(): Promise<string | null> {
  try {
    const res = await fetch(LATEST_BUILD_URL, { cache: 'no-store', headers: { accept: 'application/json' } });
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
    const body = (await res.json()) as { buildId?: unknown };
    return typeof body.buildId === 'string' && body.buildId ? body.buildId : null;
  } catch (e) {
    console.warn('[tote] build manifest could not be loaded', e);
    return null;
  }
}

/** Whether a reload now is allowed by the guard; when it is, records it (the next one waits 10 s). */
export function claimReload(now: number = Date.now()): boolean {
  const last = Number(readStored('sessionStorage', RELOAD_AT_KEY));
  if (Number.isFinite(last) && last > 0 && now - last < RELOAD_GUARD_MS && now >= last) return false;
  writeStored('sessionStorage', RELOAD_AT_KEY, String(now));
  return true;
}

/**
 * Watches for a newer build: asks every 5 minutes and when the tab becomes visible again; `isOutdated()` turns true
 * once the latest build differs from this page's. Development (no build id) watches nothing. Returns a stop function.
 */
export function watchBuilds(own: string = buildId()): { isOutdated: () => boolean; stop: () => void } {
  let outdated = false;
  if (own === 'dev') return { isOutdated: () => false, stop: () => {} };
  const check = () => {
    if (outdated) return;
    void fetchLatestBuildId().then((latest) => {
      if (latest && latest !== own) outdated = true;
    });
  };
  const onVisible = () => {
    if (document.visibilityState === 'visible') check();
  };
  const timer = setInterval(check, BUILD_POLL_MS);
  document.addEventListener('visibilitychange', onVisible);
  return {
    isOutdated: () => outdated,
    stop: () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    },
  };
}
