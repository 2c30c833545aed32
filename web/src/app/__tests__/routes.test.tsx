import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure } from '@testing-library/react';
import { act, screen, waitFor } from '@testing-library/react';
import type { OperationDescriptor } from 'relay-runtime';
import { autoResolve, environment, loadLazyRoutes, renderRoutes } from '../../../test/relay.tsx';
import { getUiState, openDrawer } from '../../platform/state/ui.ts';

const { routes } = await import('../routes.tsx');
beforeAll(() => loadLazyRoutes(routes), 120_000);

// The first render of a lazy screen transforms its module graph: allow for it.
configure({ asyncUtilTimeout: 8000 });

let operations: OperationDescriptor[] = [];

beforeEach(() => {
  environment.mock.clearCache();
  operations = [];
  autoResolve(
    environment,
    {
      MenuItem: (_context, generateId) => ({
        id: `menu-${generateId()}`,
        title: 'Dresses',
        url: '/category/DRESSES',
        children: [],
      }),
      AppSettings: () => ({ announcement: 'Free shipping and returns on every Tote' }),
    },
    operations,
  );
});

describe('routes', () => {
  it('shows "Page not found: {path}" for an unknown path, titled "Page Not Found"', async () => {
    renderRoutes(routes, environment, '/no/such/page');
    expect(await screen.findByText('Page not found: /no/such/page')).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Page Not Found'));
  });

  it('shows the 404 page when a product URL has no product id', async () => {
    renderRoutes(routes, environment, '/product/not-a-product');
    expect(await screen.findByText('Page not found: /product/not-a-product')).toBeTruthy();
  });

  it('renders the home page from exactly one GraphQL request; the pop-ups ask once for theirs, apart', async () => {
    const { router } = renderRoutes(routes, environment, '/');
    expect(await screen.findByRole('link', { name: 'Tote home' })).toBeTruthy();
    expect(await screen.findByText('Free shipping and returns on every Tote')).toBeTruthy();
    const names = () => operations.map((operation) => operation.request.node.params.name);
    await waitFor(() => expect(names()).toEqual(['HomeScreenQuery', 'PopupsQuery']));

    await act(() => router.navigate('/brands'));
    await screen.findByRole('heading', { name: 'Designers' });
    expect(names()).toEqual(['HomeScreenQuery', 'PopupsQuery', 'BrandsScreenQuery']);
  });

  it('closes the route drawers, restores body scrolling and resets scroll on a route change', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo');
    const { router } = renderRoutes(routes, environment, '/download_app');
    await screen.findByRole('heading', { name: 'Your wardrobe, in your pocket' });

    act(() => {
      openDrawer('menu');
      openDrawer('search');
      openDrawer('cartOrderPreview');
      openDrawer('aiMore');
    });
    // The drawers' code loads on first open: on a loaded machine that takes more than a tick.
    expect(await screen.findByRole('dialog', { name: 'Menu' })).toBeTruthy();
    await waitFor(() => expect(document.body.style.overflow).toBe('hidden'));

    await act(() => router.navigate('/brands'));
    await screen.findByRole('heading', { name: 'Designers' });

    const { drawers } = getUiState();
    expect([drawers.menu, drawers.search, drawers.cartOrderPreview, drawers.aiMore]).toEqual([
      false,
      false,
      false,
      false,
    ]);
    expect(document.body.style.overflow).toBe('auto');
    expect(scrollTo).toHaveBeenCalled();
    expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull();
  });
});
