import { describe, expect, it } from 'vitest';
import {
  formatDateTime,
  formatLongDate,
  formatMonthDay,
  formatMonthYear,
  formatShortDate,
  parseDate,
} from './dates.ts';

describe('the date formatters', () => {
  it('formats a calendar date as that day, whatever the time zone', () => {
    expect(formatShortDate('2025-08-14')).toBe('Aug 14, 2025');
    expect(formatLongDate('2025-08-14')).toBe('August 14, 2025');
    expect(formatMonthYear('2025-03-01')).toBe('March 2025');
  });

  it('formats an ISO instant in UTC: midnight UTC stays on its own day', () => {
    expect(formatShortDate('2027-01-31T00:00:00Z')).toBe('Jan 31, 2027');
    expect(formatLongDate('2025-12-31T23:59:59Z')).toBe('December 31, 2025');
    expect(formatMonthYear('2025-03-01T00:00:00Z')).toBe('March 2025');
  });

  it('answers null for a missing value and a value that is not a date as it came', () => {
    expect(formatShortDate(null)).toBeNull();
    expect(formatLongDate(undefined)).toBeNull();
    expect(formatMonthYear('')).toBeNull();
    expect(formatShortDate('soon')).toBe('soon');
    expect(parseDate('soon')).toBeNull();
  });

  it("writes what Intl's US English formats in UTC write, without asking Intl", () => {
    const intl = (options: Intl.DateTimeFormatOptions) =>
      new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'UTC' });
    const formats = [
      [formatShortDate, intl({ month: 'short', day: 'numeric', year: 'numeric' })],
      [formatLongDate, intl({ month: 'long', day: 'numeric', year: 'numeric' })],
      [formatMonthYear, intl({ month: 'long', year: 'numeric' })],
      [formatMonthDay, intl({ month: 'short', day: 'numeric' })],
    ] as const;
    // Every month, first and last days, across a leap year.
    for (let day = Date.UTC(2023, 11, 31); day <= Date.UTC(2025, 0, 1); day += 86_400_000 * 3) {
      const iso = new Date(day).toISOString();
      for (const [ours, theirs] of formats) expect(ours(iso)).toBe(theirs.format(new Date(day)));
    }
  });

  it('writes a time of day as the mails do (Intl en-US, medium date and short time, UTC)', () => {
    const intl = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
    for (const iso of ['2026-11-30T00:05:00Z', '2026-11-30T11:59:00Z', '2026-11-30T12:00:00Z', '2026-02-01T17:30:00Z'])
      expect(formatDateTime(iso)).toBe(`${intl.format(new Date(iso)).replace(/\s/gu, ' ')} UTC`);
    expect(formatDateTime(null)).toBeNull();
  });
});
