// Apart from wishlist.test.tsx: run after its empty-state test in one file, the next test's render never settles
// in the mock environment (a loop found in #31's last run, not yet understood).
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { setupRouteFixtures } from '../../../../test/routeFixtures.tsx';
import { signInForTest } from '../../../../test/session.ts';
import { wishlistBase } from './wishlistFixtures.ts';

const { start } = setupRouteFixtures(wishlistBase);

describe('/wishlist', () => {
  it('shows the empty states, with a way to new arrivals and to the designers', async () => {
    signInForTest();
    start('/wishlist');
    expect(await screen.findByRole('heading', { level: 1, name: 'Wishlist' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Wishlist | Tote'));
    const styles = screen.getByRole('region', { name: 'Saved styles' });
    expect(within(styles).getByText('0 styles')).toBeTruthy();
    expect(within(styles).getByRole('link', { name: 'Shop new arrivals' }).getAttribute('href')).toBe('/new-arrivals');
    const brands = screen.getByRole('region', { name: 'Brands you follow' });
    expect(within(brands).getByRole('link', { name: 'Browse designers' }).getAttribute('href')).toBe('/brands');
  });
});
