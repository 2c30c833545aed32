/**
 * Capsules on the wishlist screen (create, open, rename, remove a style, delete, share with copy) and
 * the shared collection screen (/share/{kind}/{shareId}): title, owner, products, the filters in the
 * URL (availableNow, sort, size, page) as query variables, one recorded view, and the 404 for a bad id.
 */
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setupRouteFixtures } from '../../../../test/routeFixtures.tsx';
import { signInForTest } from '../../../../test/session.ts';
import { menuItem, viewerQuery } from '../../../../test/shopResolvers.ts';

const SHARE_ID = 'Abc123_-Abc123_-Abc123';
const connection = <T,>(nodes: T[]) => ({
  totalCount: nodes.length,
  edges: nodes.map((node, index) => ({ cursor: String(index), node })),
  pageInfo: { hasNextPage: false, endCursor: null },
});
const PRODUCT = {
  id: 'UHJvZHVjdDo3',
  productId: 7,
  title: 'Silk slip dress',
  url: '/product/7',
  cover: { url: '/images/a.svg', alt: 'Silk slip dress' },
};
const CAPSULE = {
  id: 'Q2Fwc3VsZTox',
  capsuleId: 1,
  name: 'Weekend away',
  productCount: 1,
  coverImages: [PRODUCT.cover],
  products: [PRODUCT],
};

const { start, operation, named } = setupRouteFixtures({
  Query: viewerQuery,
  MenuItem: menuItem,
  User: () => ({ name: 'Ann Shopper', wishlist: connection([]), followedBrands: connection([]), capsules: [CAPSULE] }),
});

describe('the wishlist’s capsules', () => {
  it('creates a capsule, shows an error verbatim, opens one and removes a style', async () => {
    signInForTest();
    let refusal = true;
    start('/wishlist', {
      CapsulePayload: () =>
        refusal
          ? { capsule: null, userErrors: [{ message: 'You already have a capsule with this name.' }] }
          : { capsule: { ...CAPSULE, productCount: 0, products: [], coverImages: [] }, userErrors: [] },
    });
    const tile = await screen.findByRole('listitem', { name: 'Weekend away' });
    fireEvent.change(screen.getByRole('textbox', { name: 'New capsule name' }), { target: { value: 'weekend away' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create capsule' }));
    expect(await screen.findByText('You already have a capsule with this name.')).toBeTruthy();
    expect(operation('useCreateCapsuleMutation')!.request.variables).toEqual({ input: { name: 'weekend away' } });

    refusal = false;
    fireEvent.click(within(tile).getByRole('button', { name: 'Open' }));
    const styles = within(tile).getByRole('list', { name: 'Styles in Weekend away' });
    expect(within(styles).getByRole('link', { name: 'Silk slip dress' }).getAttribute('href')).toBe('/product/7');
    fireEvent.click(within(styles).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(within(tile).getByText('0 styles')).toBeTruthy());
    expect(operation('useRemoveFromCapsuleMutation')!.request.variables).toEqual({
      input: { capsuleId: 1, productId: 7 },
    });
  });

  it('renames and deletes (the list is read again)', async () => {
    signInForTest();
    start('/wishlist', {
      CapsulePayload: () => ({ capsule: { ...CAPSULE, name: 'City' }, userErrors: [] }),
      DeleteCapsulePayload: () => ({ deletedId: CAPSULE.id, userErrors: [] }),
    });
    const tile = await screen.findByRole('listitem', { name: 'Weekend away' });
    fireEvent.click(within(tile).getByRole('button', { name: 'Rename' }));
    fireEvent.change(within(tile).getByRole('textbox', { name: 'Capsule name' }), { target: { value: 'City' } });
    fireEvent.click(within(tile).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { name: 'City' })).toBeTruthy();
    fireEvent.click(within(screen.getByRole('listitem', { name: 'City' })).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(named('CapsulesSectionRefetchQuery')).toHaveLength(1));
    expect(operation('useDeleteCapsuleMutation')!.request.variables).toEqual({ input: { capsuleId: 1 } });
  });

  it('shares the wishlist: makes the link and copies it', async () => {
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    signInForTest();
    const url = `http://localhost/share/wishlist/${SHARE_ID}`;
    start('/wishlist', {
      ShareCollectionPayload: () => ({ share: { url }, userErrors: [] }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Share wishlist' }));
    expect(((await screen.findByRole('textbox', { name: 'Share link' })) as HTMLInputElement).value).toBe(url);
    expect(operation('useShareCollectionMutation')!.request.variables).toEqual({
      input: { kind: 'WISHLIST', resourceId: 0 },
    });
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(url));
    expect(await screen.findByText('The link is copied.')).toBeTruthy();
  });
});

describe('/share/{kind}/{shareId}', () => {
  const SHARED = {
    shareId: SHARE_ID,
    kind: 'CAPSULE',
    title: 'Weekend away',
    ownerFirstName: 'Ada',
    productCount: 30,
    expiresAt: '2026-12-20T10:00:00Z',
    facets: { sizes: [{ value: 'M', label: 'M' }] },
    products: { totalCount: 30, page: 2, pageCount: 2, items: [] },
  };

  it('shows the share; the URL’s filters are the query’s variables; the view is recorded once', async () => {
    start(`/share/capsule/${SHARE_ID}?availableNow=1&sort=price_desc&size=M&page=2`, {
      SharedCollection: () => SHARED,
    });
    expect(await screen.findByRole('heading', { name: 'Weekend away' })).toBeTruthy();
    expect(screen.getByText('Ada shared a capsule with you')).toBeTruthy();
    expect(screen.getByText('Page 2 of 2')).toBeTruthy();
    expect(operation('ShareCollectionScreenQuery')!.request.variables).toEqual({
      shareId: SHARE_ID,
      page: 2,
      pageSize: 24,
      sort: 'PRICE_DESC',
      filter: { availableNow: true, sizes: ['M'] },
    });
    await waitFor(() => expect(named('useRecordShareViewMutation')).toHaveLength(1));
    await waitFor(() => expect(document.title).toBe('Weekend away | Tote')); // head updates are debounced

    fireEvent.click(screen.getByRole('checkbox', { name: 'Available now' }));
    await waitFor(() => expect(named('ShareCollectionScreenQuery')).toHaveLength(2));
    expect(named('ShareCollectionScreenQuery')[1]!.request.variables).toMatchObject({
      page: 1,
      filter: { sizes: ['M'] },
    });
  });

  it('something that is not a share id is the 404 page, without asking', async () => {
    start('/share/wishlist/nope');
    expect(await screen.findByRole('heading', { name: /Page not found/ })).toBeTruthy();
    expect(operation('ShareCollectionScreenQuery')).toBeUndefined();
  });
});
