/** The cart checkout modes (purchase-only, rent-only, rent-and-purchase, rent-to-buy): paying and the result page. */
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { MockResolvers } from 'relay-test-utils/lib/RelayMockPayloadGenerator';
import { RENT_LINE, setupCheckoutFixtures, signInAs } from './checkoutFixtures.tsx';
import { successUrl } from '../paymentIntent.ts';
import { fullReload } from '../../../platform/session/fullReload.ts';

// Full-page navigations (guards, payment redirects) are watched, not performed, here.
vi.mock('../../../platform/session/fullReload.ts', () => import('../../../../test/fullReloadMock.ts'));

const { start, operations } = setupCheckoutFixtures();

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
