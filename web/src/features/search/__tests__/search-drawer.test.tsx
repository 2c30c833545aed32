import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { SEARCH_HISTORY_KEY } from '@tote/contract/search';
import { closeDrawer, getUiState } from '../../../platform/state/ui.ts';
import { openSearchDrawer } from '../SearchDrawer/openSearch.ts';
import { isSuggestions, setupSearchFixtures, suggestionsFor } from './searchFixtures.tsx';

const search = setupSearchFixtures();
const { start, openSearch, combobox, type, press, optionNamed } = search;

const activeOption = () => {
  const id = combobox().getAttribute('aria-activedescendant');
  return id ? document.getElementById(id) : null;
};

describe('the search drawer', () => {
  it('takes no focus when the page starts: the search button gets it back only from a drawer that closes', async () => {
    start('/download_app');
    await screen.findByRole('button', { name: 'Open search' });
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(document.activeElement).toBe(document.body);
  });

  it('opens with focus in a WAI-ARIA combobox whose arrows move through the options', async () => {
    localStorage.setItem(SEARCH_HISTORY_KEY, JSON.stringify(['silk']));
    start('/download_app');
    const input = await openSearch();
    await waitFor(() => expect(document.activeElement).toBe(input));

    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(input.getAttribute('aria-autocomplete')).toBe('list');
    const listbox = await screen.findByRole('listbox');
    expect(input.getAttribute('aria-controls')).toBe(listbox.id);
    expect(input.hasAttribute('aria-activedescendant')).toBe(false);
    expect(within(listbox).getByRole('group', { name: 'Recent searches' })).toBeTruthy();
    expect(within(listbox).getByRole('group', { name: 'Trending' })).toBeTruthy();

    press('ArrowDown');
    expect(activeOption()).toBe(optionNamed('silk'));
    expect(optionNamed('silk').getAttribute('aria-selected')).toBe('true');
    press('ArrowDown');
    expect(activeOption()).toBe(optionNamed('linen dress'));
    expect(optionNamed('silk').getAttribute('aria-selected')).toBe('false');
    press('ArrowUp');
    expect(activeOption()).toBe(optionNamed('silk'));
    press('ArrowUp'); // wraps to the last option
    expect(activeOption()).toBe(optionNamed('denim'));
  });

  it('Enter searches the active option: records it and opens /search?q=; the drawer closes', async () => {
    const { router } = start('/download_app');
    await openSearch();
    await screen.findByRole('option', { name: 'denim' });
    press('ArrowUp');
    press('Enter');

    await waitFor(() => expect(router.state.location.pathname).toBe('/search'));
    expect(router.state.location.search).toBe('?q=denim');
    expect(getUiState().drawers.search).toBe(false);
    await waitFor(() => expect(search.inputsOf('useRecordSearchMutation')).toEqual([{ keyword: 'denim' }]));
  });

  it('Enter without an active option searches the typed text', async () => {
    const { router } = start('/download_app');
    await openSearch();
    type('  Red   Dress ');
    press('Enter'); // no active option: the browser then submits the form
    fireEvent.submit(combobox().closest('form')!);
    await waitFor(() => expect(router.state.location.search).toBe('?q=Red+Dress'));
    expect(JSON.parse(localStorage.getItem(SEARCH_HISTORY_KEY) ?? '[]')).toEqual(['red dress']);
  });

  it('Escape closes the list, then the drawer; focus goes back to the search button', async () => {
    start('/download_app');
    const input = await openSearch();
    await screen.findByRole('option', { name: 'denim' });
    press('ArrowDown');

    press('Escape');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(input.hasAttribute('aria-activedescendant')).toBe(false);
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(getUiState().drawers.search).toBe(true);

    press('Escape');
    await waitFor(() => expect(getUiState().drawers.search).toBe(false));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open search' })));
  });

  it('focus goes to the header’s search button when the control that opened the drawer is gone', async () => {
    start('/download_app');
    const button = await screen.findByRole('button', { name: 'Open search' });
    act(() => openSearchDrawer(document.createElement('button')));
    await screen.findByRole('dialog', { name: 'Search' });
    act(() => closeDrawer('search'));
    await waitFor(() => expect(document.activeElement).toBe(button));
  });

  it('asks for suggestions once typing pauses: one query for fast typing', async () => {
    start('/download_app', {}, isSuggestions);
    await openSearch();
    type('d');
    type('dr');
    type('dre');
    const operation = await search.pendingSuggestionFor('dre');
    // The query for the last text comes after the pause; one for "d" or "dr" would have come before it.
    expect(search.pendingSuggestions()).toEqual([operation]);

    search.answer(operation, { ...suggestionsFor('dre'), didYouMean: 'dress' });
    const term = await screen.findByRole('option', { name: 'dress' });
    expect(term.querySelector('strong')?.textContent).toBe('dre');
    expect(optionNamed('Did you mean dress?')).toBeTruthy();
    expect(
      within(screen.getByRole('group', { name: 'Brands' })).getByRole('option', { name: 'Dresscode' }),
    ).toBeTruthy();
    expect(
      within(screen.getByRole('group', { name: 'Categories' })).getByRole('option', { name: 'Dresses' }),
    ).toBeTruthy();
    expect(
      within(screen.getByRole('group', { name: 'Products' })).getByRole('option', { name: /Silk slip dress/ }),
    ).toBeTruthy();
  });

  it('never lets an older answer overwrite a newer one', async () => {
    start('/download_app', {}, isSuggestions);
    await openSearch();
    type('dr');
    const older = await search.pendingSuggestionFor('dr');
    type('dre');
    const newer = await search.pendingSuggestionFor('dre');
    expect(combobox().getAttribute('aria-expanded')).toBe('true');

    search.answer(newer, suggestionsFor('dre', { terms: [{ keyword: 'dress', kind: 'TERM' }] }));
    await screen.findByRole('option', { name: 'dress' });
    search.answer(older, suggestionsFor('dr', { terms: [{ keyword: 'drape', kind: 'TERM' }] }));

    expect(screen.queryByRole('option', { name: 'drape' })).toBeNull();
    expect(optionNamed('dress')).toBeTruthy();
    expect(screen.getByRole('listbox').getAttribute('aria-busy')).toBe('false');
  });

  it('opens a suggested brand, category or product page and closes', async () => {
    const { router } = start('/download_app');
    await openSearch();
    type('dre');
    fireEvent.click(await screen.findByRole('option', { name: 'Dresscode' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/brand/5'));
    expect(getUiState().drawers.search).toBe(false);
    // The brand screen has replaced the previous one (and its header).
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Your wardrobe, in your pocket' })).toBeNull());

    await openSearch();
    type('dre');
    await screen.findByRole('option', { name: 'Dresses' });
    press('ArrowDown'); // dress
    press('ArrowDown'); // Dresscode
    press('ArrowDown'); // Dresses
    press('Enter');
    await waitFor(() => expect(router.state.location.pathname).toBe('/category/DRESSES'));
    expect(search.named('useRecordSearchMutation')).toHaveLength(0);
  });

  it('closes on every route change, and on a new search from /search (a query-only change)', async () => {
    const { router } = start('/search?q=silk');
    await screen.findByRole('heading', { name: /Results for “silk”/ });
    await openSearch();
    await act(() => router.navigate('/download_app'));
    await waitFor(() => expect(getUiState().drawers.search).toBe(false));
    expect(screen.queryByRole('dialog', { name: 'Search' })).toBeNull();

    await act(() => router.navigate('/search?q=silk'));
    await screen.findByRole('heading', { name: /Results for “silk”/ });
    await openSearch();
    type('linen');
    fireEvent.submit(combobox().closest('form')!);
    await waitFor(() => expect(router.state.location.search).toBe('?q=linen'));
    expect(getUiState().drawers.search).toBe(false);
  });
});
