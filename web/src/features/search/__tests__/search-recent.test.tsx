import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { RECENT_SEARCHES_MAX, SEARCH_HISTORY_KEY } from '@tote/contract/search';
import { setUserCookie, signInForTest } from '../../../../test/session.ts';
import { isLogin } from '../../../platform/session/sessionStore.ts';
import { DRAWER, searchBase, setupSearchFixtures } from './searchFixtures.tsx';

// The account's recent list, as the gateway keeps it for a signed-in shopper (a guest's drawer has none).
let accountRecent: string[] = [];
beforeEach(() => {
  accountRecent = ['silk', 'denim'];
});

const search = setupSearchFixtures({
  ...searchBase,
  SearchDrawer: () => ({ ...DRAWER, recent: isLogin() ? accountRecent : [] }),
  RecentSearchesPayload: (context) => {
    const input = context.args?.input as { keyword?: string } | undefined;
    if (context.name === 'clearRecentSearches')
      accountRecent = input?.keyword ? accountRecent.filter((keyword) => keyword !== input.keyword) : [];
    return { recent: accountRecent, userErrors: [] };
  },
});
const { start, openSearch, combobox, type, press } = search;

const stored = () => JSON.parse(localStorage.getItem(SEARCH_HISTORY_KEY) ?? 'null') as string[] | null;
const recentGroup = () => screen.getByRole('group', { name: 'Recent searches' });
const recentShown = () =>
  within(recentGroup())
    .getAllByRole('option')
    .map((option) => option.textContent);

async function searchFor(text: string) {
  await openSearch();
  type(text);
  fireEvent.submit(combobox().closest('form')!);
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Search' })).toBeNull());
  await screen.findByRole('heading', { name: new RegExp(`Results for “${text.replace(/\s+/g, ' ')}”`) });
}

describe('recent searches of a guest (the browser keeps them)', () => {
  it('adds each search first, without duplicates, at most RECENT_SEARCHES_MAX', async () => {
    const older = Array.from({ length: RECENT_SEARCHES_MAX }, (_, index) => `look ${index + 1}`);
    localStorage.setItem(SEARCH_HISTORY_KEY, JSON.stringify(older));
    start('/download_app');

    await searchFor('Linen  Dress');
    expect(stored()).toEqual(['linen dress', ...older.slice(0, RECENT_SEARCHES_MAX - 1)]);

    await searchFor('look 3');
    expect(stored()).toEqual([
      'look 3',
      'linen dress',
      'look 1',
      'look 2',
      'look 4',
      'look 5',
      'look 6',
      'look 7',
      'look 8',
      'look 9',
    ]);

    await openSearch();
    expect(recentShown()).toEqual(stored());
    // Every search is recorded for trending too.
    expect(search.inputsOf('useRecordSearchMutation')).toEqual([{ keyword: 'Linen Dress' }, { keyword: 'look 3' }]);
  });

  it('removes one (its button, or Delete on the active option) and clears all, without a request', async () => {
    localStorage.setItem(SEARCH_HISTORY_KEY, JSON.stringify(['silk', 'denim', 'linen']));
    start('/download_app');
    await openSearch();
    await screen.findByRole('group', { name: 'Recent searches' });

    fireEvent.click(screen.getByRole('button', { name: 'Remove “denim” from recent searches' }));
    expect(stored()).toEqual(['silk', 'linen']);
    expect(recentShown()).toEqual(['silk', 'linen']);

    press('ArrowDown');
    press('Delete');
    expect(stored()).toEqual(['linen']);
    expect(combobox().hasAttribute('aria-activedescendant')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Clear recent searches' }));
    expect(localStorage.getItem(SEARCH_HISTORY_KEY)).toBeNull();
    expect(screen.queryByRole('group', { name: 'Recent searches' })).toBeNull();
    expect(search.named('useClearRecentSearchesMutation')).toHaveLength(0);
  });
});

describe('recent searches of a signed-in shopper (the account keeps them)', () => {
  it('shows the account list; Clear and remove call clearRecentSearches and change the list at once', async () => {
    signInForTest();
    localStorage.setItem(SEARCH_HISTORY_KEY, JSON.stringify(['guest only']));
    start('/download_app');
    await openSearch();
    await waitFor(() => expect(recentShown()).toEqual(['silk', 'denim']));

    fireEvent.click(screen.getByRole('button', { name: 'Remove “silk” from recent searches' }));
    await waitFor(() => expect(search.inputsOf('useClearRecentSearchesMutation')).toEqual([{ keyword: 'silk' }]));

    fireEvent.click(screen.getByRole('button', { name: 'Clear recent searches' }));
    await waitFor(() => expect(search.inputsOf('useClearRecentSearchesMutation')).toHaveLength(2));
    expect(search.inputsOf('useClearRecentSearchesMutation')[1]).toEqual({});
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Recent searches' })).toBeNull());
    // The browser's list is a guest's: untouched.
    expect(stored()).toEqual(['guest only']);
  });

  it('records a search on the account only, not in the browser', async () => {
    signInForTest();
    start('/download_app');
    await searchFor('silk');
    await waitFor(() => expect(search.inputsOf('useRecordSearchMutation')).toEqual([{ keyword: 'silk' }]));
    expect(stored()).toBeNull();
  });
});

describe('signing in', () => {
  it("merges the guest's recent searches into the account, then clears the local key", async () => {
    localStorage.setItem(SEARCH_HISTORY_KEY, JSON.stringify(['silk', 'denim']));
    start('/login', {
      Query: () => ({
        viewer: isLogin() ? undefined : null,
        loginMethods: [{ channel: 'EMAIL', enabled: true, label: 'Email', authorizeUrl: null }],
      }),
      AuthPayload: () => {
        setUserCookie(); // what the gateway's Set-Cookie does
        return { viewer: { email: 'shopper@tote.test', name: 'Ann Shopper' }, userErrors: [] };
      },
    });
    fireEvent.change(await screen.findByLabelText('Email'), { target: { value: 'shopper@tote.test' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'tote-demo-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));

    await waitFor(() =>
      expect(search.inputsOf('useMergeRecentSearchesMutation')).toEqual([{ keywords: ['silk', 'denim'] }]),
    );
    await waitFor(() => expect(localStorage.getItem(SEARCH_HISTORY_KEY)).toBeNull());
  });

  it('asks nothing when the browser has no recent searches', async () => {
    start('/login', {
      Query: () => ({
        viewer: isLogin() ? undefined : null,
        loginMethods: [{ channel: 'EMAIL', enabled: true, label: 'Email', authorizeUrl: null }],
      }),
      AuthPayload: () => {
        setUserCookie();
        return { viewer: { email: 'shopper@tote.test', name: 'Ann Shopper' }, userErrors: [] };
      },
    });
    fireEvent.change(await screen.findByLabelText('Email'), { target: { value: 'shopper@tote.test' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'tote-demo-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(search.operationNames()).toContain('useLogInMutation'));
    await waitFor(() => expect(isLogin()).toBe(true));
    expect(search.named('useMergeRecentSearchesMutation')).toHaveLength(0);
  });
});
