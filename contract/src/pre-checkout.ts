/**
 * /order/preCheckout, /order/checkoutDetail and /order/submit (SPEC §7 names them; their shapes are ours, README
 * "The checkout in one call"): the checkout of /order/pre-pay-detail, /order/create and /order/pay, for a client
 * that wants it in fewer steps. Same parameters (checkout-params.ts `checkoutShape`), same rules, same refusals.
 *
 * - `/order/preCheckout` (POST/GET): can this checkout be submitted now? `ready`, and what is missing, in the order
 *   to fix it. The selection's own problems (an item gone, a mode not allowed) are refused as pre-pay-detail
 *   refuses them.
 * - `/order/checkoutDetail` (POST/GET): the totals: exactly /order/pre-pay-detail's PrePayDetail.
 * - `/order/submit` (POST): /order/create then /order/pay with one `idempotencyKey` (required): a repeated submit
 *   answers the same order and makes no second charge. Answers /order/pay's PayResult (a free order's is final).
 */
export type PreCheckoutGap = 'shippingAddress' | 'paymentMethod' | 'paymentsUnavailable';

export interface PreCheckout {
  ready: boolean;
  missing: PreCheckoutGap[];
  /** One sentence per gap, e.g. "Add a shipping address first." */
  messageList: string[];
  totalBilled: number;
  isFree: boolean;
  currency: 'USD';
}
