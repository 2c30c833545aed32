/**
 * The analytics events of SPEC.md §4 on the payment result page: subscribe, purchaseRental and
 * viewPaymentConfirmation, once per order.
 */
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { MockResolvers } from 'relay-test-utils/lib/RelayMockPayloadGenerator';
import { environment } from '../../../../test/relay.tsx';
import { invalidateStore } from '../../../../test/session.ts';
import { events, HASHED, setupAnalyticsFixtures, signIn } from '../../../../test/analyticsFixtures.tsx';

vi.mock('../../../platform/session/fullReload.ts', () => import('../../../../test/fullReloadMock.ts'));

const { start } = setupAnalyticsFixtures();

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
