/**
 * Checkout and what it charges: payment info, orders from creation to payment, coupons (and promo codes mailed to
 * friends), points, receipts, referrals, renewals; the provider's events applied to orders; Stripe's webhook; the
 * billing sweep (renewals due, abandoned checkouts) (register.ts).
 */
import type { ApiModule } from '../../platform/module.js';
import type { Config } from '../../platform/config.js';
import type { Db } from '../../platform/db/schema.js';
import type { Mailer } from '../../platform/mail/index.js';
import type { Limiter } from '../auth/index.js';
import type { PaymentProvider } from '../payments/index.js';
import type { WaitlistSettings } from '../waitlist/index.js';
import { registerBilling } from './register.js';
import type {} from './tables.js'; // its tables in the Database type

export const billingModule: ApiModule<{
  db: Db;
  payments: PaymentProvider;
  mailer: Mailer;
  limiter: Limiter;
  config: Pick<Config, 'webOrigin'>;
  waitlist: WaitlistSettings;
  sweeps: { billingMs: number };
}> = {
  name: 'billing',
  register: (app, { db, payments, mailer, limiter, config, waitlist, sweeps }) =>
    registerBilling(
      app,
      { db, payments, webOrigin: config.webOrigin, waitlist },
      { mailer, limiter },
      sweeps.billingMs,
    ),
};

export { CANCELED_MESSAGE, closeOrder, giveBackReservations, isCheckout, type OrderRow } from './complete.js';
export { type BillingDeps } from './deps.js';
export { COST_TYPE } from './modes.js';
export { checkNeeded, loadOrder, loadStoredOrder, stopOpenPayment } from './orders.js';
export { rentToBuyCents } from './pricing.js';
export { createRefundReceipt } from './receipts.js';
export { renewalActions, renewalPeriod } from './renewal-detail.js';
export { renewalLine } from './renewal-order.js';
