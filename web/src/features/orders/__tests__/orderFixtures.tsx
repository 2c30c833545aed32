/**
 * The fixtures of the order page (order, order-actions): an unpaid purchase order of two dresses.
 * The test file mocks fullReload.
 */
import { beforeEach, vi } from 'vitest';
import type { MockResolvers } from 'relay-test-utils/lib/RelayMockPayloadGenerator';
import { fullReload } from '../../../platform/session/fullReload.ts';
import { setupRouteFixtures } from '../../../../test/routeFixtures.tsx';
import { resetSession } from '../../../../test/session.ts';
import { menuItem, viewerQuery } from '../../../../test/shopResolvers.ts';

export const LINE = {
  orderItemId: 501,
  type: 'PURCHASE',
  saleType: 'PURCHASE',
  title: 'Silk slip dress',
  detail: 'Size M · Black',
  quantity: 2,
  sku: 'P1-C2-M',
  size: 'M',
  color: { name: 'Black' },
  image: { url: '/images/products/dresses/a-1.svg', alt: 'Silk slip dress in black' },
  brand: { name: 'Maison Nord' },
  unitPrice: { amount: 60, formatted: '$60.00' },
  amount: { amount: 120, formatted: '$120.00' },
  product: { id: 'UHJvZHVjdDox', url: '/product/1-silk-slip-dress' },
  buyPrice: null,
};

export const ORDER = {
  id: 'T3JkZXI6NDI=',
  orderId: 42,
  mode: 'PURCHASE_ONLY',
  costType: 'PURCHASE',
  createdAt: '2026-11-20T10:00:00Z',
  paidAt: null,
  status: 'UNPAID',
  paymentStatus: 'PENDING',
  paymentMessage: '',
  lines: [LINE],
  subtotal: { amount: 120, formatted: '$120.00' },
  couponCode: 'TOTE10',
  discount: { amount: 10, formatted: '$10.00' },
  pointsUsed: 500,
  pointsValue: { amount: 5, formatted: '$5.00' },
  shipping: { amount: 0, formatted: '$0.00' },
  totalBilled: { amount: 105, formatted: '$105.00' },
  card: null,
  shippingAddress: {
    firstName: 'Ava',
    lastName: 'Stone',
    streetAddress: '12 Main St',
    details: 'Apt 4',
    city: 'Springfield',
    state: 'IL',
    zip: '62701',
  },
  shippingAddressSource: 'ORDER',
  receipt: null,
  renewalPeriod: null, // a checkout
  shipments: [],
  primaryActions: ['PAY_NOW'],
  secondaryActions: ['CANCEL_ORDER', 'CONTACT_US'],
};

export const orderResolvers: MockResolvers = {
  Query: viewerQuery,
  User: () => ({ name: 'Ann Shopper', points: 0, subscriptionStatus: 'NOT_SUBSCRIBED', isMember: false }),
  MenuItem: menuItem,
  PaymentConfig: () => ({
    provider: 'EMULATOR',
    publishableKey: null,
    emulatorBasePath: '/payment-emulator',
    testCards: [],
  }),
};

/** Registers the hooks (call it at the top level of a test file). */
export function setupOrderFixtures() {
  const fixtures = setupRouteFixtures(orderResolvers);
  beforeEach(() => {
    vi.mocked(fullReload).mockClear();
    resetSession();
  });
  return fixtures;
}
