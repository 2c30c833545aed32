/** The share links' lifetime and clock (contract/share.ts "Lifetime"). */
import { SHARE_TTL_DAYS_DEFAULT } from '@tote/contract/share';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface ShareSettings {
  /** How long a new link lives (ms). */
  ttlMs: number;
  /** The time now: tests pass a clock they control. */
  now: () => Date;
}

/** SHARE_TTL_DAYS (a positive number, fractions allowed) or the default; `given` overrides either. */
export function shareSettings(
  env: Record<string, string | undefined>,
  given: Partial<ShareSettings> = {},
): ShareSettings {
  const days = Number(env.SHARE_TTL_DAYS);
  const ttlMs = Number.isFinite(days) && days > 0 ? days * DAY_MS : SHARE_TTL_DAYS_DEFAULT * DAY_MS;
  return { ttlMs, now: () => new Date(), ...given };
}
