import { POPUP_HIDDEN_FOREVER, popKey, popRecordOf, type PopRecord } from '@tote/contract/popups';
import { readStored, writeStored } from '../../platform/state/webStorage.ts';

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
export const ENTRANCE_VISIBLE_KEY = 'tote.entranceVisible';

const read = (key: string): string | null => readStored('localStorage', key);
const write = (key: string, value: string): void => writeStored('localStorage', key, value);

export const readPopRecord = (popId: string): PopRecord => popRecordOf(read(popKey(popId)));

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
