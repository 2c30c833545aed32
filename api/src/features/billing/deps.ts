import type { Db } from '../../platform/db/schema.js';
import type { PaymentProvider } from '../payments/index.js';
import type { WaitlistSettings } from '../waitlist/index.js';

/** What the checkout, payment and receipt routes work with; built once in createApi. */
export interface BillingDeps {
  db: Db;
  payments: PaymentProvider;
  /** Origin of the web shop, for the default return_url of a payment (WEB_ORIGIN). */
  webOrigin: string;
  /** The waitlist switch: while on, only admitted shoppers start a membership (contract/waitlist.ts). None: off. */
  waitlist?: WaitlistSettings;
}
