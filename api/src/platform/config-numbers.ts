/** The numbers of the api's settings (config.ts): each read from its variable, with its default or its refusal. */
import { STOCK_HOLD_HOURS_DEFAULT, STOCK_HOLD_HOURS_MAX } from '@tote/contract/wishlist';

/** A whole number ≥ 0, else `fallback`. */
export function wholeNumber(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return value !== undefined && value.trim() !== '' && Number.isInteger(n) && n >= 0 ? n : fallback;
}

/** A positive number (fractions allowed), else `fallback`. */
export function positive(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return value !== undefined && value !== '' && Number.isFinite(n) && n > 0 ? n : fallback;
}

/** Milliseconds as a whole number ≥ 0, or undefined when unset; a malformed value goes to `invalid`. */
export function millis(name: string, value: string | undefined, invalid: string[]): number | undefined {
  if (!value) return undefined;
  const n = Number(value);
  if (Number.isInteger(n) && n >= 0) return n;
  invalid.push(`${name} is not a number of milliseconds: ${value}`);
  return undefined;
}

/** A limit per hour: a whole number from 1; unset is null (the default limit). */
export function perHour(name: string, value: string | undefined, invalid: string[]): number | null {
  if (!value?.trim()) return null;
  const n = Number(value);
  if (Number.isInteger(n) && n >= 1) return n;
  invalid.push(`${name} is not a whole number of requests an hour from 1: ${value}`);
  return null;
}

/** STOCK_HOLD_HOURS in ms: hours above 0 up to STOCK_HOLD_HOURS_MAX (fractions allowed); else `invalid` says so. */
export function stockHoldMs(value: string | undefined, invalid: string[]): number {
  const hours = value?.trim() ? Number(value) : STOCK_HOLD_HOURS_DEFAULT;
  if (Number.isFinite(hours) && hours > 0 && hours <= STOCK_HOLD_HOURS_MAX) return Math.round(hours * 3_600_000);
  invalid.push(`STOCK_HOLD_HOURS is not a number of hours above 0 and up to ${STOCK_HOLD_HOURS_MAX}: ${value}`);
  return STOCK_HOLD_HOURS_DEFAULT * 3_600_000;
}
