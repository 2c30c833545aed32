import type { Db } from '../db/schema.js';
import type { PaymentProvider } from '../payments/provider.js';

/** What the checkout, payment and receipt routes work with; built once in createApi. */
export interface BillingDeps {
  db: Db;
  payments: PaymentProvider;
  /** Origin of the web shop, for the default return_url of a payment (WEB_ORIGIN). */
  webOrigin: string;
}
