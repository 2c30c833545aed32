import { fetchQuery, graphql, type Environment } from 'react-relay';
import type * as Generated from '../../__generated__/stripeNextActionPaymentResultQuery.graphql.ts';
import type { Stripe } from './stripe.ts';
import type { PaymentResultLike } from './paymentIntent.ts';

type stripeNextActionPaymentResultQuery = Generated.stripeNextActionPaymentResultQuery;

/**
 * The payment intent handling with Stripe: a PaymentIntent that REQUIRES_ACTION (3-D Secure) or REQUIRES_CONFIRMATION
 * is finished in the page with Stripe.js (its challenge shows in Stripe's own overlay), then the
 * payment result is read again (/order/queryPayResult), polling while it is PENDING: with Stripe
 * the order turns paid only when Stripe's webhook reaches the shop.
 */
export type StripeStepAnswer = { ok: true } | { ok: false; message: string };

/** Throws when Stripe.js itself fails (the caller shows the exception's text). */
export async function finishWithStripe(
  stripe: Stripe,
  intent: { status: string; clientSecret: string },
  returnUrl: string,
): Promise<StripeStepAnswer> {
  const answer =
    intent.status === 'REQUIRES_CONFIRMATION'
      ? await stripe.confirmCardPayment(intent.clientSecret, { return_url: returnUrl })
      : await stripe.handleNextAction({ clientSecret: intent.clientSecret });
  if (answer.error) return { ok: false, message: answer.error.message || 'Your card could not be authenticated.' };
  return { ok: true };
}

const paymentResultQuery = graphql`
  query stripeNextActionPaymentResultQuery($orderId: Int!) {
    paymentResult(orderId: $orderId) {
      ...usePaymentRun_result @relay(mask: false)
    }
  }
`;

/** How often, and how many times, a PENDING result is read again here before the result page takes over. */
export const RECHECK_INTERVAL_MS = 1500;
export const RECHECK_ATTEMPTS = 5;

/** The order's payment result after the next action: the first one that is not PENDING, else the last PENDING one. */
export async function recheckPayment(
  environment: Environment,
  orderId: number,
  { attempts = RECHECK_ATTEMPTS, intervalMs = RECHECK_INTERVAL_MS }: { attempts?: number; intervalMs?: number } = {},
): Promise<PaymentResultLike | null> {
  let last: PaymentResultLike | null = null;
  for (let i = 0; i < attempts; i++) {
    if (i > 0) await new Promise((resolve) => setTimeout(resolve, intervalMs));
    const data = await fetchQuery<stripeNextActionPaymentResultQuery>(
      environment,
      paymentResultQuery,
      { orderId },
      { fetchPolicy: 'network-only' },
    ).toPromise();
    last = data?.paymentResult ?? null;
    if (!last || last.status !== 'PENDING') return last;
  }
  return last;
}
