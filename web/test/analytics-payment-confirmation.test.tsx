/**
 * The analytics events of SPEC.md §4 on the payment result page: subscribe, purchaseRental and
 * viewPaymentConfirmation, once per order.
 */
import { createHash } from 'node:crypto';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, screen, waitFor } from '@testing-library/react';
import type { MockResolvers } from 'relay-test-utils/lib/RelayMockPayloadGenerator';
import { autoResolve, environment, loadLazyRoutes, renderRoutes } from './relay.tsx';
import { invalidateStore } from './session.ts';
import type { AnalyticsEntry } from '../src/analytics/analytics.ts';

vi.mock('../src/session/fullReload.ts', () => ({
  fullReload: vi.fn(),
  pageIsLeaving: () => new Promise<never>(() => {}),
}));

const { routes } = await import('../src/routes.tsx');
beforeAll(() => loadLazyRoutes(routes), 120_000);
const { isLogin, setLoggedIn } = await import('../src/session/sessionStore.ts');

configure({ asyncUtilTimeout: 8000 });
vi.setConfig({ testTimeout: 20_000 });

const EMAIL = 'shopper@tote.test';
const HASHED = createHash('sha256').update(EMAIL).digest('hex');

/** What the gateway's Set-Cookie writes for a signed-in shopper. */
function setUserCookie(subStatus = 'Not Subscribed') {
  const isMember = subStatus === 'Not Subscribed' ? 0 : 1;
  const user = { userId: 7, emailHash: HASHED, name: 'Ann Shopper', isMember, subStatus, toteUpperLimit: 6 };
  document.cookie = `tote_user=${encodeURIComponent(JSON.stringify(user))}; path=/`;
}

function signIn(subStatus?: string) {
  setUserCookie(subStatus);
  setLoggedIn(true);
}

const base: MockResolvers = {
  Query: () => ({ viewer: isLogin() ? undefined : null }),
  User: () => ({
    name: 'Ann Shopper',
    email: EMAIL,
    points: 0,
    subscriptionStatus: 'NOT_SUBSCRIBED',
    isMember: false,
    shippingAddress: null,
    paymentMethod: null,
  }),
  MenuItem: (_context, generateId) => ({
    id: `menu-${generateId()}`,
    title: 'Dresses',
    url: '/category/DRESSES',
    children: [],
  }),
  MembershipPlan: (_context, generateId) => ({
    id: `plan-${generateId()}`,
    planId: 2,
    code: 'classic',
    name: 'Classic',
    isDefault: true,
    features: [],
  }),
  PaymentConfig: () => ({
    provider: 'EMULATOR',
    publishableKey: null,
    emulatorBasePath: '/payment-emulator',
    testCards: [],
  }),
  Money: () => ({ amount: 89, currency: 'USD', formatted: '$89.00' }),
  CheckoutPreviewResult: () => ({ userErrors: [] }),
  CheckoutPreview: () => ({ isFree: false, hasPaymentMethod: true, messages: [], coupon: null }),
};

beforeEach(() => {
  invalidateStore(environment);
  window.dataLayer = [];
  sessionStorage.clear();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function start(url: string, resolvers: MockResolvers = {}) {
  autoResolve(environment, { ...base, ...resolvers });
  return renderRoutes(routes, environment, url);
}

const events = (name?: string) =>
  ((window.dataLayer ?? []) as AnalyticsEntry[]).filter((entry) => name === undefined || entry.event === name);

describe('/payment-result-check', () => {
  const paid = (mode: string, orderId: number): MockResolvers => ({
    PaymentResult: () => ({
      orderId,
      orderIds: [orderId],
      mode,
      status: 'SUCCESS',
      message: '',
      redirectUri: '/account/my-subscription',
    }),
    Membership: () => ({ plan: { id: 'plan-2', code: 'classic', name: 'Classic' } }),
  });

  it(
    'subscribe (total billed, USD, plan) and viewPaymentConfirmation ' +
      'when a membership payment succeeds, once per order',
    async () => {
      signIn('Subscribed');
      const url =
        '/payment-result-check?from=subscribe&orderIds=41&redirect_uri=%2Faccount%2Fmy-subscription&totalBilled=89.00';
      const first = start(url, paid('SUBSCRIBE', 41));
      expect(await screen.findByRole('heading', { name: 'Payment successful' })).toBeTruthy();
      await waitFor(() => expect(events('viewPaymentConfirmation')).toHaveLength(1));
      expect(events('subscribe')).toHaveLength(1);
      expect(events('subscribe')[0]).toMatchObject({
        order_id: 41,
        mode: 'subscribe',
        value: 89,
        currency: 'USD',
        plan: 'Classic',
      });
      expect(events('subscribe')[0]!.user).toMatchObject({ user_id: '7', hashed_email: HASHED, subscribed: true });
      expect(events('viewPaymentConfirmation')[0]).toMatchObject({ order_id: 41, value: 89, currency: 'USD' });
      expect(events('purchaseRental')).toHaveLength(0);

      // A reload of the result page is not a new payment.
      first.unmount();
      invalidateStore(environment);
      start(url, paid('SUBSCRIBE', 41));
      expect(await screen.findByRole('heading', { name: 'Payment successful' })).toBeTruthy();
      await waitFor(() => expect(events('pageView')).toHaveLength(2));
      expect(events('subscribe')).toHaveLength(1);
      expect(events('viewPaymentConfirmation')).toHaveLength(1);
    },
  );

  it('purchaseRental (not subscribe) when a Tote checkout succeeds, whatever its from', async () => {
    signIn('Subscribed');
    start(
      '/payment-result-check?from=checkout&orderIds=42&redirect_uri=%2Forder%2F42&totalBilled=89.00',
      paid('PURCHASE_ONLY', 42),
    );
    await waitFor(() => expect(events('viewPaymentConfirmation')).toHaveLength(1));
    expect(events('purchaseRental')).toHaveLength(1);
    expect(events('purchaseRental')[0]).toMatchObject({
      order_id: 42,
      mode: 'purchase-only',
      value: 89,
      currency: 'USD',
    });
    expect(events('subscribe')).toHaveLength(0);
  });

  it('nothing on a failed payment', async () => {
    signIn();
    start('/payment-result-check?from=subscribe&message=Your+card+was+declined.&status=2&totalBilled=89.00');
    expect(await screen.findByRole('heading', { name: 'Payment failed' })).toBeTruthy();
    await waitFor(() => expect(events('pageView')).toHaveLength(1));
    expect(events().map((e) => e.event)).toEqual(['pageView']);
  });
});
