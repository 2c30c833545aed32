/**
 * Banners and pop-ups (src/banners): the first due banner at the top and the first due pop-up in the modal, from
 * appInit.popups and the local keys (popupStorage.ts): showing counts a show, closing keeps the count, "Don't show
 * again" sets 99999, a pop is due while count < max and the interval has passed; the entrance flag.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { POPUP_HIDDEN_FOREVER } from '@tote/contract/popups';
import { setupRouteFixtures } from './routeFixtures.tsx';
import { SHOPPER, shopResolvers } from './shopResolvers.ts';
import { signInForTest } from './session.ts';
import { ENTRANCE_VISIBLE_KEY, isPopDue, popKey, readPopRecord } from '../src/banners/popupStorage.ts';
import { getUiState } from '../src/state/ui.ts';
import { popsAllowedOn } from '../src/banners/pages.ts';

interface PopFixture {
  id: string;
  kind: 'BANNER' | 'POPUP';
  title: string;
  content: string;
  link: string;
  linkLabel: string;
  image: string | null;
  maxShowCount: number;
  minIntervalSeconds: number;
}

const BANNER: PopFixture = {
  id: 'welcome-2025',
  kind: 'BANNER',
  title: 'Your first month, on us',
  content: 'Join Tote and rent up to 6 styles at a time.',
  link: '/subscribe',
  linkLabel: 'Join now',
  image: null,
  maxShowCount: 3,
  minIntervalSeconds: 86400,
};
const ENTRANCE: PopFixture = {
  id: 'entrance',
  kind: 'POPUP',
  title: 'What do you shop for?',
  content: 'Tell us your style in five quick steps.',
  link: '/style-survey',
  linkLabel: 'Take the style survey',
  image: '/images/entrance.png',
  maxShowCount: 5,
  minIntervalSeconds: 0,
};

let queue: PopFixture[] = [];
const { start, named } = setupRouteFixtures(
  shopResolvers({
    AppInit: () => ({ popups: queue.map(() => ({})) }),
    Popup: (() => {
      let i = 0;
      return () => queue[i++ % queue.length];
    })(),
  }),
);

const NOW = Date.UTC(2026, 10, 24, 12);
beforeEach(() => {
  localStorage.clear();
  vi.spyOn(Date, 'now').mockReturnValue(NOW);
});
afterEach(() => vi.restoreAllMocks());

function show(pops: PopFixture[]) {
  queue = pops;
  start('/brands');
}

describe('popupStorage', () => {
  it('is due while the count is under the maximum and the interval has passed', () => {
    const pop = { popId: 'p', maxShowCount: 2, minIntervalSeconds: 60 };
    expect(isPopDue(pop, { count: 0, lastShownAt: null }, NOW)).toBe(true);
    expect(isPopDue(pop, { count: 1, lastShownAt: NOW - 59_999 }, NOW)).toBe(false);
    expect(isPopDue(pop, { count: 1, lastShownAt: NOW - 60_000 }, NOW)).toBe(true);
    expect(isPopDue(pop, { count: 2, lastShownAt: NOW - 3_600_000 }, NOW)).toBe(false);
    expect(isPopDue(pop, { count: POPUP_HIDDEN_FOREVER, lastShownAt: null }, NOW)).toBe(false);
  });

  it('reads a broken or missing record as never shown', () => {
    localStorage.setItem(popKey('x'), '{not json');
    expect(readPopRecord('x')).toEqual({ count: 0, lastShownAt: null });
    localStorage.setItem(popKey('x'), JSON.stringify({ count: -3, lastShownAt: 'soon' }));
    expect(readPopRecord('x')).toEqual({ count: 0, lastShownAt: null });
  });
});

describe('the top banner', () => {
  it('shows a due banner, counts the show, and closing keeps the count', async () => {
    show([BANNER]);
    const banner = await screen.findByRole('region', { name: BANNER.title });
    expect(banner.textContent).toContain(BANNER.content);
    expect(screen.getByRole('link', { name: 'Join now' }).getAttribute('href')).toBe('/subscribe');
    // The show is counted in an effect after the banner's commit: the region can be found a moment before.
    await waitFor(() => expect(readPopRecord(BANNER.id)).toEqual({ count: 1, lastShownAt: NOW }));
    fireEvent.click(screen.getByRole('button', { name: 'Close banner' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: BANNER.title })).toBeNull());
    expect(readPopRecord(BANNER.id)).toEqual({ count: 1, lastShownAt: NOW });
  });

  it('stays hidden within the interval and once shown the maximum number of times', async () => {
    const spent = { ...BANNER, id: 'spent', title: 'Spent', maxShowCount: 2, minIntervalSeconds: 0 };
    const next = { ...BANNER, id: 'next', title: 'Next in line' };
    localStorage.setItem(popKey(BANNER.id), JSON.stringify({ count: 1, lastShownAt: NOW - 3_600_000 }));
    localStorage.setItem(popKey(spent.id), JSON.stringify({ count: 2, lastShownAt: NOW - 86_400_000 }));
    show([BANNER, spent, next]);
    // The first due banner shows: the two before it are not due.
    await screen.findByRole('region', { name: 'Next in line' });
    expect(screen.queryByRole('region', { name: BANNER.title })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Spent' })).toBeNull();
    expect(readPopRecord(BANNER.id).count).toBe(1);
    expect(readPopRecord(spent.id).count).toBe(2);
  });

  it('"Don\'t show again" sets the count to 99999', async () => {
    show([BANNER]);
    await screen.findByRole('region', { name: BANNER.title });
    fireEvent.click(screen.getByRole('button', { name: "Don't show again" }));
    await waitFor(() => expect(screen.queryByRole('region', { name: BANNER.title })).toBeNull());
    expect(readPopRecord(BANNER.id)).toEqual({ count: POPUP_HIDDEN_FOREVER, lastShownAt: NOW });
  });
});

describe('the pop-up', () => {
  it('opens in the labelled modal, counts the show; closing keeps the count and hides the entrance', async () => {
    show([ENTRANCE]);
    const dialog = await screen.findByRole('dialog', { name: ENTRANCE.title });
    expect(dialog.textContent).toContain(ENTRANCE.content);
    expect(dialog.querySelector('img')?.getAttribute('src')).toBe(ENTRANCE.image);
    await waitFor(() => expect(readPopRecord(ENTRANCE.id)).toEqual({ count: 1, lastShownAt: NOW }));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(getUiState().modals.popup).toBe(false));
    expect(readPopRecord(ENTRANCE.id).count).toBe(1);
    expect(localStorage.getItem(ENTRANCE_VISIBLE_KEY)).toBe('0');
  });

  it('the entrance pop-up stays hidden while the entrance flag says hidden', async () => {
    localStorage.setItem(ENTRANCE_VISIBLE_KEY, '0');
    show([BANNER, ENTRANCE]);
    await screen.findByRole('region', { name: BANNER.title });
    expect(getUiState().modals.popup).toBe(false);
    expect(readPopRecord(ENTRANCE.id).count).toBe(0);
  });

  it('never over a form or a flow: not on the login page, nothing counted', async () => {
    queue = [BANNER, ENTRANCE];
    start('/login');
    await screen.findByRole('main');
    expect(screen.queryByRole('region', { name: BANNER.title })).toBeNull();
    expect(getUiState().modals.popup).toBe(false);
    expect(readPopRecord(BANNER.id).count).toBe(0);
    expect(readPopRecord(ENTRANCE.id).count).toBe(0);
    for (const page of ['/register', '/subscribe', '/account/my-profile', '/order/5', '/review/create'])
      expect(popsAllowedOn(page), page).toBe(false);
    for (const page of ['/', '/brands', '/category/DRESSES', '/product/12-silk-midi-dress', '/search'])
      expect(popsAllowedOn(page), page).toBe(true);
  });

  it('"Don\'t show again" hides a pop-up forever', async () => {
    const other = { ...ENTRANCE, id: 'spring-sale', title: 'Spring sale' };
    show([other]);
    await screen.findByRole('dialog', { name: 'Spring sale' });
    fireEvent.click(screen.getByRole('button', { name: "Don't show again" }));
    await waitFor(() => expect(getUiState().modals.popup).toBe(false));
    expect(readPopRecord(other.id).count).toBe(POPUP_HIDDEN_FOREVER);
    expect(localStorage.getItem(ENTRANCE_VISIBLE_KEY)).toBeNull();
  });

  it('asks for them once, not with each page, and again when the audience changes (now a member)', async () => {
    queue = [BANNER];
    signInForTest();
    let isMember = false;
    const { router } = start('/brands', { User: () => ({ ...SHOPPER, isMember }) });
    await screen.findByRole('region', { name: BANNER.title });
    expect(named('PopupsQuery')).toHaveLength(1);
    await act(() => router.navigate('/occasions'));
    await act(() => router.navigate('/'));
    await screen.findByRole('link', { name: 'Tote home' });
    expect(named('PopupsQuery')).toHaveLength(1);

    isMember = true; // seen with the next page's query
    await act(() => router.navigate('/category/DRESSES'));
    await waitFor(() => expect(named('PopupsQuery')).toHaveLength(2));
  });
});
