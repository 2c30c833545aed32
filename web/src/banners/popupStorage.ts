import { POPUP_HIDDEN_FOREVER } from '@tote/contract/popups';
import { readStored, writeStored } from '../state/webStorage.ts';

/**
 * The browser's local keys of banners and pop-ups (SPEC §3 Persistence, contract/popups.ts):
 *
 * - `tote.popup.<popId>`: the per-banner showed-up count and last-showed date, JSON `{ count, lastShownAt }`
 *   (lastShownAt in ms since the epoch). Showing a pop adds one; "Don't show again" sets POPUP_HIDDEN_FOREVER.
 * - `tote.entranceVisible`: the entrance-preference visibility flag. "1" or absent: the entrance pop-up (the one
 *   asking a guest what they shop for) may show; "0": the shopper dismissed it or answered it, it never shows
 *   again in this browser, whatever its count says.
 *
 * Without storage (private mode) nothing is kept: every pop is due on every visit, as for a first visit.
 */
export interface PopRecord {
  count: number;
  lastShownAt: number | null;
}

export interface PopLimits {
  popId: string;
  maxShowCount: number;
  minIntervalSeconds: number;
}

const NEVER_SHOWN: PopRecord = { count: 0, lastShownAt: null };
export const ENTRANCE_VISIBLE_KEY = 'tote.entranceVisible';
export const popKey = (popId: string): string => `tote.popup.${popId}`;

const read = (key: string): string | null => readStored('localStorage', key);
const write = (key: string, value: string): void => writeStored('localStorage', key, value);

const count = (v: unknown): number => (typeof v === 'number' && Number.isInteger(v) && v >= 0 ? v : 0);
const time = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

export function readPopRecord(popId: string): PopRecord {
  const raw = read(popKey(popId));
  if (!raw) return NEVER_SHOWN;
  try {
    const value = JSON.parse(raw) as Record<string, unknown> | null;
    return value && typeof value === 'object'
      ? { count: count(value.count), lastShownAt: time(value.lastShownAt) }
      : NEVER_SHOWN;
  } catch {
    return NEVER_SHOWN;
  }
}

/** Due: shown fewer than maxShowCount times, and at least minIntervalSeconds ago (or never). */
export function isPopDue(pop: PopLimits, record: PopRecord, now: number): boolean {
  if (record.count >= pop.maxShowCount) return false;
  return record.lastShownAt === null || now - record.lastShownAt >= pop.minIntervalSeconds * 1000;
}

/** Counts a show: one more, last shown now. */
export function recordPopShown(popId: string, now: number): void {
  const { count: shown } = readPopRecord(popId);
  write(popKey(popId), JSON.stringify({ count: Math.min(shown + 1, POPUP_HIDDEN_FOREVER), lastShownAt: now }));
}

/** "Don't show again": the count becomes POPUP_HIDDEN_FOREVER, above any maximum. */
export function hidePopForever(popId: string): void {
  const { lastShownAt } = readPopRecord(popId);
  write(popKey(popId), JSON.stringify({ count: POPUP_HIDDEN_FOREVER, lastShownAt }));
}

export function isEntranceVisible(): boolean {
  return read(ENTRANCE_VISIBLE_KEY) !== '0';
}

export function hideEntrance(): void {
  write(ENTRANCE_VISIBLE_KEY, '0');
}
