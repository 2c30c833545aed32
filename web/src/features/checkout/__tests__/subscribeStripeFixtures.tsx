/**
 * The fixtures of the subscribe flow with Stripe (subscribe-promo-codes, subscribe-stripe-card,
 * subscribe-stripe-confirm): the test file mocks fullReload and checkout/stripe.ts (a fake
 * Stripe from ./fakeStripe.ts); the loading modal's openings and closings are recorded.
 */
import { afterEach, beforeEach, vi } from 'vitest';
import { loadStripeClient } from '../stripe.ts';
import { fullReload } from '../../../platform/session/fullReload.ts';
import { getUiState, resetUiState, subscribeUi } from '../../../platform/state/ui.ts';
import { setupRouteFixtures } from '../../../../test/routeFixtures.tsx';
import { shopResolvers } from '../../../../test/shopResolvers.ts';

export const subscribeStripeResolvers = shopResolvers({
  Query: () => ({ viewer: undefined }),
  PaymentConfig: () => ({ provider: 'STRIPE', publishableKey: 'pk_test_tote', emulatorBasePath: null, testCards: [] }),
  Money: () => ({ amount: 89, formatted: '$89.00' }),
  CheckoutPreviewResult: () => ({ userErrors: [] }),
  CheckoutPreview: () => ({ isFree: false, hasPaymentMethod: true, messages: [], coupon: null, walletCoupons: [] }),
});

/** Registers the hooks (call it at the top level of a test file). */
export function setupSubscribeStripeFixtures() {
  const fixtures = setupRouteFixtures(subscribeStripeResolvers);
  /** The loading modal's states in the current test, each change once (true: opened). */
  const modalHistory: boolean[] = [];
  let unsubscribe: () => void = () => {};
  beforeEach(() => {
    vi.mocked(fullReload).mockClear();
    vi.mocked(loadStripeClient).mockReset();
    resetUiState();
    modalHistory.length = 0;
    let last = false;
    unsubscribe = subscribeUi(() => {
      const open = getUiState().modals.loadingProgress;
      if (open !== last) modalHistory.push(open);
      last = open;
    });
  });
  afterEach(() => unsubscribe());
  return { ...fixtures, modalHistory };
}
