import { describe, expect, it } from 'vitest';
import { formatLongDate, formatMonthYear, formatShortDate, parseDate } from './dates.ts';

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
});
