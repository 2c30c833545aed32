import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { signInForTest } from '../../../../test/session.ts';
import { LINE, ORDER, setupOrderFixtures } from './orderFixtures.tsx';

// Full-page navigations (payment redirects) are watched, not performed, here.
vi.mock('../../../platform/session/fullReload.ts', () => import('../../../../test/fullReloadMock.ts'));

const { start, operation } = setupOrderFixtures();

const PAID = {
  ...ORDER,
  status: 'REQUESTED',
  paymentStatus: 'SUCCESS',
  paidAt: '2026-11-20T10:01:00Z',
  card: { brand: 'VISA', last4: '4242' },
  primaryActions: [],
  secondaryActions: ['VIEW_RECEIPT', 'CONTACT_US'],
  receipt: {
    id: 'UmVjZWlwdDo5',
    receiptId: 9,
    title: 'Purchase — 2 items',
    createdAt: '2026-11-20T10:01:00Z',
    lines: [{ title: 'Silk slip dress', detail: 'Size M · Black', quantity: 2, amount: { formatted: '$120.00' } }],
    totalBilled: { formatted: '$105.00' },
  },
};

describe('/order/{orderId}', () => {
  it('a guest goes to login and comes back (redirect_uri)', async () => {
    const { router } = start('/order/42');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?redirect_uri=%2Forder%2F42');
  });

  it('an id that is not a number is the 404 page', async () => {
    signInForTest();
    start('/order/abc');
    expect(await screen.findByText('Page not found: /order/abc')).toBeTruthy();
  });

  it('an unknown order (null) shows the not-found content', async () => {
    signInForTest();
    start('/order/999', { Query: () => ({ viewer: undefined, order: null }) });
    expect(await screen.findByText('Page not found: /order/999')).toBeTruthy();
    expect(operation('OrderScreenQuery')?.request.variables).toEqual({ orderId: 999 });
  });

  it(
    'an unpaid order: number, date, status, lines with images, ' + 'totals, address; Pay now, Cancel order, Contact us',
    async () => {
      signInForTest();
      start('/order/42', { Order: () => ORDER });
      expect(await screen.findByRole('heading', { name: 'Order #42' })).toBeTruthy();
      expect(screen.getByTestId('order-status').textContent).toBe('Unpaid');
      expect(screen.getByText(/Placed Nov 20, 2026 · Purchase/)).toBeTruthy();
      const items = screen.getByRole('region', { name: 'Items' });
      expect(within(items).getByRole('link', { name: 'Silk slip dress' }).getAttribute('href')).toBe(
        '/product/1-silk-slip-dress',
      );
      expect(within(items).getByRole('img', { name: 'Silk slip dress in black' }).getAttribute('src')).toBe(
        '/images/products/dresses/a-1.svg',
      );
      expect(within(items).getByText('Maison Nord')).toBeTruthy();
      expect(within(items).getByText('Size M · Black')).toBeTruthy();
      expect(within(items).getByText('Qty 2')).toBeTruthy();
      const summary = screen.getByRole('region', { name: 'Summary' });
      expect(within(summary).getByText('Promo code TOTE10')).toBeTruthy();
      expect(within(summary).getByText('−$10.00')).toBeTruthy();
      expect(within(summary).getByText('Bonus credits (500 points)')).toBeTruthy();
      expect(within(summary).getByText('Total to pay')).toBeTruthy();
      expect(within(summary).getByText('$105.00')).toBeTruthy();
      expect(screen.getByText('No payment yet')).toBeTruthy();
      expect(screen.getByText(/12 Main St, Apt 4/)).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Pay now $105.00' })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Cancel order' })).toBeTruthy();
      // Contact us opens the support request form (support-request.test.tsx).
      expect(screen.getByRole('button', { name: 'Contact us' })).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'View receipt' })).toBeNull();
    },
  );

  it('a paid order: the card, Paid date, the receipt inline; no Pay now or Cancel', async () => {
    signInForTest();
    start('/order/42', { Order: () => PAID });
    expect(await screen.findByText('Visa •••• 4242')).toBeTruthy();
    expect(screen.getByTestId('order-status').textContent).toBe('Requested');
    expect(screen.queryByRole('button', { name: /Pay now/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'View receipt' }));
    const receipt = await screen.findByLabelText('Receipt');
    expect(within(receipt).getByText('Purchase — 2 items')).toBeTruthy();
    expect(within(receipt).getByText('Silk slip dress × 2')).toBeTruthy();
    // The billing history is a members' page: a shopper who is not a member gets no link to it.
    expect(within(receipt).queryByRole('link', { name: 'All receipts' })).toBeNull();
  });

  it('a rented item not bought yet offers to keep it: rent-to-buy checkout of that order item', async () => {
    signInForTest();
    const rented = {
      ...LINE,
      orderItemId: 502,
      type: 'RENT',
      saleType: 'RENT',
      quantity: 1,
      title: 'Linen blazer',
      amount: { amount: 0, formatted: '$0.00' },
      buyPrice: { amount: 96, formatted: '$96.00' },
    };
    start('/order/42', { Order: () => ({ ...PAID, mode: 'RENT_AND_PURCHASE', lines: [rented, LINE] }) });
    const keep = await screen.findByRole('link', { name: 'Love it? Keep it for $96.00' });
    expect(keep.getAttribute('href')).toBe('/subscribe?mode=rent-to-buy&items=502');
    expect(screen.getAllByRole('link', { name: /Keep it for/ })).toHaveLength(1);
  });

  it('a member: the receipt links to the billing history', async () => {
    signInForTest();
    start('/order/42', {
      Order: () => PAID,
      User: () => ({ name: 'Ann Shopper', points: 0, subscriptionStatus: 'SUBSCRIBED', isMember: true }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'View receipt' }));
    const receipt = await screen.findByLabelText('Receipt');
    expect(within(receipt).getByRole('link', { name: 'All receipts' }).getAttribute('href')).toBe(
      '/account/billing-and-receipts',
    );
  });

  it('a failed payment shows the reason and still offers Pay now', async () => {
    signInForTest();
    start('/order/42', {
      Order: () => ({
        ...ORDER,
        paymentStatus: 'FAILED',
        paymentMessage: 'Your card has insufficient funds.',
        card: { brand: 'VISA', last4: '9995' },
      }),
    });
    expect(
      await screen.findByText('Your last payment did not go through: Your card has insufficient funds.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pay now $105.00' })).toBeTruthy();
    expect(screen.getByText('Visa •••• 9995')).toBeTruthy();
  });

  it('a payment processing offers only a check again', async () => {
    signInForTest();
    start('/order/42', {
      Order: () => ({ ...ORDER, primaryActions: ['PROCESSING'], secondaryActions: ['CONTACT_US'] }),
    });
    expect(await screen.findByRole('button', { name: 'Payment processing — check again' })).toBeTruthy();
    expect(screen.getByTestId('order-status').textContent).toBe('Processing');
    expect(screen.queryByRole('button', { name: /Pay now/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
  });
});
