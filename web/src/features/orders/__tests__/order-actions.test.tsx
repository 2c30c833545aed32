import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { signInForTest } from '../../../../test/session.ts';
import { ORDER, setupOrderFixtures } from './orderFixtures.tsx';
import { failureUrl, successUrl } from '../../checkout/paymentIntent.ts';
import { fullReload } from '../../../platform/session/fullReload.ts';

// Full-page navigations (payment redirects) are watched, not performed, here.
vi.mock('../../../platform/session/fullReload.ts', () => import('../../../../test/fullReloadMock.ts'));

const { start, operation } = setupOrderFixtures();

describe('/order/{orderId}', () => {
  it(
    'Pay now: payOrder with a new key and a return_url ' + 'back to the order; 3-D Secure goes to the challenge',
    async () => {
      signInForTest();
      start('/order/42', {
        Order: () => ORDER,
        PayOrderPayload: () => ({ userErrors: [] }),
        PaymentResult: () => ({
          orderId: 42,
          orderIds: [42],
          status: 'PENDING',
          message: '',
          redirectUri: '/order/42',
          totalBilled: { amount: 105, formatted: '$105.00' },
        }),
        PaymentIntent: () => ({ status: 'REQUIRES_ACTION', nextActionUrl: '/payment-emulator/3ds/pi_7' }),
      });
      fireEvent.click(await screen.findByRole('button', { name: 'Pay now $105.00' }));
      await waitFor(() => expect(fullReload).toHaveBeenCalledWith('/payment-emulator/3ds/pi_7'));
      const input = operation('usePayOrderMutation')!.request.variables.input as {
        orderId: number;
        idempotencyKey: string;
        returnUrl: string;
      };
      expect(input.orderId).toBe(42);
      expect(input.idempotencyKey.length).toBeGreaterThanOrEqual(8);
      const back = new URL(input.returnUrl);
      expect(back.pathname).toBe('/payment-result-check');
      expect(back.searchParams.get('from')).toBe('purchase-only');
      expect(back.searchParams.get('redirect_uri')).toBe('/order/42');
    },
  );

  it('Pay now: success goes to the result page', async () => {
    signInForTest();
    start('/order/42', {
      Order: () => ORDER,
      PayOrderPayload: () => ({ userErrors: [] }),
      PaymentResult: () => ({
        orderId: 42,
        orderIds: [42],
        status: 'SUCCESS',
        message: '',
        redirectUri: '/order/42',
        totalBilled: { amount: 105, formatted: '$105.00' },
        paymentIntent: null,
      }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Pay now $105.00' }));
    await waitFor(() => expect(fullReload).toHaveBeenCalledWith(successUrl('purchase-only', [42], '/order/42', 105)));
  });

  it('Pay now: a decline goes to the failure page', async () => {
    signInForTest();
    start('/order/42', {
      Order: () => ORDER,
      PayOrderPayload: () => ({ userErrors: [] }),
      PaymentResult: () => ({
        orderId: 42,
        orderIds: [42],
        status: 'FAILED',
        message: 'Your card has insufficient funds.',
        redirectUri: '/order/42',
        totalBilled: { amount: 105, formatted: '$105.00' },
        paymentIntent: null,
      }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Pay now $105.00' }));
    await waitFor(() =>
      expect(fullReload).toHaveBeenCalledWith(failureUrl('purchase-only', 'Your card has insufficient funds.', 105)),
    );
  });

  it('Cancel order asks first; confirming cancels it and the page shows the cancelled order', async () => {
    signInForTest();
    start('/order/42', {
      Order: (context) =>
        context.path?.[0] === 'cancelOrder'
          ? {
              ...ORDER,
              status: 'CANCELLED',
              paymentStatus: 'FAILED',
              paymentMessage: 'You cancelled this order.',
              primaryActions: [],
              secondaryActions: ['CONTACT_US'],
            }
          : ORDER,
      CancelOrderPayload: () => ({ userErrors: [] }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this order?' });
    // "Keep order" closes it without cancelling.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep order' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Cancel this order?' })).toBeNull());
    expect(operation('useCancelOrderMutation')).toBeUndefined();

    fireEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Cancel this order?' })).getByRole('button', {
        name: 'Cancel order',
      }),
    );
    expect(await screen.findByText('Your order is cancelled.')).toBeTruthy();
    expect(operation('useCancelOrderMutation')!.request.variables).toEqual({ input: { orderId: 42 } });
    await waitFor(() => expect(screen.getByTestId('order-status').textContent).toBe('Cancelled'));
    expect(screen.getByText('Total (not charged)')).toBeTruthy();
    expect(screen.getByText('Nothing was charged')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Pay now/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
  });

  it('a refused cancel shows its message in the dialog', async () => {
    signInForTest();
    start('/order/42', {
      Order: () => ORDER,
      CancelOrderPayload: () => ({
        order: null,
        userErrors: [
          {
            code: '30008',
            field: null,
            message: 'Your previous payment is still being processed. Check its result before paying again.',
          },
        ],
      }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this order?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    expect(
      await within(dialog).findByText(
        'Your previous payment is still being processed. Check its result before paying again.',
      ),
    ).toBeTruthy();
  });
});
