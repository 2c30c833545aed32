import type { Stripe } from '@stripe/stripe-js';

export type { Stripe, StripeElements, StripePaymentElement } from '@stripe/stripe-js';

/** How long Stripe.js may take to load before the form says it could not be loaded. */
export const STRIPE_LOAD_TIMEOUT_MS = 20_000;

/**
 * Stripe.js for the publishable key of `paymentConfig` (card data goes from the
 * browser to Stripe, never to the shop). The loader is imported on demand, so Stripe never
 * enters the initial bundle: only the payment and confirm steps with provider STRIPE ask for it.
 * Rejects with the reason when the script cannot be loaded (offline, blocked, timed out); calling
 * again retries (@stripe/stripe-js forgets a failed load).
 */
export async function loadStripeClient(publishableKey: string, timeoutMs = STRIPE_LOAD_TIMEOUT_MS): Promise<Stripe> {
  const { loadStripe } = await import('@stripe/stripe-js');
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error('Stripe.js did not answer in time.')), timeoutMs);
  });
  try {
    const stripe = await Promise.race([loadStripe(publishableKey), timeout]);
    if (!stripe) throw new Error('Stripe.js is not available in this browser.');
    return stripe;
  } finally {
    clearTimeout(timer);
  }
}

/** The text of a failure, for the messages that show it (a failure shows the exception's text). */
export function errorText(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  return 'Unknown error.';
}
