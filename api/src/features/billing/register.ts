/**
 * Registers membership payments and checkout: the payment info, orders, coupons, points and receipts routes; the
 * provider's events into the shop; Stripe's webhook; outside production (with the local emulator) the dev billing
 * routes; and the billing sweep (sweep.ts), unless card payments are unavailable.
 */
import type { FastifyInstance } from 'fastify';
import { LocalPaymentEmulator, StripeProvider } from '../payments/index.js';
import { registerCheckoutRoutes } from './checkout-routes.js';
import { applyPaymentEvent } from './complete.js';
import { registerCouponRoutes } from './coupon-routes.js';
import { registerCouponSendRoutes, type CouponSendDeps } from './coupon-send-routes.js';
import { registerDevBillingRoutes } from './dev-routes.js';
import type { BillingDeps } from './deps.js';
import { registerOrderRoutes } from './order-routes.js';
import { registerPaymentRoutes } from './payment-routes.js';
import { registerPointRoutes } from './point-routes.js';
import { registerReceiptRoutes } from './receipt-routes.js';
import { startBillingSweeper } from './sweep.js';
import { registerStripeWebhook } from './webhook-routes.js';

export async function registerBilling(
  app: FastifyInstance,
  deps: BillingDeps,
  mail: Omit<CouponSendDeps, 'webOrigin'>,
  sweepMs: number,
): Promise<void> {
  deps.payments.onEvent((event) => applyPaymentEvent(deps.db, event));
  registerPaymentRoutes(app, deps);
  registerOrderRoutes(app, deps);
  registerCheckoutRoutes(app, deps);
  registerCouponRoutes(app, deps);
  registerCouponSendRoutes(app, deps.db, { ...mail, webOrigin: deps.webOrigin });
  registerPointRoutes(app, deps.db);
  registerReceiptRoutes(app, deps.db);
  if (deps.payments instanceof StripeProvider) await registerStripeWebhook(app, deps.db, deps.payments);
  // The emulator never runs in production (its routes are the payments module's).
  if (deps.payments instanceof LocalPaymentEmulator) registerDevBillingRoutes(app, deps);
  if (sweepMs > 0 && deps.payments.kind !== 'unavailable') startBillingSweeper(app, deps, sweepMs);
}
