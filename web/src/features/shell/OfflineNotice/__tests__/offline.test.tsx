/**
 * Offline (SPEC's online/offline flags 1 / 0): the shop says so while the browser has no network, and when it is
 * back asks again for the page's data (its loaders run again) and says it is back.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { setupRouteFixtures } from '../../../../../test/routeFixtures.tsx';
import { shopResolvers } from '../../../../../test/shopResolvers.ts';
import { BACK_ONLINE_MESSAGE, OFFLINE_MESSAGE } from '../OfflineNotice.tsx';
import { getUiState } from '../../../../platform/state/ui.ts';
import { onlineFlag } from '../../../../platform/network/online.ts';

const { start } = setupRouteFixtures(shopResolvers({}));

function goOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}
afterEach(() => goOnline(true));

describe('offline', () => {
  it('shows the notice while offline; back online, the page asks again and says so', async () => {
    const { router } = start('/brands');
    const revalidations: string[] = [];
    router.subscribe((state) => revalidations.push(state.revalidation));
    await screen.findByRole('heading', { name: 'Designers' });
    expect(screen.queryByText(OFFLINE_MESSAGE)).toBeNull();

    goOnline(false);
    expect(onlineFlag()).toBe(0);
    // The notice may show a moment after the event: the store subscribes in a passive effect, which a loaded
    // machine may not have run yet; React then renders the change when it subscribes.
    expect((await screen.findByText(OFFLINE_MESSAGE)).getAttribute('role')).toBe('status');

    goOnline(true);
    expect(onlineFlag()).toBe(1);
    await waitFor(() => expect(screen.queryByText(OFFLINE_MESSAGE)).toBeNull());
    await waitFor(() => expect(getUiState().toasts.map((toast) => toast.message)).toContain(BACK_ONLINE_MESSAGE));
    // The loaders run again: a query that failed while offline is asked again (one still in the store is not).
    await waitFor(() => expect(revalidations).toContain('loading'));
  });
});
