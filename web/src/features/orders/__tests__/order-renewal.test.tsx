/** The order page of a monthly renewal (Order.mode RENEWAL): its membership period, no shipping, its receipt. */
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { signInForTest } from '../../../../test/session.ts';
import { ORDER, setupOrderFixtures } from './orderFixtures.tsx';

// Full-page navigations (payment redirects) are watched, not performed, here.
vi.mock('../../../platform/session/fullReload.ts', () => import('../../../../test/fullReloadMock.ts'));

const { start } = setupOrderFixtures();

const MEMBERSHIP_LINE = {
  orderItemId: 601,
  type: 'SUBSCRIPTION',
  saleType: null,
  title: 'Classic membership',
  detail: '6 items at a time · 1 month (renewal)',
  quantity: 1,
  sku: null,
  size: null,
  color: null,
  image: null,
  brand: null,
  product: null,
  buyPrice: null,
  unitPrice: { amount: 89, formatted: '$89.00' },
  amount: { amount: 89, formatted: '$89.00' },
};

const RENEWAL = {
  ...ORDER,
  orderId: 43,
  mode: 'RENEWAL',
  costType: 'SUBSCRIPTION',
  status: 'DELIVERED',
  paymentStatus: 'SUCCESS',
  paidAt: '2025-07-14T09:00:00Z',
  createdAt: '2025-07-14T09:00:00Z',
  lines: [MEMBERSHIP_LINE],
  subtotal: { amount: 89, formatted: '$89.00' },
  couponCode: null,
  discount: { amount: 0, formatted: '$0.00' },
  pointsUsed: 0,
  totalBilled: { amount: 89, formatted: '$89.00' },
  card: { brand: 'VISA', last4: '4242' },
  renewalPeriod: { start: '2025-07-14', end: '2025-08-14' },
  primaryActions: [],
  secondaryActions: ['VIEW_RECEIPT', 'CONTACT_US'],
  receipt: {
    id: 'UmVjZWlwdDoxMQ==',
    receiptId: 11,
    title: 'Classic membership — Jul 14 to August 14, 2025',
    createdAt: '2025-07-14T09:00:00Z',
    lines: [{ title: 'Classic membership', detail: '', quantity: 1, amount: { formatted: '$89.00' } }],
    totalBilled: { formatted: '$89.00' },
  },
};

describe('/order/{orderId} of a monthly renewal', () => {
  it('a paid renewal: the membership and its period, Completed, the card; no shipping; its receipt', async () => {
    signInForTest();
    start('/order/43', { Order: () => RENEWAL });
    expect(await screen.findByRole('heading', { name: 'Order #43' })).toBeTruthy();
    expect(screen.getByText(/Placed Jul 14, 2025 · Membership renewal · Paid Jul 14, 2025/)).toBeTruthy();
    expect(screen.getByTestId('order-status').textContent).toBe('Completed');
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Billing and receipts' }).getAttribute('href')).toBe(
      '/account/billing-and-receipts',
    );
    const items = screen.getByRole('region', { name: 'Items' });
    expect(within(items).getByText('Classic membership — Jul 14 to Aug 14')).toBeTruthy();
    expect(screen.getByText('Visa •••• 4242')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Shipping address' })).toBeNull();
    expect(screen.queryByText('Shipping')).toBeNull();
    expect(screen.queryByRole('button', { name: /Pay now/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'View receipt' }));
    const receipt = await screen.findByLabelText('Receipt');
    expect(within(receipt).getByText('Receipt #11 · Jul 14, 2025')).toBeTruthy();
  });

  it('a failed renewal: the reason and the way to a new card, nothing to pay here', async () => {
    signInForTest();
    start('/order/43', {
      Order: () => ({
        ...RENEWAL,
        status: 'UNPAID',
        paymentStatus: 'FAILED',
        paymentMessage: 'Your card has insufficient funds.',
        paidAt: null,
        receipt: null,
        secondaryActions: ['CONTACT_US'],
      }),
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(
      'Your last payment did not go through: Your card has insufficient funds. We’ll try again. Update your card',
    );
    expect(within(alert).getByRole('link', { name: 'Update your card' }).getAttribute('href')).toBe(
      '/account/my-subscription',
    );
    expect(screen.getByTestId('order-status').textContent).toBe('Unpaid');
    expect(screen.queryByRole('button', { name: /Pay now/ })).toBeNull();
  });
});
