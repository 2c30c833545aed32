/** The returns' windows (contract/returns.ts "The label window", "A return's travel") and their deps. */
import type { Config } from '../../platform/config.js';
import type { Db } from '../../platform/db/schema.js';
import type { FulfilmentProvider } from '../fulfilment/index.js';
import type { PaymentProvider } from '../payments/index.js';

export const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * labelDays: days after an order's last delivery during which a return may be asked for and its label used;
 * transitDays: days a sent return parcel may take to arrive before its items are unresolved
 * (RETURN_LABEL_DAYS, RETURN_TRANSIT_DAYS: config.ts).
 */
export type ReturnSettings = Config['returns'];

export interface ReturnDeps {
  db: Db;
  payments: PaymentProvider;
  carrier: FulfilmentProvider;
  settings: ReturnSettings;
}
