import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MockResolvers } from 'relay-test-utils/lib/RelayMockPayloadGenerator';
import { searchBase, setupSearchFixtures } from './searchFixtures.tsx';
import { withoutPopups } from '../../../../test/routeFixtures.tsx';

const search = setupSearchFixtures();
const { start } = search;

const product = (id: string, title: string) => ({ id, title, url: `/product/${id}`, colors: [] });

const GUEST_SIZES = { sizes: [], saved: false, signedIn: false, count: null };

/** Search results: two products whose titles hold the query in another case, more to load. */
const results = (over: Record<string, unknown> = {}, mySize: Record<string, unknown> = GUEST_SIZES): MockResolvers => ({
  MySizeFacet: () => mySize,
  SearchConnection: (context) => ({
    query: context.args?.query,
    totalCount: 30,
    highlightTerms: ['dress'],
    didYouMean: null,
    edges: [
      { cursor: 'c1', node: product('p1', 'Silk DRESS midi') },
      { cursor: 'c2', node: product('p2', 'Tea <b>dress</b> in linen') },
    ],
    pageInfo: { hasNextPage: true, endCursor: 'c2' },
    ...over,
  }),
  ProductFacets: () => ({
    sizes: [],
    colors: [],
    brands: [{ brandId: 5, name: 'Dresscode', count: 3 }],
    categories: [{ value: 'DRESSES', label: 'Dresses', count: 28 }],
    priceRange: { min: 20, max: 400 },
    sortOptions: [],
  }),
});

const titles = () => [...document.querySelectorAll('.product-card__title')];
const variablesOf = (name: string) => search.named(name).map((operation) => operation.request.variables);

