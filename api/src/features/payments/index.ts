/**
 * Card payments behind one provider interface (contract/payment.ts "Providers"): Stripe, or the local emulator
 * that accepts Stripe's test cards and never runs in production (providers.ts chooses). The emulator serves its
 * own browser API; Stripe's webhook is billing's (it applies the events to orders).
 */
import type { ApiModule } from '../../platform/module.js';
import { registerEmulatorRoutes } from './emulator/emulator-routes.js';
import { LocalPaymentEmulator } from './emulator/emulator.js';
import type { PaymentProvider } from './provider.js';
import type {} from './emulator/tables.js'; // its tables in the Database type

export const paymentsModule: ApiModule<{ payments: PaymentProvider }> = {
  name: 'payments',
  register: async (app, { payments }) => {
    if (payments instanceof LocalPaymentEmulator) await registerEmulatorRoutes(app, payments);
  },
};

export { publicTestCards, testCardByMagicId } from './emulator/cards.js';
export { LocalPaymentEmulator } from './emulator/emulator.js';
export { EMULATOR_BASE_PATH } from './emulator/wire.js';
export {
  IdempotencyKeyReusedError,
  IntentStateError,
  NOT_AVAILABLE_MESSAGE,
  PaymentMethodError,
  ProviderUnavailableError,
  type CancellationReason,
  type IntentView,
  type PaymentEvent,
  type PaymentProvider,
} from './provider.js';
export { paymentsFrom } from './providers.js';
export { StripeProvider, StripeWebhookError } from './stripe.js';
