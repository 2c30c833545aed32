/**
 * Every date the shop shows is formatted here, one way: US English, in UTC. The api's dates are
 * calendar dates ("2025-08-14") or ISO instants in UTC; formatted in the browser's own time zone, a
 * shopper west of Greenwich would see such a date as the day (or month) before.
 *
 * Each formatter answers null for a missing value, and a value that is not a date as it came, so a
 * surprise from the server shows rather than vanishes.
 */
// US English month names, written out rather than asked of Intl: a page's first Intl formatter loads the
// browser's ICU data, tens of ms of a phone's main thread while the page starts.
export const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;
const longMonth = (date: Date) => MONTHS[date.getUTCMonth()]!;
const shortMonth = (date: Date) => longMonth(date).slice(0, 3);

/** A calendar date (that day, in UTC) or an ISO instant as a Date; null when it is not one. */
export function parseDate(value: string): Date | null {
  const date = new Date(/^\d{4}-\d\d-\d\d$/.test(value) ? `${value}T00:00:00Z` : value);
  return Number.isNaN(date.getTime()) ? null : date;
}

function formatWith(format: (date: Date) => string, value: string | null | undefined): string | null {
  if (!value) return null;
  const date = parseDate(value);
  return date ? format(date) : value;
}

/** "2025-08-14" or an ISO instant → "Aug 14, 2025". */
export function formatShortDate(value: string | null | undefined): string | null {
  return formatWith((d) => `${shortMonth(d)} ${d.getUTCDate()}, ${d.getUTCFullYear()}`, value);
}

/** "2025-08-14" or an ISO instant → "August 14, 2025". */
export function formatLongDate(value: string | null | undefined): string | null {
  return formatWith((d) => `${longMonth(d)} ${d.getUTCDate()}, ${d.getUTCFullYear()}`, value);
}

/** "2025-03-01" or an ISO instant → "March 2025". */
export function formatMonthYear(value: string | null | undefined): string | null {
  return formatWith((d) => `${longMonth(d)} ${d.getUTCFullYear()}`, value);
}

/** "2025-07-14" or an ISO instant → "Jul 14". */
export function formatMonthDay(value: string | null | undefined): string | null {
  return formatWith((d) => `${shortMonth(d)} ${d.getUTCDate()}`, value);
}

/** An ISO instant → "Aug 14, 2025, 5:30 PM UTC" (a time of day, as the mails write it). */
export function formatDateTime(value: string | null | undefined): string | null {
  return formatWith((d) => {
    const hours = d.getUTCHours();
    const time = `${hours % 12 || 12}:${String(d.getUTCMinutes()).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`;
    return `${shortMonth(d)} ${d.getUTCDate()}, ${d.getUTCFullYear()}, ${time} UTC`;
  }, value);
}
