/** The returns' windows (contract/returns.ts "The label window", "A return's travel") and their deps. */
import { RETURN_LABEL_DAYS_DEFAULT, RETURN_TRANSIT_DAYS_DEFAULT } from '@tote/contract/returns';
import type { Db } from '../../platform/db/schema.js';
import type { FulfilmentProvider } from '../fulfilment/index.js';
import type { PaymentProvider } from '../payments/index.js';

export const DAY_MS = 24 * 60 * 60 * 1000;

export interface ReturnSettings {
  /** Days after an order's last delivery during which a return may be asked for and its label used. */
  labelDays: number;
  /** Days a sent return parcel may take to arrive before its items are unresolved. */
  transitDays: number;
}

export interface ReturnDeps {
  db: Db;
  payments: PaymentProvider;
  carrier: FulfilmentProvider;
  settings: ReturnSettings;
}

const days = (value: string | undefined, fallback: number): number => {
  const n = Number(value);
  return value !== undefined && value !== '' && Number.isFinite(n) && n > 0 ? n : fallback;
};

/** RETURN_LABEL_DAYS and RETURN_TRANSIT_DAYS (positive numbers, fractions allowed) or the defaults; `given` wins. */
export function returnSettings(
  env: Record<string, string | undefined>,
  given: Partial<ReturnSettings> = {},
): ReturnSettings {
  return {
    labelDays: days(env.RETURN_LABEL_DAYS, RETURN_LABEL_DAYS_DEFAULT),
    transitDays: days(env.RETURN_TRANSIT_DAYS, RETURN_TRANSIT_DAYS_DEFAULT),
    ...given,
  };
}
