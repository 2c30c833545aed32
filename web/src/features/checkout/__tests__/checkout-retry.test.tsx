/**
 * Trying a failed cart payment again keeps what was chosen: the result page's URLs carry the
 * checkout's `?items=` next to SPEC's from / message / status / totalBilled, and Try again returns to
 * the same mode and items (a rent-to-buy retry without them would show 23003 at step 1).
 */
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { line, setupCheckoutFixtures, signInAs } from './checkoutFixtures.tsx';
import { fullReload } from '../../../platform/session/fullReload.ts';

// Full-page navigations (payment redirects) are watched, not performed, here.
vi.mock('../../../platform/session/fullReload.ts', () => import('../../../../test/fullReloadMock.ts'));

const { start, operations } = setupCheckoutFixtures();

const previewInputs = () =>
  operations
    .filter((o) => o.request.node.params.name === 'CheckoutSummaryQuery')
    .map((o) => (o.request.variables as { input: Record<string, unknown> }).input);

const RENT_TO_BUY_PREVIEW = {
  CheckoutPreview: () => ({
    isFree: false,
    hasPaymentMethod: true,
    lines: [line({ type: 'RENT_TO_BUY', title: 'Linen Shirt', cartItemId: null, orderItemId: 12 })],
    messages: [],
    coupon: null,
    totalBilled: { amount: 64, formatted: '$64.00' },
  }),
};

describe('retrying a failed rent-to-buy payment', () => {
  it('a declined card: the failure page URL keeps SPEC’s params and the items', async () => {
    signInAs(1, 'Subscribed');
    start('/subscribe?mode=rent-to-buy&items=12,13&step=5', {
      ...RENT_TO_BUY_PREVIEW,
      CreateOrderPayload: () => ({ paymentResult: null, userErrors: [] }),
      CheckoutOrder: () => ({ orderId: 44, status: 'PENDING' }),
      PayOrderPayload: () => ({ userErrors: [] }),
      PaymentResult: () => ({ orderId: 44, orderIds: [44], status: 'FAILED', message: 'Your card was declined.' }),
      PaymentIntent: () => ({ status: 'REQUIRES_PAYMENT_METHOD', nextActionUrl: null }),
    });
    fireEvent.click(await screen.findByRole('button', { name: /^Confirm and pay/ }));
    await waitFor(() => expect(fullReload).toHaveBeenCalled());
    const url = new URL(vi.mocked(fullReload).mock.calls.at(-1)![0] as string, 'https://tote.test');
    expect(url.pathname).toBe('/payment-result-check');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      from: 'rent-to-buy',
      message: 'Your card was declined.',
      status: '2',
      totalBilled: expect.stringMatching(/^\d+\.\d\d$/),
      items: '12,13',
    });
    // The 3-D Secure return_url carries them too, for a failure found after the challenge.
    const pay = operations.find((o) => o.request.node.params.name === 'usePayOrderMutation')!;
    const returnUrl = new URL((pay.request.variables.input as { returnUrl: string }).returnUrl);
    expect(returnUrl.searchParams.get('items')).toBe('12,13');
  });

  it('Try again returns to the payment step of the same mode with the same items', async () => {
    signInAs(1, 'Subscribed');
    start(
      '/payment-result-check?from=rent-to-buy&message=Your+card+was+declined.&status=2&totalBilled=64.00&items=12%2C13',
      RENT_TO_BUY_PREVIEW,
    );
    expect(await screen.findByRole('heading', { name: 'Payment failed' })).toBeTruthy();
    const retry = screen.getByRole('link', { name: 'Try again' });
    expect(retry.getAttribute('href')).toBe('/subscribe?mode=rent-to-buy&items=12%2C13&step=3');
    fireEvent.click(retry);
    expect(await screen.findByRole('heading', { name: 'Buy what you rented' })).toBeTruthy();
    await waitFor(() => expect(previewInputs().at(-1)).toEqual({ mode: 'RENT_TO_BUY', orderItemIds: [12, 13] }));
  });

  it('a membership failure has no items to keep', async () => {
    signInAs(0, 'Not Subscribed');
    start('/payment-result-check?from=subscribe&message=Declined.&status=2&totalBilled=89.00&items=5');
    expect(await screen.findByRole('heading', { name: 'Payment failed' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Try again' }).getAttribute('href')).toBe('/subscribe?step=3');
  });
});
