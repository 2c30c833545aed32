/** Calendar arithmetic for billing periods (UTC). */

/** The same day-of-month n months later, clamped to the month's last day (Jan 31 + 1 → Feb 28/29); time of day kept. */
export function addMonths(d: Date, n: number): Date {
  const y = d.getUTCFullYear();
  const m = d.getUTCMonth() + n;
  const last = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  const out = new Date(d);
  out.setUTCFullYear(y, m, Math.min(d.getUTCDate(), last));
  return out;
}

/** YYYY-MM-DD (UTC). */
export const ymd = (d: Date): string => d.toISOString().slice(0, 10);

export const iso = (d: Date | string | null): string | null => (d === null ? null : new Date(d).toISOString());

/** "Aug 14, 2025" */
export const longDate = (d: Date): string =>
  d.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
