/**
 * /share/order/{shareId}: the shared order's items, status and dates (no prices); an unknown link is
 * the 404 content, something that is not a share id the 404 page. And the order page's "Share order"
 * for a placed order: shareOrder, then the link with Copy (Clipboard API) and Stop sharing (revokeShare).
 */
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setupRouteFixtures } from '../../../../test/routeFixtures.tsx';
import { signInForTest } from '../../../../test/session.ts';
import { ORDER, orderResolvers } from '../../orders/__tests__/orderFixtures.tsx';
import { menuItem, viewerQuery } from '../../../../test/shopResolvers.ts';

const SHARE_ID = 'Abc123_-Abc123_-Abc123';
const SHARED = {
  shareId: SHARE_ID,
  status: 'DELIVERED',
  placedAt: '2026-11-20T10:00:00Z',
  paidAt: '2026-11-20T10:01:00Z',
  expiresAt: '2026-12-20T10:00:00Z',
  items: [
    {
      title: 'Silk slip dress',
      brand: { name: 'Maison Nord' },
      image: { url: '/images/products/dresses/a-1.svg', alt: 'Silk slip dress in black' },
      size: 'M',
      color: { name: 'Black', hex: '#111111' },
      saleType: 'RENT',
      productPath: '/product/1?colorId=2',
    },
    {
      title: 'Wool coat',
      brand: null,
      image: null,
      size: null,
      color: null,
      saleType: 'PURCHASE',
      productPath: null,
    },
  ],
};

const { start, operation } = setupRouteFixtures({ ...orderResolvers, Query: viewerQuery, MenuItem: menuItem });

describe('/share/order/{shareId}', () => {
  it('shows the items with picture, brand, size and colour, the status and dates; no prices', async () => {
    start(`/share/order/${SHARE_ID}`, { SharedOrder: () => SHARED });
    expect(await screen.findByRole('heading', { name: 'A Tote order' })).toBeTruthy();
    expect(operation('ShareOrderScreenQuery')!.request.variables).toEqual({ shareId: SHARE_ID });
    expect(screen.getByTestId('shared-order-status').textContent).toBe('Delivered');
    expect(screen.getByText(/2 pieces · placed Nov 20, 2026/)).toBeTruthy();
    const items = screen.getByRole('list', { name: 'Items' });
    expect(within(items).getByRole('img', { name: 'Silk slip dress in black' }).getAttribute('src')).toBe(
      '/images/products/dresses/a-1.svg',
    );
    expect(within(items).getByRole('link', { name: 'Silk slip dress' }).getAttribute('href')).toBe(
      '/product/1?colorId=2',
    );
    expect(within(items).getByText('Maison Nord')).toBeTruthy();
    expect(within(items).getByText(/Size M/)).toBeTruthy();
    expect(within(items).getByText('Rented')).toBeTruthy();
    expect(within(items).getByText('Wool coat')).toBeTruthy();
    expect(within(items).getByText('Bought')).toBeTruthy();
    expect(screen.getByText('This link works until Dec 20, 2026.')).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/\$/);
    await waitFor(() => expect(document.title).toBe('A shared Tote order | Tote')); // head updates are debounced
  });

  it('an unknown link shows the not-found content', async () => {
    start(`/share/order/${SHARE_ID}`, { Query: () => ({ sharedOrder: null }) });
    expect(await screen.findByRole('heading', { name: /Page not found/ })).toBeTruthy();
  });

  it('something that is not a share id is the 404 page, without asking', async () => {
    start('/share/order/nope');
    expect(await screen.findByRole('heading', { name: /Page not found/ })).toBeTruthy();
    expect(operation('ShareOrderScreenQuery')).toBeUndefined();
  });
});

describe('Share order on the order page', () => {
  const PAID = { ...ORDER, status: 'REQUESTED', paymentStatus: 'SUCCESS', primaryActions: [], secondaryActions: [] };

  it('makes the link and copies it', async () => {
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    signInForTest();
    start('/order/42', {
      Order: () => PAID,
      ShareOrderPayload: () => ({ userErrors: [] }),
      RevokeSharePayload: () => ({ userErrors: [] }),
      OrderShare: () => ({
        shareId: SHARE_ID,
        url: `http://localhost/share/order/${SHARE_ID}`,
        expiresAt: SHARED.expiresAt,
      }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Share order' }));
    const input = (await screen.findByRole('textbox', { name: 'Share link' })) as HTMLInputElement;
    expect(input.value).toBe(`http://localhost/share/order/${SHARE_ID}`);
    expect(operation('useShareOrderMutation')!.request.variables).toEqual({ input: { orderId: 42 } });
    expect(screen.getByText(/not prices, payment or address/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(`http://localhost/share/order/${SHARE_ID}`));
    expect(await screen.findByText('The link is copied.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Stop sharing' }));
    expect(await screen.findByText('The link no longer works.')).toBeTruthy();
    expect(operation('useRevokeShareMutation')!.request.variables).toEqual({ input: { shareId: SHARE_ID } });
    expect(screen.queryByRole('textbox', { name: 'Share link' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Share order' })).toBeTruthy();
  });

  it('shows a refusal, and is not offered for an unpaid or cancelled order', async () => {
    signInForTest();
    start('/order/42', {
      Order: () => PAID,
      ShareOrderPayload: () => ({
        share: null,
        userErrors: [{ code: '22002', field: null, message: 'Only a placed order can be shared.' }],
      }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Share order' }));
    expect(await screen.findByText('Only a placed order can be shared.')).toBeTruthy();
  });

  it.each([
    ['unpaid', ORDER],
    ['cancelled', { ...ORDER, status: 'CANCELLED', paymentStatus: 'FAILED' }],
  ])('not offered for the %s order', async (_name, order) => {
    signInForTest();
    start('/order/42', { Order: () => order });
    expect(await screen.findByRole('heading', { name: 'Order #42' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Share order' })).toBeNull();
  });
});
