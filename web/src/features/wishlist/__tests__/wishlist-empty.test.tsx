// Apart from wishlist.test.tsx: run after its empty-state test in one file, the next test's render never settles
// in the mock environment (a loop found in #31's last run, not yet understood).
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import type { MockResolvers } from 'relay-test-utils/lib/RelayMockPayloadGenerator';
import type { OperationDescriptor } from 'relay-runtime';
import { environment, loadLazyRoutes } from '../../../../test/relay.tsx';
import { startWishlist } from './wishlistFixtures.ts';
import { invalidateStore, signInForTest } from '../../../../test/session.ts';

const { routes } = await import('../../../app/routes.tsx');
beforeAll(() => loadLazyRoutes(routes), 120_000);

configure({ asyncUtilTimeout: 8000 });
vi.setConfig({ testTimeout: 20_000 });

let operations: OperationDescriptor[] = [];
beforeEach(() => {
  invalidateStore(environment);
  operations = [];
});

function start(url: string, resolvers: MockResolvers = {}) {
  return startWishlist(routes, url, operations, resolvers);
}

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
