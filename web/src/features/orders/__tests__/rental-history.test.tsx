import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MockResolvers } from 'relay-test-utils/lib/RelayMockPayloadGenerator';
import { signInForTest } from '../../../../test/session.ts';
import { LINE, setupOrderFixtures } from './orderFixtures.tsx';

vi.mock('../../../platform/session/fullReload.ts', () => import('../../../../test/fullReloadMock.ts'));

const { start, operation, named } = setupOrderFixtures();

const WITH_HER = {
  orderItemId: 701,
  orderId: 43,
  state: 'DELIVERED',
  out: true,
  rentedAt: '2026-11-02T10:00:00Z',
  shippedAt: '2026-11-03T10:00:00Z',
  deliveredAt: '2026-11-05T10:00:00Z',
  returnedAt: null,
  boughtInOrderId: null,
  shipments: [
    {
      direction: 'OUTBOUND',
      carrier: 'UPS',
      trackingCode: '1Z999AA10123456784',
      trackingUrl: 'https://ups.example/track?n=1Z999AA10123456784',
    },
  ],
  line: { ...LINE, orderItemId: 701, saleType: 'RENT', buyPrice: { amount: 96, formatted: '$96.00' } },
};
const RETURNED = {
  ...WITH_HER,
  shipments: [],
  orderItemId: 650,
  orderId: 40,
  state: 'RETURNED',
  out: false,
  returnedAt: '2026-10-20T10:00:00Z',
  line: {
    ...LINE,
    orderItemId: 650,
    title: 'Wool wrap coat',
    size: 'S',
    color: { name: 'Camel' },
    image: { url: '/images/products/coats/b-1.svg', alt: '' },
    product: { id: 'UHJvZHVjdDoy', url: '/product/2-wool-wrap-coat' },
    buyPrice: { amount: 76, formatted: '$76.00' },
  },
};
const BOUGHT = {
  ...RETURNED,
  orderItemId: 640,
  state: 'BOUGHT',
  boughtInOrderId: 41,
  returnedAt: null,
  line: { ...RETURNED.line, orderItemId: 640, title: 'Cashmere knit', buyPrice: null },
};

/** The viewer's rentals by filter (the field's `filter` argument); more pages when `hasNextPage`. */
const rentals = (byFilter: Record<string, object[]>, hasNextPage = false): MockResolvers => ({
  RentalConnection: (ctx) => {
    const list = byFilter[String(ctx.args?.['filter'] ?? 'ALL')] ?? [];
    return {
      totalCount: list.length,
      edges: list.map((node, i) => ({ cursor: `c${i}`, node })),
      pageInfo: { hasNextPage, endCursor: `c${list.length - 1}` },
    };
  },
  RentalSummary: () => ({ total: 2, out: 1, back: 1, toteUpperLimit: 6 }),
  User: () => ({ name: 'Ann Shopper', points: 0, subscriptionStatus: 'SUBSCRIBED', isMember: true }),
});

