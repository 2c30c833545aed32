/**
 * The fixtures of the cart checkout modes through /subscribe (checkout, checkout-payment): a member
 * with a rental and a purchase in the cart. The test file mocks fullReload.
 */
import { beforeEach, vi } from 'vitest';
import { fullReload } from '../../../platform/session/fullReload.ts';
import { closeDrawer } from '../../../platform/state/ui.ts';
import { setupRouteFixtures } from '../../../../test/routeFixtures.tsx';
import { signInForTest } from '../../../../test/session.ts';
import { MEMBER, shopResolvers } from '../../../../test/shopResolvers.ts';

/** A checkout line: a purchase of a wool coat unless `over` says otherwise. */
export const line = (over: Record<string, unknown>) => ({
  type: 'PURCHASE',
  title: 'Wool Coat',
  detail: 'Size M · Black',
  quantity: 1,
  unitPrice: { amount: 120, formatted: '$120.00' },
  amount: { amount: 120, formatted: '$120.00' },
  cartItemId: 12,
  orderItemId: null,
  imageUrl: '/images/coat.svg',
  product: null,
  ...over,
});

export const RENT_LINE = line({
  type: 'RENT',
  title: 'Silk Dress',
  detail: 'Size S · Red · included in your membership',
  unitPrice: { amount: 0, formatted: '$0.00' },
  amount: { amount: 0, formatted: '$0.00' },
  cartItemId: 11,
});

export const checkoutResolvers = shopResolvers({
  User: () => ({ ...MEMBER }),
  PaymentConfig: () => ({ provider: 'EMULATOR', emulatorBasePath: '/payment-emulator', testCards: [] }),
  Money: () => ({ amount: 120, formatted: '$120.00' }),
  CheckoutPreviewResult: () => ({ userErrors: [] }),
  CheckoutPreview: () => ({
    isFree: false,
    hasPaymentMethod: true,
    messages: [],
    coupon: null,
    lines: [RENT_LINE, line({})],
    subtotal: { amount: 120, formatted: '$120.00' },
    totalBilled: { amount: 120, formatted: '$120.00' },
  }),
});

/** Registers the hooks (call it at the top level of a test file). */
export function setupCheckoutFixtures() {
  const fixtures = setupRouteFixtures(checkoutResolvers);
  beforeEach(() => {
    vi.mocked(fullReload).mockClear();
    closeDrawer('cartOrderPreview');
  });
  return fixtures;
}

/** The readable user cookie of Maya Member with the given membership. */
export function setCookie(isMember: number, subStatus: string) {
  const user = { userId: 7, name: 'Maya Member', isMember, subStatus, toteUpperLimit: 6 };
  document.cookie = `tote_user=${encodeURIComponent(JSON.stringify(user))}; path=/`;
}

/** Signs Maya Member in with the given membership. */
export function signInAs(isMember: number, subStatus: string) {
  signInForTest();
  setCookie(isMember, subStatus);
}
