/** The cart checkout modes (purchase-only, rent-only, rent-and-purchase, rent-to-buy): paying and the result page. */
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import type { MockResolvers } from 'relay-test-utils/lib/RelayMockPayloadGenerator';
import type { OperationDescriptor } from 'relay-runtime';
import { autoResolve, environment, loadLazyRoutes, renderRoutes } from './relay.tsx';
import { invalidateStore, signInForTest } from './session.ts';
import { successUrl } from '../src/checkout/paymentIntent.ts';
import { closeDrawer } from '../src/state/ui.ts';

// Full-page navigations (guards, payment redirects) are watched, not performed, here.
vi.mock('../src/session/fullReload.ts', () => ({
  fullReload: vi.fn(),
  pageIsLeaving: () => new Promise<never>(() => {}),
}));

const { routes } = await import('../src/routes.tsx');
beforeAll(() => loadLazyRoutes(routes), 120_000);
const { fullReload } = await import('../src/session/fullReload.ts');
const { isLogin } = await import('../src/session/sessionStore.ts');

configure({ asyncUtilTimeout: 8000 });
vi.setConfig({ testTimeout: 20_000 });

const line = (over: Record<string, unknown>) => ({
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

const RENT_LINE = line({
  type: 'RENT',
  title: 'Silk Dress',
  detail: 'Size S · Red · included in your membership',
  unitPrice: { amount: 0, formatted: '$0.00' },
  amount: { amount: 0, formatted: '$0.00' },
  cartItemId: 11,
});

const base: MockResolvers = {
  Query: () => ({ viewer: isLogin() ? undefined : null }),
  User: () => ({
    name: 'Maya Member',
    points: 0,
    subscriptionStatus: 'SUBSCRIBED',
    isMember: true,
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
    name: 'Classic',
    isDefault: true,
    features: ['Free shipping'],
  }),
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
};

let operations: OperationDescriptor[] = [];
beforeEach(() => {
  invalidateStore(environment);
  operations = [];
  vi.mocked(fullReload).mockClear();
  closeDrawer('cartOrderPreview');
});

function start(url: string, resolvers: MockResolvers = {}) {
  autoResolve(environment, { ...base, ...resolvers }, operations);
  return renderRoutes(routes, environment, url);
}

function setCookie(isMember: number, subStatus: string) {
  const user = { userId: 7, name: 'Maya Member', isMember, subStatus, toteUpperLimit: 6 };
  document.cookie = `tote_user=${encodeURIComponent(JSON.stringify(user))}; path=/`;
}

function signInAs(isMember: number, subStatus: string) {
  signInForTest();
  setCookie(isMember, subStatus);
}

describe('a free cart checkout (rent-only)', () => {
  const free: MockResolvers = {
    CheckoutPreview: () => ({
      isFree: true,
      hasPaymentMethod: false,
      messages: [],
      coupon: null,
      lines: [RENT_LINE],
      totalBilled: { amount: 0, formatted: '$0.00' },
    }),
  };

  it('payment info asks for no card', async () => {
    signInAs(1, 'Subscribed');
    start('/subscribe?mode=rent-only&step=3', free);
    expect(await screen.findByText('Nothing to pay')).toBeTruthy();
    expect(screen.getByText('Your rentals are included in your membership: no card is needed.')).toBeTruthy();
    expect(screen.queryByLabelText('Card number')).toBeNull();
  });

  it(
    'confirm: createOrder completes it (FREE), no payOrder, ' + 'then the result page with the order as redirect_uri',
    async () => {
      signInAs(1, 'Subscribed');
      start('/subscribe?mode=rent-only&step=5', {
        ...free,
        Money: () => ({ amount: 0, formatted: '$0.00' }),
        CreateOrderPayload: () => ({ userErrors: [] }),
        CheckoutOrder: () => ({ orderId: 41, status: 'FREE' }),
        PaymentResult: () => ({
          orderId: 41,
          orderIds: [41],
          status: 'FREE',
          message: '',
          redirectUri: '/order/41',
          paymentIntent: null,
        }),
      });
      expect(screen.queryByText('Add a payment method first.')).toBeNull();
      fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
      await waitFor(() => expect(fullReload).toHaveBeenCalledWith(successUrl('rent-only', [41], '/order/41', 0)));
      const names = operations.map((o) => o.request.node.params.name);
      expect(names).toContain('useCreateOrderMutation');
      expect(names).not.toContain('usePayOrderMutation');
    },
  );

  it('a paid cart checkout comes back to the order (return_url redirect_uri=/order/{id})', async () => {
    signInAs(0, 'Not Subscribed');
    start('/subscribe?mode=purchase-only&step=5', {
      CreateOrderPayload: () => ({ paymentResult: null, userErrors: [] }),
      CheckoutOrder: () => ({ orderId: 42, status: 'PENDING' }),
      PayOrderPayload: () => ({ userErrors: [] }),
      PaymentResult: () => ({ orderId: 42, orderIds: [42], status: 'PENDING', message: '' }),
      PaymentIntent: () => ({ status: 'REQUIRES_ACTION', nextActionUrl: '/payment-emulator/3ds/pi_2' }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm and pay $120.00' }));
    await waitFor(() => expect(fullReload).toHaveBeenCalledWith('/payment-emulator/3ds/pi_2'));
    const pay = operations.find((o) => o.request.node.params.name === 'usePayOrderMutation')!;
    const returnUrl = new URL((pay.request.variables.input as { returnUrl: string }).returnUrl);
    expect(returnUrl.searchParams.get('from')).toBe('purchase-only');
    expect(returnUrl.searchParams.get('redirect_uri')).toBe('/order/42');
  });
});

describe('/payment-result-check after a cart checkout', () => {
  it('success reads as an order, with the way to the order', async () => {
    signInAs(0, 'Not Subscribed');
    start('/payment-result-check?from=purchase-only&orderIds=42&redirect_uri=%2Forder%2F42&totalBilled=120.00', {
      PaymentResult: () => ({
        orderId: 42,
        mode: 'PURCHASE_ONLY',
        status: 'SUCCESS',
        message: '',
        redirectUri: '/order/42',
        totalBilled: { amount: 120, formatted: '$120.00' },
      }),
    });
    expect(await screen.findByRole('heading', { name: 'Your order is confirmed' })).toBeTruthy();
    expect(screen.getByText(/You paid \$120\.00\. Thank you! We’re getting your order ready\./)).toBeTruthy();
    expect(screen.queryByText(/membership/)).toBeNull();
    expect(screen.getByRole('link', { name: 'View your order' }).getAttribute('href')).toBe('/order/42');
  });

  it('free rent-only: confirmed, nothing to pay', async () => {
    signInAs(1, 'Subscribed');
    start('/payment-result-check?from=rent-only&orderIds=43&redirect_uri=%2Forder%2F43&totalBilled=0.00', {
      PaymentResult: () => ({ orderId: 43, mode: 'RENT_ONLY', status: 'FREE', message: '', redirectUri: '/order/43' }),
    });
    expect(await screen.findByRole('heading', { name: 'Your order is confirmed' })).toBeTruthy();
    expect(screen.getByText(/Nothing to pay: your rentals are included in your membership/)).toBeTruthy();
  });

  it('a declined card: the failure page, and Try again goes back to the payment step of that mode', async () => {
    signInAs(0, 'Not Subscribed');
    start('/payment-result-check?from=purchase-only&message=Your+card+was+declined.&status=2&totalBilled=120.00');
    expect(await screen.findByRole('heading', { name: 'Payment failed' })).toBeTruthy();
    expect(screen.getByText('Your card was declined.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Try again' }).getAttribute('href')).toBe(
      '/subscribe?mode=purchase-only&step=3',
    );
  });
});
