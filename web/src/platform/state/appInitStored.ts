import { readStored, writeStored } from './webStorage.ts';

/**
 * When app init was stored (SPEC §3: "storing it records the time of storage"), epoch ms, beside what is kept of
 * it (its sessionId, tracking/sessionId.ts) in the tab's sessionStorage. Requests carry it as the session
 * timestamp header (network/clientHeaders.ts).
 */
export const APP_INIT_STORED_AT_KEY = 'tote:appInitStoredAt';

export function recordAppInitStored(now: number = Date.now()): void {
  writeStored('sessionStorage', APP_INIT_STORED_AT_KEY, String(now));
}

/** The time app init was stored in this tab's session, or null before (or when storage is refused). */
export function appInitStoredAt(): number | null {
  const at = Number(readStored('sessionStorage', APP_INIT_STORED_AT_KEY));
  return Number.isSafeInteger(at) && at > 0 ? at : null;
}
