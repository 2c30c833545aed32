/** /v1/order/preCheckout, checkoutDetail, submit: the checkout in fewer calls (contract/pre-checkout.ts). */
import type { FastifyInstance } from 'fastify';
import type { PrePayDetail } from '@tote/contract/checkout';
import type { PreCheckout, PreCheckoutGap } from '@tote/contract/pre-checkout';
import { billingCheckoutV1 } from '@tote/contract/v1/billing';
import { NOT_AVAILABLE_MESSAGE } from '../payments/index.js';
import { requireUser } from '../auth/index.js';
import { implement } from '../../platform/http/implement.js';
import { createFor, detailFor } from './checkout-steps.js';
import type { BillingDeps } from './deps.js';
import { payOrder } from './pay.js';

/** The refusal each gap would meet at /order/create or /order/pay, said before. */
const GAP_MESSAGE: Record<PreCheckoutGap, string> = {
  shippingAddress: 'Add a shipping address first.',
  paymentMethod: 'Add a payment method first.',
  paymentsUnavailable: NOT_AVAILABLE_MESSAGE,
};

function readiness(d: PrePayDetail, paymentsUnavailable: boolean): PreCheckout {
  const missing: PreCheckoutGap[] = [];
  if (!d.shippingAddress) missing.push('shippingAddress');
  if (!d.isFree && paymentsUnavailable) missing.push('paymentsUnavailable');
  else if (!d.isFree && !d.hasPaymentMethod) missing.push('paymentMethod');
  return {
    ready: missing.length === 0,
    missing,
    messageList: missing.map((gap) => GAP_MESSAGE[gap]),
    totalBilled: d.totalBilled,
    isFree: d.isFree,
    currency: d.currency,
  };
}

export function registerCheckoutRoutes(app: FastifyInstance, deps: BillingDeps): void {
  implement(app, billingCheckoutV1, {
    preCheckout: async (p, ctx) =>
      readiness(await detailFor(deps, requireUser(ctx).user.id, p), deps.payments.kind === 'unavailable'),
    checkoutDetail: (p, ctx) => detailFor(deps, requireUser(ctx).user.id, p),
    submit: async ({ idempotencyKey, paymentMethodId, returnUrl, ...p }, ctx) => {
      const userId = requireUser(ctx).user.id;
      const order = await createFor(deps, userId, p, idempotencyKey);
      return payOrder(deps, userId, {
        orderId: order.id,
        idempotencyKey,
        ...(paymentMethodId ? { paymentMethodId } : {}),
        ...(returnUrl ? { returnUrl } : {}),
      });
    },
  });
}