describe('/search?q=', () => {
  it('shows "Results for “q”" with the total, from one request, titled like the other screens', async () => {
    start('/search?q=dress', results());
    expect(await screen.findByRole('heading', { name: 'Results for “dress” (30)' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Results for “dress” | Tote'));
    expect(withoutPopups(search.operationNames())).toEqual(['SearchScreenQuery']);
    expect(variablesOf('SearchScreenQuery')[0]).toMatchObject({ query: 'dress', hasQuery: true, sort: 'RELEVANCE' });
  });

  it('marks the matched words in the product titles, in any case, as text (never as HTML)', async () => {
    start('/search?q=dress', results());
    await screen.findByRole('heading', { name: /Results for/ });
    await waitFor(() => expect(titles()).toHaveLength(2));
    const [first, second] = titles();
    expect(first!.textContent).toBe('Silk DRESS midi');
    expect([...first!.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['DRESS']);
    expect(second!.textContent).toBe('Tea <b>dress</b> in linen');
    expect(second!.querySelector('b')).toBeNull();
    expect([...second!.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['dress']);
  });

  it('below the first four cards, the browser lays the cards out only when they come near the viewport', async () => {
    const edges = [1, 2, 3, 4, 5, 6].map((n) => ({ cursor: `c${n}`, node: product(`p${n}`, `Dress ${n}`) }));
    start('/search?q=dress', results({ edges }));
    await waitFor(() => expect(titles()).toHaveLength(6));
    const cards = [...document.querySelectorAll('.product-grid__list > li')];
    expect(cards.map((card) => card.classList.contains('renders-near-view'))).toEqual([
      false,
      false,
      false,
      false,
      true,
      true,
    ]);
  });

  it('puts sort and filters in the URL, and the query asks with them', async () => {
    const { router } = start('/search?q=dress', results());
    await screen.findByRole('heading', { name: /Results for/ });

    fireEvent.change(screen.getByRole('combobox', { name: 'Sort by' }), { target: { value: 'PRICE_ASC' } });
    await waitFor(() => expect(router.state.location.search).toBe('?q=dress&sort=PRICE_ASC'));
    await waitFor(() => expect(variablesOf('SearchScreenQuery').at(-1)).toMatchObject({ sort: 'PRICE_ASC' }));
    expect(
      within(screen.getByRole('combobox', { name: 'Sort by' }))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Relevance', 'Newest', 'Price low–high', 'Price high–low']);

    fireEvent.click(screen.getByRole('button', { name: 'Filters' }));
    const filters = await screen.findByRole('dialog', { name: 'Filters' });
    fireEvent.click(within(filters).getByRole('checkbox', { name: /Dresses/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=dress&sort=PRICE_ASC&category=DRESSES'));
    await waitFor(() =>
      expect(variablesOf('SearchScreenQuery').at(-1)).toMatchObject({
        query: 'dress',
        sort: 'PRICE_ASC',
        filter: { categoryCodes: ['DRESSES'] },
      }),
    );
  });

  it('offers a guest to pick her sizes for "In my size", kept in the URL and sent with the query', async () => {
    const { router } = start('/search?q=dress', results());
    await screen.findByRole('heading', { name: /Results for/ });
    fireEvent.click(screen.getByRole('button', { name: 'Filters' }));
    const filters = await screen.findByRole('dialog', { name: 'Filters' });
    expect(within(filters).getByRole('link', { name: 'sign in' }).getAttribute('href')).toBe(
      '/login?redirect_uri=%2Fsearch%3Fq%3Ddress',
    );
    fireEvent.click(within(filters).getByRole('button', { name: 'Pick sizes' }));
    fireEvent.click(within(filters).getByRole('checkbox', { name: 'US 8' }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=dress&mySize=US+8&mine=1'));
    await waitFor(() =>
      expect(variablesOf('SearchScreenQuery').at(-1)).toMatchObject({
        filter: { inMySize: true, mySizes: ['US 8'] },
      }),
    );
    expect(await screen.findByRole('button', { name: /In my size/, hidden: true })).toBeTruthy(); // the active filter's chip
  });

  it("counts a member's saved sizes and turns the filter on and off in the URL", async () => {
    const saved = { sizes: ['M', 'US 8'], saved: true, signedIn: true, count: 7 };
    const { router } = start('/search?q=dress', results({}, saved));
    await screen.findByRole('heading', { name: /Results for/ });
    fireEvent.click(screen.getByRole('button', { name: 'Filters' }));
    const filters = await screen.findByRole('dialog', { name: 'Filters' });
    const toggle = within(filters).getByRole('checkbox', { name: /In my size, available now/ });
    expect(toggle.closest('label')!.textContent).toBe('In my size, available now7');
    expect(within(filters).getByText(/Your sizes: M, US 8/)).toBeTruthy();
    fireEvent.click(toggle);
    await waitFor(() => expect(router.state.location.search).toBe('?q=dress&mine=1'));
    await waitFor(() => expect(variablesOf('SearchScreenQuery').at(-1)).toMatchObject({ filter: { inMySize: true } }));
  });

  it('takes prices of at most 3 integer digits and 2 decimals (SPEC §5), and applies them to the URL', async () => {
    const { router } = start('/search?q=dress', results());
    fireEvent.click(await screen.findByRole('button', { name: 'Filters' }));
    const filters = await screen.findByRole('dialog', { name: 'Filters' });
    const min = within(filters).getByRole('textbox', { name: 'Minimum price' }) as HTMLInputElement;
    const max = within(filters).getByRole('textbox', { name: 'Maximum price' }) as HTMLInputElement;
    expect(min.inputMode).toBe('decimal');
    fireEvent.change(min, { target: { value: '45.5' } });
    fireEvent.change(min, { target: { value: '45.555' } });
    fireEvent.change(max, { target: { value: '1000' } });
    fireEvent.change(max, { target: { value: '99x' } });
    expect([min.value, max.value]).toEqual(['45.5', '']);
    fireEvent.change(max, { target: { value: '999.99' } });
    fireEvent.click(within(filters).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=dress&priceMin=45.5&priceMax=999.99'));
  });

  it('loads the next page with "Load more"', async () => {
    start('/search?q=dress', results());
    fireEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(variablesOf('SearchResultsPaginationQuery')).toHaveLength(1));
    expect(variablesOf('SearchResultsPaginationQuery')[0]).toMatchObject({ query: 'dress', cursor: 'c2' });
  });

  it('says when nothing matched, links "did you mean" and offers trending and hot keywords', async () => {
    const { router } = start(
      '/search?q=dres',
      results({ totalCount: 0, edges: [], highlightTerms: [], didYouMean: 'dress', pageInfo: { hasNextPage: false } }),
    );
    expect(await screen.findByRole('heading', { name: 'No results for “dres”' })).toBeTruthy();
    const link = screen.getByRole('link', { name: 'dress' });
    expect(link.getAttribute('href')).toBe('/search?q=dress');
    expect(link.parentElement!.textContent).toBe('Did you mean dress?');
    const trending = await screen.findByRole('region', { name: 'Trending' });
    expect(within(trending).getByRole('link', { name: 'linen dress' }).getAttribute('href')).toBe(
      '/search?q=linen+dress',
    );
    expect(
      within(screen.getByRole('region', { name: 'Popular searches' })).getByRole('link', { name: 'denim' }),
    ).toBeTruthy();

    fireEvent.click(link);
    await waitFor(() => expect(router.state.location.search).toBe('?q=dress'));
    await waitFor(() => expect(search.inputsOf('useRecordSearchMutation')).toEqual([{ keyword: 'dress' }]));
  });
});

describe('/search without q', () => {
  it('shows the trending and hot keywords and a search box', async () => {
    const { router } = start('/search', searchBase);
    expect(await screen.findByRole('heading', { name: 'Search' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Search | Tote'));
    expect(variablesOf('SearchScreenQuery')[0]).toMatchObject({ hasQuery: false });
    expect(
      within(screen.getByRole('region', { name: 'Trending' })).getByRole('link', { name: 'linen dress' }),
    ).toBeTruthy();

    const box = screen.getByRole('searchbox', { name: 'Search styles, brands and categories' });
    fireEvent.change(box, { target: { value: 'wrap dress' } });
    await act(async () => fireEvent.submit(box.closest('form')!));
    await waitFor(() => expect(router.state.location.search).toBe('?q=wrap+dress'));
    await screen.findByRole('heading', { name: /Results for “wrap dress”/ });
  });
});
