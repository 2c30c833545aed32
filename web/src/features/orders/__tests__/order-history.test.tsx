import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { signInForTest } from '../../../../test/session.ts';
import { LINE, ORDER, setupOrderFixtures } from './orderFixtures.tsx';

vi.mock('../../../platform/session/fullReload.ts', () => import('../../../../test/fullReloadMock.ts'));

const { start, operation, named } = setupOrderFixtures();

const TABS = [
  { tab: 'CURRENT', title: 'Current', count: 2 },
  { tab: 'PAST', title: 'Past', count: 0 },
  { tab: 'CANCELLED', title: 'Cancelled', count: 1 },
];
const line = (orderItemId: number, title: string) => ({ ...LINE, orderItemId, title, saleType: 'RENT' });
const ON_ITS_WAY = {
  ...ORDER,
  id: 'T3JkZXI6NDM=',
  orderId: 43,
  status: 'INCOMING',
  createdAt: '2026-11-21T10:00:00Z',
  lines: [1, 2, 3, 4, 5].map((n) => line(600 + n, `Dress ${n}`)),
  totalBilled: { amount: 0, formatted: '$0.00' },
  primaryActions: ['TRACK_TOTE'],
  secondaryActions: ['CONTACT_US'],
};
const orders = (list: object[], hasNextPage = false) => ({
  OrderConnection: () => ({
    totalCount: list.length,
    edges: list.map((node, i) => ({ cursor: `c${i}`, node })),
    pageInfo: { hasNextPage, endCursor: `c${list.length - 1}` },
  }),
  User: () => ({ name: 'Ann Shopper', points: 0, subscriptionStatus: 'SUBSCRIBED', isMember: true, orderTabs: TABS }),
});

describe('/account/order-history', () => {
  it('a guest goes to login and comes back', async () => {
    const { router } = start('/account/order-history?tab=past');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?redirect_uri=%2Faccount%2Forder-history%3Ftab%3Dpast');
  });

  it("the tabs with counts, the current tab's orders: number, date, status, thumbnails, actions", async () => {
    signInForTest();
    start('/account/order-history', orders([ON_ITS_WAY, ORDER]));
    expect(await screen.findByRole('heading', { name: 'Order history' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Order history | Tote'));
    expect(operation('OrderHistoryScreenQuery')?.request.variables).toEqual({ tab: 'CURRENT' });
    const tabs = within(screen.getByRole('navigation', { name: 'Order tabs' })).getAllByRole('link');
    expect(tabs.map((t) => [t.textContent, t.getAttribute('href'), t.getAttribute('aria-current')])).toEqual([
      ['Current 2', '/account/order-history?tab=current', 'page'],
      ['Past 0', '/account/order-history?tab=past', null],
      ['Cancelled 1', '/account/order-history?tab=cancelled', null],
    ]);
    const shipping = screen.getByRole('article', { name: 'Order #43' });
    expect(within(shipping).getByRole('link', { name: 'Order #43' }).getAttribute('href')).toBe('/order/43');
    expect(within(shipping).getByText('Placed Nov 21, 2026 · 5 items · $0.00')).toBeTruthy();
    expect(within(shipping).getByText('Incoming')).toBeTruthy();
    // Four thumbnails and the rest as +1.
    expect(within(shipping).getAllByRole('img')).toHaveLength(4);
    expect(within(shipping).getByText('+1')).toBeTruthy();
    expect(within(shipping).getByRole('link', { name: 'Track your Tote' }).getAttribute('href')).toBe(
      '/order/43#track',
    );
    const unpaid = screen.getByRole('article', { name: 'Order #42' });
    expect(within(unpaid).getByText('Unpaid')).toBeTruthy();
    expect(within(unpaid).getByRole('link', { name: 'Pay now' }).getAttribute('href')).toBe('/order/42');
    expect(within(unpaid).getByRole('link', { name: 'Cancel order' }).getAttribute('href')).toBe('/order/42');
    expect(within(unpaid).getByRole('link', { name: 'View order' }).getAttribute('href')).toBe('/order/42');
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('a return on its way and more to send back: track it, the label, return items, the refund', async () => {
    signInForTest();
    const returning = {
      ...ON_ITS_WAY,
      status: 'RETURN_IN_TRANSIT',
      primaryActions: ['TRACK_RETURN', 'RETURN_LABEL'],
      secondaryActions: ['RETURN', 'VIEW_REFUND', 'CONTACT_US'],
    };
    start('/account/order-history', orders([returning]));
    const card = await screen.findByRole('article', { name: 'Order #43' });
    const links = within(card)
      .getAllByRole('link')
      .map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links.slice(1)).toEqual([
      ['Track your return', '/order/43#returns'],
      ['Your return label', '/order/43#returns'],
      ['Return items', '/order/43/return'],
      ['View refund', '/order/43'],
      ['View order', '/order/43'],
    ]);
  });

  it('the tab is in the URL: ?tab=cancelled asks for CANCELLED', async () => {
    signInForTest();
    start('/account/order-history?tab=cancelled', orders([{ ...ORDER, status: 'CANCELLED', primaryActions: [] }]));
    expect(await screen.findByText('Cancelled', { selector: '.order-badge' })).toBeTruthy();
    expect(operation('OrderHistoryScreenQuery')?.request.variables).toEqual({ tab: 'CANCELLED' });
    const cancelled = screen.getByRole('link', { name: 'Cancelled 1' });
    expect(cancelled.getAttribute('aria-current')).toBe('page');
  });

  it('an unknown tab in the URL is the current tab', async () => {
    signInForTest();
    start('/account/order-history?tab=bogus', orders([ORDER]));
    expect(await screen.findByRole('article', { name: 'Order #42' })).toBeTruthy();
    expect(operation('OrderHistoryScreenQuery')?.request.variables).toEqual({ tab: 'CURRENT' });
    expect(screen.getByRole('link', { name: 'Current 2' }).getAttribute('aria-current')).toBe('page');
  });

  it('switching tabs loads that tab', async () => {
    signInForTest();
    const { router } = start('/account/order-history', orders([ORDER]));
    fireEvent.click(await screen.findByRole('link', { name: 'Past 0' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=past'));
    await waitFor(() =>
      expect(named('OrderHistoryScreenQuery').map((o) => o.request.variables['tab'])).toEqual(['CURRENT', 'PAST']),
    );
  });

  it.each([
    ['current', 'Nothing on its way right now.', true],
    ['past', 'No past orders yet.', true],
    ['cancelled', 'No cancelled orders.', false],
  ])('an empty %s tab says so', async (tab, text, shop) => {
    signInForTest();
    start(`/account/order-history?tab=${tab}`, orders([]));
    expect(await screen.findByText(new RegExp(text))).toBeTruthy();
    expect(screen.queryAllByRole('link', { name: 'Shop new arrivals' })).toHaveLength(shop ? 1 : 0);
  });

  it('Load more asks for the next page after the last cursor', async () => {
    signInForTest();
    start('/account/order-history', orders([ORDER], true));
    fireEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(operation('OrderHistoryOrdersPaginationQuery')).toBeTruthy());
    expect(operation('OrderHistoryOrdersPaginationQuery')?.request.variables).toMatchObject({
      tab: 'CURRENT',
      count: 10,
      cursor: 'c0',
    });
  });
});
