/**
 * The fixtures of the subscribe flow and the membership pages with the payment emulator
 * (subscribe, subscribe-payment-result, my-subscription). The test file mocks fullReload.
 */
import { beforeEach, vi } from 'vitest';
import { fullReload } from '../../../platform/session/fullReload.ts';
import { setupRouteFixtures } from '../../../../test/routeFixtures.tsx';
import { shopResolvers } from '../../../../test/shopResolvers.ts';

export const subscribeResolvers = shopResolvers({
  PaymentConfig: () => ({ provider: 'EMULATOR', emulatorBasePath: '/payment-emulator', testCards: [] }),
  Money: () => ({ amount: 89, formatted: '$89.00' }),
  CheckoutPreviewResult: () => ({ userErrors: [] }),
  CheckoutPreview: () => ({ isFree: false, hasPaymentMethod: true, messages: [], coupon: null }),
});

/** Registers the hooks (call it at the top level of a test file). */
export function setupSubscribeFixtures() {
  const fixtures = setupRouteFixtures(subscribeResolvers);
  beforeEach(() => {
    vi.mocked(fullReload).mockClear();
  });
  return fixtures;
}

/** The readable user cookie of Ann Shopper with the given membership. */
export function setCookie(isMember: number, subStatus: string) {
  const user = { userId: 7, name: 'Ann Shopper', isMember, subStatus, toteUpperLimit: 6 };
  document.cookie = `tote_user=${encodeURIComponent(JSON.stringify(user))}; path=/`;
}
