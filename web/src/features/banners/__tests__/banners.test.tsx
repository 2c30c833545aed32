/**
 * Banners and pop-ups (src/banners): the first due banner at the top and the first due pop-up in the modal, from
 * appInit.popups and the local keys (popupStorage.ts): showing counts a show, closing keeps the count, "Don't show
 * again" sets 99999, a pop is due while count < max and the interval has passed; the entrance flag.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { firstDuePop, popKey, popsAllowedOn, POPUP_HIDDEN_FOREVER } from '@tote/contract/popups';
import { setupRouteFixtures } from '../../../../test/routeFixtures.tsx';
import { environment } from '../../../../test/relay.tsx';
import { SHOPPER, shopResolvers } from '../../../../test/shopResolvers.ts';
import { signInForTest } from '../../../../test/session.ts';
import { ENTRANCE_VISIBLE_KEY, readPopRecord } from '../popupStorage.ts';
import { setCalmAfterInputForTests } from '../calmMoment.ts';
import { closeDrawer, getUiState, openDrawer } from '../../../platform/state/ui.ts';

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
  setCalmAfterInputForTests(0);
});
afterEach(() => {
  vi.restoreAllMocks();
  setCalmAfterInputForTests();
  document.documentElement.removeAttribute('data-banner');
});

/** What the gateway's document does before the page is drawn (gateway/src/http/document/banner.ts). */
function reserveAsTheDocumentWould(pops: PopFixture[]) {
  const banner = firstDuePop(
    pops.filter((pop) => pop.kind === 'BANNER'),
    readPopRecord,
    NOW,
  );
  if (banner) document.documentElement.setAttribute('data-banner', banner.id);
}

/** A first page of the shop, on /brands, as the gateway writes it. */
function show(pops: PopFixture[]) {
  queue = pops;
  reserveAsTheDocumentWould(pops);
  return start('/brands');
}

describe('popupStorage', () => {
  it('is due while the count is under the maximum and the interval has passed', () => {
    const pop = { id: 'p', maxShowCount: 2, minIntervalSeconds: 60 };
    const dueWith = (count: number, lastShownAt: number | null) =>
      firstDuePop([pop], () => ({ count, lastShownAt }), NOW) !== null;
    expect(dueWith(0, null)).toBe(true);
    expect(dueWith(1, NOW - 59_999)).toBe(false);
    expect(dueWith(1, NOW - 60_000)).toBe(true);
    expect(dueWith(2, NOW - 3_600_000)).toBe(false);
    expect(dueWith(POPUP_HIDDEN_FOREVER, null)).toBe(false);
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

  it('fills the strip the document reserved above the header; the strip is there before the pops come', async () => {
    show([BANNER]);
    const header = (await screen.findAllByRole('banner'))[0]!;
    // The reserved strip comes before the header, in the page's flow (not over it), before the text arrives: first
    // the box the server draws (shown while <html data-banner>), then the banner's placeholder, then the banner.
    const placeholder = document.querySelector('.top-banner-space, .top-banner-placeholder, .top-banner');
    expect(placeholder).not.toBeNull();
    expect(placeholder!.compareDocumentPosition(header) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const banner = await screen.findByRole('region', { name: BANNER.title });
    expect(banner.compareDocumentPosition(header) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // The reservation was for the document's first page only.
    expect(document.documentElement.hasAttribute('data-banner')).toBe(false);
  });

  it('a banner the document did not reserve waits for the next page (it never pushes a drawn page down)', async () => {
    queue = [BANNER];
    const { router } = start('/brands');
    await screen.findByRole('link', { name: 'Tote home' });
    await waitFor(() => expect(named('PopupsQuery')).toHaveLength(1));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('region', { name: BANNER.title })).toBeNull();
    expect(readPopRecord(BANNER.id).count).toBe(0);
    // The next page is drawn with it.
    await act(() => router.navigate('/occasions'));
    await screen.findByRole('region', { name: BANNER.title });
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

  it('never opens over an open drawer: it waits until the drawer is closed and the shopper is calm', async () => {
    setCalmAfterInputForTests(300);
    queue = [ENTRANCE];
    openDrawer('menu');
    start('/brands');
    await waitFor(() => expect(named('PopupsQuery')).toHaveLength(1));
    await act(() => new Promise((resolve) => setTimeout(resolve, 700)));
    expect(screen.queryByRole('dialog', { name: ENTRANCE.title })).toBeNull();
    expect(readPopRecord(ENTRANCE.id).count).toBe(0);
    act(() => closeDrawer('menu'));
    await screen.findByRole('dialog', { name: ENTRANCE.title });
  });

  it('never within a moment of a click or key press: each one puts it off', async () => {
    setCalmAfterInputForTests(400);
    queue = [ENTRANCE];
    fireEvent.pointerDown(document.body);
    start('/brands');
    for (let i = 0; i < 4; i++) {
      fireEvent.pointerDown(document.body);
      fireEvent.keyDown(document.body, { key: 'a' });
      const inputAt = performance.now();
      await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
      // A busy machine may wake us past the calm window, and the pop-up may rightly open: nothing more to prove.
      if (performance.now() - inputAt >= 400) break;
      expect(screen.queryByRole('dialog', { name: ENTRANCE.title })).toBeNull();
    }
    await screen.findByRole('dialog', { name: ENTRANCE.title });
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
    reserveAsTheDocumentWould(queue);
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

  it("asks a new audience's pops once while they come, and never shows the pops asked for before", async () => {
    const MEMBERS_EVENING = { ...ENTRANCE, id: 'members-evening', title: "Members' evening", link: '/occasions' };
    queue = [BANNER];
    reserveAsTheDocumentWould(queue);
    signInForTest();
    let isMember = false;
    let holding = false;
    const { router } = start(
      '/brands',
      { User: () => ({ ...SHOPPER, isMember }) },
      (operation) => holding && operation.request.node.params.name === 'PopupsQuery',
    );
    await screen.findByRole('region', { name: BANNER.title });

    isMember = true;
    holding = true;
    queue = [MEMBERS_EVENING];
    await act(() => router.navigate('/category/DRESSES'));
    await act(() => router.navigate('/occasions'));
    await act(() => router.navigate('/'));
    await screen.findByRole('link', { name: 'Tote home' });
    const asking = environment.mock.getAllOperations().filter((o) => o.request.node.params.name === 'PopupsQuery');
    expect(asking).toHaveLength(1);
    expect(screen.queryByRole('region', { name: BANNER.title })).toBeNull();

    holding = false;
    await screen.findByRole('dialog', { name: MEMBERS_EVENING.title });
    expect(named('PopupsQuery')).toHaveLength(2);
  });
});
