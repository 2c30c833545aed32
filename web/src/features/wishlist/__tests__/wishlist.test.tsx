import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { connection, wishlistBase } from './wishlistFixtures.ts';
import { signInForTest } from '../../../../test/session.ts';
import { setupRouteFixtures, withoutPopups } from '../../../../test/routeFixtures.tsx';

const { start, operationNames: names } = setupRouteFixtures(wishlistBase);

const money = (amount: number) => ({ amount, currency: 'USD', formatted: `$${amount.toFixed(2)}` });
const product = (id: string, title: string, isWished = true) => ({
  id,
  title,
  isWished,
  colors: [],
  price: money(80),
  originalPrice: money(200),
  rentalPrice: money(40),
});
const brand = (id: string, name: string) => ({ id, name, url: `/brand/${id}`, productCount: 12, isFollowed: true });
/** The `input` argument of the mutation field a payload resolver answers for. */
const input = (args: Record<string, unknown> | null | undefined) =>
  (args?.input ?? {}) as { productId?: string; brandId?: string };

describe('/wishlist', () => {
  it('sends a guest to login and back', async () => {
    const { router } = start('/wishlist');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?redirect_uri=%2Fwishlist');
  });

  it('drops a card when its heart is pressed here, and a tile when its brand is unfollowed', async () => {
    signInForTest();
    start('/wishlist', {
      User: () => ({
        name: 'Ann Shopper',
        wishlist: connection([product('p1', 'Silk Midi Dress'), product('p2', 'Linen Shirt')]),
        followedBrands: connection([brand('b1', 'Maison Vale'), brand('b2', 'Nord')]),
      }),
      // The mutations answer for the product or brand they were asked about.
      WishlistPayload: ({ args }) => ({
        product: { id: input(args).productId, isWished: false },
        wishlistCount: 1,
        userErrors: [],
      }),
      FollowBrandPayload: ({ args }) => ({ brand: { id: input(args).brandId, isFollowed: false }, userErrors: [] }),
    });
    const styles = await screen.findByRole('region', { name: 'Saved styles' });
    expect(within(styles).getByText('2 styles')).toBeTruthy();
    fireEvent.click(within(styles).getByRole('button', { name: 'Remove Silk Midi Dress from your wishlist' }));
    await waitFor(() => expect(within(styles).queryByRole('heading', { name: 'Silk Midi Dress' })).toBeNull());
    expect(within(styles).getByRole('heading', { name: 'Linen Shirt' })).toBeTruthy();
    expect(within(styles).getByText('1 style')).toBeTruthy();

    const brands = screen.getByRole('region', { name: 'Brands you follow' });
    expect(
      within(brands)
        .getByRole('link', { name: /Maison Vale/ })
        .getAttribute('href'),
    ).toBe('/brand/b1');
    fireEvent.click(within(brands).getByRole('button', { name: 'Unfollow Maison Vale' }));
    await waitFor(() => expect(within(brands).queryByRole('button', { name: 'Unfollow Maison Vale' })).toBeNull());
    expect(within(brands).getByText('1 brand')).toBeTruthy();
    expect(withoutPopups(names())).toEqual([
      'WishlistScreenQuery',
      'useRemoveFromWishlistMutation',
      'useUnfollowBrandMutation',
    ]);
  });

  it('shows a product saved on another page, even when the list was loaded before', async () => {
    signInForTest();
    // A small fake server: the wishlist holds what was saved.
    const saved: ReturnType<typeof product>[] = [];
    const { router } = start('/wishlist', {
      User: () => ({ name: 'Ann Shopper', wishlist: connection(saved), followedBrands: connection([]) }),
      ProductListing: () => ({ facets: null, products: connection([product('p9', 'Wool Coat', false)]) }),
      WishlistPayload: () => {
        saved.unshift(product('p9', 'Wool Coat'));
        return { product: { id: 'p9', isWished: true }, wishlistCount: saved.length, userErrors: [] };
      },
    });
    await screen.findByText('Nothing saved yet. Tap the heart on any style to keep it here.');

    await act(() => router.navigate('/new-arrivals'));
    fireEvent.click(await screen.findByRole('button', { name: 'Save Wool Coat to your wishlist' }));
    await screen.findByRole('button', { name: 'Remove Wool Coat from your wishlist' });

    await act(() => router.navigate('/wishlist'));
    const styles = await screen.findByRole('region', { name: 'Saved styles' });
    expect(await within(styles).findByRole('heading', { name: 'Wool Coat' })).toBeTruthy();
    expect(within(styles).getByText('1 style')).toBeTruthy();
    // The list is asked for again on every visit (store-and-network).
    expect(names().filter((name) => name === 'WishlistScreenQuery')).toHaveLength(2);
  });
});
