import { readStored, writeStored } from '../state/webStorage.ts';

/** The first-visit timestamp (SPEC §3 local keys), in milliseconds since the epoch. */
export const FIRST_VISIT_KEY = 'tote:firstVisitAt';
/** SPEC §9: the first-day check spans 24 hours from the first session. */
export const FIRST_DAY_MS = 24 * 3600 * 1000;

/** The stored first visit, or null when none (or unreadable). */
export function firstVisitAt(): number | null {
  const stored = Number(readStored('localStorage', FIRST_VISIT_KEY));
  return Number.isFinite(stored) && stored > 0 ? stored : null;
}

/** Stores `now` as the first visit. */
export function recordFirstVisit(now: number = Date.now()): void {
  writeStored('localStorage', FIRST_VISIT_KEY, String(now));
}

/**
 * Within 24 hours of the first visit (true when no visit is stored yet: this is the first). The shop uses it not
 * to ask a brand-new visitor for their location (geolocation.ts): a permission prompt before they know the shop.
 */
export function isFirstDay(now: number = Date.now()): boolean {
  const first = firstVisitAt();
  return first === null || now - first < FIRST_DAY_MS;
}
