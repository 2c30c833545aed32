/**
 * Chooses the payment provider from the settings (config.ts; contract/payment.ts "Providers"):
 * STRIPE_SECRET_KEY → Stripe (with STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET, else a start-up
 * error); otherwise the local emulator, except in production where payments are unavailable.
 */
import type { Config } from '../../platform/config.js';
import type { Db } from '../../platform/db/schema.js';
import { LocalPaymentEmulator } from './emulator/emulator.js';
import { UnavailableProvider, type PaymentEvent, type PaymentProvider } from './provider.js';
import { StripeProvider } from './stripe.js';

export function paymentsFrom(
  db: Db,
  settings: Config['payments'],
  production: boolean,
  onListenerError?: (err: unknown, e: PaymentEvent) => void,
): PaymentProvider {
  const { secretKey, publishableKey, webhookSecret } = settings;
  if (secretKey) {
    if (!publishableKey || !webhookSecret)
      throw new Error('STRIPE_SECRET_KEY is set: STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET are required too.');
    return new StripeProvider({
      secretKey,
      publishableKey,
      webhookSecret,
      ...(onListenerError ? { onListenerError } : {}),
    });
  }
  if (production) return new UnavailableProvider();
  return new LocalPaymentEmulator(db, { production, ...(onListenerError ? { onListenerError } : {}) });
}
