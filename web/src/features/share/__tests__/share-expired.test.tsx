/**
 * An expired or withdrawn share link (SHARE_EXPIRED, upstream 22001 / 22002) through the app's real
 * network layer: the fixed reaction goes to /error/expired, a real page that says what happened and
 * links home.
 */
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { configure, screen, waitFor } from '@testing-library/react';
import type { RelayMockEnvironment } from 'relay-test-utils/lib/RelayModernMockEnvironment';
import { generatedFetch, loadLazyRoutes, renderRoutes } from '../../../../test/relay.tsx';
import { menuItem } from '../../../../test/shopResolvers.ts';
import { wireErrorReactions } from '../../../app/wireErrorReactions.ts';

let upstreamCode = 22001;
vi.mock('../../../platform/relay/environment.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../platform/relay/environment.ts')>();
  const fetchImpl = generatedFetch({ Query: () => ({ viewer: null }), MenuItem: menuItem }, (name) =>
    name === 'ShareOrderScreenQuery'
      ? {
          data: { sharedOrder: null },
          errors: [
            {
              message: 'This share link has expired.',
              path: ['sharedOrder'],
              extensions: { code: 'SHARE_EXPIRED', upstreamCode, action: 'redirect' },
            },
          ],
        }
      : undefined,
  );
  return { ...actual, environment: actual.createEnvironment({ fetchImpl }) };
});

const { environment } = await import('../../../platform/relay/environment.ts');
const { routes } = await import('../../../app/routes.tsx');
beforeAll(() => loadLazyRoutes(routes), 120_000);
configure({ asyncUtilTimeout: 8000 });
vi.setConfig({ testTimeout: 20_000 });

describe('an expired share link', () => {
  it.each([22001, 22002])('upstream %i: lands on /error/expired, which explains and links home', async (code) => {
    upstreamCode = code;
    const { router } = renderRoutes(
      routes,
      environment as unknown as RelayMockEnvironment,
      `/share/order/Abc123_-Abc123_-Abc12${code % 10}`,
    );
    const unwire = wireErrorReactions(router, environment);
    try {
      await waitFor(() => expect(router.state.location.pathname).toBe('/error/expired'));
      expect(await screen.findByRole('heading', { name: 'This link has expired' })).toBeTruthy();
      expect(screen.getByText(/Ask them for a new link/)).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Go to home' }).getAttribute('href')).toBe('/');
      // Head updates are debounced (~10 ms, SPEC §9): wait for it rather than read it at once.
      await waitFor(() => expect(document.title).toBe('Link Expired | Tote'));
    } finally {
      unwire();
    }
  });
});
