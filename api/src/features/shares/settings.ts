/** The share links' lifetime and clock (contract/share.ts "Lifetime"). */

export interface ShareSettings {
  /** How long a new link lives (ms): SHARE_TTL_DAYS (config.ts) unless a test says otherwise. */
  ttlMs: number;
  /** The time now: tests pass a clock they control. */
  now: () => Date;
}
