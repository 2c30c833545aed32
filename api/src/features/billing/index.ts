/**
 * Registers membership payments and checkout: the payment info, orders, coupons, points and
 * receipts routes; the provider's events into the shop; and the provider's own HTTP surface
 * (Stripe's webhook, or the local emulator's browser API).
 */
import type { FastifyInstance } from 'fastify';
import { LocalPaymentEmulator, registerEmulatorRoutes, StripeProvider } from '../payments/index.js';
import { applyPaymentEvent } from './complete.js';
import { registerCouponRoutes } from './coupon-routes.js';
import { registerDevBillingRoutes } from './dev-routes.js';
import type { BillingDeps } from './deps.js';
import { registerOrderRoutes } from './order-routes.js';
import { registerPaymentRoutes } from './payment-routes.js';
import { registerPointRoutes } from './point-routes.js';
import { registerReceiptRoutes } from './receipt-routes.js';
import { registerStripeWebhook } from './webhook-routes.js';

export async function registerBillingRoutes(app: FastifyInstance, deps: BillingDeps): Promise<void> {
  deps.payments.onEvent((event) => applyPaymentEvent(deps.db, event));
  registerPaymentRoutes(app, deps);
  registerOrderRoutes(app, deps);
  registerCouponRoutes(app, deps);
  registerPointRoutes(app, deps.db);
  registerReceiptRoutes(app, deps.db);
  if (deps.payments instanceof StripeProvider) await registerStripeWebhook(app, deps.db, deps.payments);
  if (deps.payments instanceof LocalPaymentEmulator) {
    await registerEmulatorRoutes(app, deps.payments);
    registerDevBillingRoutes(app, deps); // the emulator never runs in production
  }
}

// What the composition root and the other features use of this feature: its public face.
export { CANCELED_MESSAGE, closeOrder, giveBackReservations, isCheckout, type OrderRow } from './complete.js';
export { type BillingDeps } from './deps.js';
export { COST_TYPE } from './modes.js';
export { checkNeeded, loadOrder, loadStoredOrder, stopOpenPayment } from './orders.js';
export { rentToBuyCents } from './pricing.js';
export { createRefundReceipt } from './receipts.js';
export { renewalActions, renewalPeriod } from './renewal-detail.js';
export { renewalLine } from './renewal-order.js';
export { startBillingSweeper } from './sweep.js';