describe('/account/order-history/rentals', () => {
  it('a guest goes to login and comes back', async () => {
    const { router } = start('/account/order-history/rentals?filter=out');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?redirect_uri=%2Faccount%2Forder-history%2Frentals%3Ffilter%3Dout');
  });

  it('the order history links to it', async () => {
    signInForTest();
    const { router } = start('/account/order-history', rentals({ ALL: [WITH_HER] }));
    fireEvent.click(await screen.findByRole('link', { name: 'Rental history' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/order-history/rentals'));
    expect(await screen.findByRole('heading', { name: 'Rental history' })).toBeTruthy();
  });

  it('the summary, the filters with counts, each item: dates, state, order, product, price to keep it', async () => {
    signInForTest();
    start('/account/order-history/rentals', rentals({ ALL: [WITH_HER, RETURNED, BOUGHT] }));
    expect(await screen.findByRole('heading', { name: 'Rental history' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Rental history | Tote'));
    expect(operation('RentalHistoryScreenQuery')?.request.variables).toEqual({ filter: 'ALL' });
    expect(screen.getByText('Tote slots in use').nextSibling?.textContent).toBe('1 of 6');
    const filters = within(screen.getByRole('navigation', { name: 'Rental filter' })).getAllByRole('link');
    expect(filters.map((f) => [f.textContent, f.getAttribute('href'), f.getAttribute('aria-current')])).toEqual([
      ['All 2', '/account/order-history/rentals?filter=all', 'page'],
      ['Out now 1', '/account/order-history/rentals?filter=out', null],
      ['Back 1', '/account/order-history/rentals?filter=back', null],
    ]);

    const out = screen.getByRole('article', { name: 'Silk slip dress' });
    expect(within(out).getByRole('img').getAttribute('src')).toBe('/images/products/dresses/a-1.svg');
    expect(within(out).getByText('Size M · Black')).toBeTruthy();
    expect(within(out).getByText('With you')).toBeTruthy();
    expect(within(out).getByText('Rented').nextSibling?.textContent).toBe('Nov 2, 2026');
    expect(within(out).getByText('Delivered').nextSibling?.textContent).toBe('Nov 5, 2026');
    expect(within(out).queryByText('Returned')).toBeNull();
    expect(within(out).getByRole('link', { name: 'Silk slip dress' }).getAttribute('href')).toBe(
      '/product/1-silk-slip-dress',
    );
    expect(within(out).getByRole('link', { name: 'Order #43' }).getAttribute('href')).toBe('/order/43');
    const parcel = within(out).getByLabelText('Parcel');
    expect(within(parcel).getByText('UPS')).toBeTruthy();
    expect(within(parcel).getByText('1Z999AA10123456784')).toBeTruthy();
    expect(within(parcel).getByRole('link', { name: 'Track with UPS' }).getAttribute('href')).toBe(
      'https://ups.example/track?n=1Z999AA10123456784',
    );
    expect(within(out).getByRole('link', { name: 'Keep it for $96.00' }).getAttribute('href')).toBe(
      '/subscribe?mode=rent-to-buy&items=701',
    );

    const back = screen.getByRole('article', { name: 'Wool wrap coat' });
    expect(within(back).getByText('Returned', { selector: '.order-badge' })).toBeTruthy();
    expect(within(back).getByText('Returned', { selector: 'dt' }).nextSibling?.textContent).toBe('Oct 20, 2026');
    expect(within(back).getByRole('img').getAttribute('alt')).toBe('Wool wrap coat');
    expect(within(back).getByRole('link', { name: 'Buy it for $76.00' }).getAttribute('href')).toBe(
      '/subscribe?mode=rent-to-buy&items=650',
    );

    const bought = screen.getByRole('article', { name: 'Cashmere knit' });
    expect(within(bought).getByText('Bought', { selector: '.order-badge' })).toBeTruthy();
    expect(within(bought).getByRole('link', { name: 'Bought in order #41' }).getAttribute('href')).toBe('/order/41');
    expect(within(bought).queryByRole('link', { name: /it for/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('a filter changes the list: Out now asks for OUT and shows only what is out', async () => {
    signInForTest();
    const { router } = start('/account/order-history/rentals', rentals({ ALL: [WITH_HER, RETURNED], OUT: [WITH_HER] }));
    expect(await screen.findByRole('article', { name: 'Wool wrap coat' })).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Out now 1' }));
    await waitFor(() => expect(router.state.location.search).toBe('?filter=out'));
    await waitFor(() =>
      expect(named('RentalHistoryScreenQuery').map((o) => o.request.variables['filter'])).toEqual(['ALL', 'OUT']),
    );
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Wool wrap coat' })).toBeNull());
    expect(screen.getByRole('article', { name: 'Silk slip dress' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Out now 1' }).getAttribute('aria-current')).toBe('page');
  });

  it.each([
    ['', 'You have not rented anything yet.'],
    ['?filter=out', 'Nothing is out with you right now.'],
    ['?filter=back', 'Nothing has come back yet.'],
  ])('an empty list (%s) says so', async (search, text) => {
    signInForTest();
    start(`/account/order-history/rentals${search}`, rentals({}));
    expect(await screen.findByText(new RegExp(text))).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Shop new arrivals' }).getAttribute('href')).toBe('/new-arrivals');
  });

  it('an unknown filter in the URL is All', async () => {
    signInForTest();
    start('/account/order-history/rentals?filter=bogus', rentals({ ALL: [WITH_HER] }));
    expect(await screen.findByRole('article', { name: 'Silk slip dress' })).toBeTruthy();
    expect(operation('RentalHistoryScreenQuery')?.request.variables).toEqual({ filter: 'ALL' });
  });

  it('Load more asks for the next page of the filter after the last cursor', async () => {
    signInForTest();
    start('/account/order-history/rentals?filter=back', rentals({ BACK: [RETURNED] }, true));
    fireEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(operation('RentalHistoryPaginationQuery')).toBeTruthy());
    expect(operation('RentalHistoryPaginationQuery')?.request.variables).toMatchObject({
      filter: 'BACK',
      count: 10,
      cursor: 'c0',
    });
  });
});
