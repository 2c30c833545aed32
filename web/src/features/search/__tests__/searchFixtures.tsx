/**
 * The search tests' fixtures: the app's routes with a drawer's keywords, suggestions computed from the
 * prefix asked for, recent-search payloads, and helpers that drive the search combobox.
 */
import { expect } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { MockResolvers } from 'relay-test-utils/lib/RelayMockPayloadGenerator';
import { MockPayloadGenerator } from 'relay-test-utils';
import type { OperationDescriptor } from 'relay-runtime';
import { setupRouteFixtures } from '../../../../test/routeFixtures.tsx';
import { shopResolvers } from '../../../../test/shopResolvers.ts';
import { environment } from '../../../../test/relay.tsx';

export const DRAWER = {
  recent: [] as string[],
  trending: [{ keyword: 'linen dress', count: 12 }],
  hotKeywords: ['denim'],
};

/** What the gateway would suggest for a prefix: one keyword made of it, a brand, a category, a product. */
export function suggestionsFor(prefix: string, over: Record<string, unknown> = {}) {
  return {
    prefix,
    didYouMean: null,
    terms: [{ keyword: `${prefix}ss`, kind: 'TERM' }],
    brands: [{ id: 'brand-5', brandId: 5, name: 'Dresscode' }],
    categories: [{ id: 'category-DRESSES', code: 'DRESSES', name: 'Dresses' }],
    products: [{ id: 'product-9', title: 'Silk slip dress', url: '/product/9-silk-slip-dress' }],
    ...over,
  };
}

export const searchBase: MockResolvers = shopResolvers({
  SearchDrawer: () => DRAWER,
  SearchSuggestions: (context) => suggestionsFor(String(context.args?.prefix ?? '')),
  RecentSearchesPayload: () => ({ recent: [], userErrors: [] }),
  SearchConnection: (context) => ({
    query: String(context.args?.query ?? ''),
    highlightTerms: String(context.args?.query ?? '')
      .toLowerCase()
      .split(' '),
    didYouMean: null,
  }),
});

export const isSuggestions = (operation: OperationDescriptor) =>
  operation.request.node.params.name === 'SearchSuggestionsQuery';

/** The route fixtures plus the search drawer's controls. */
export function setupSearchFixtures(base: MockResolvers = searchBase) {
  const fixtures = setupRouteFixtures(base);

  const COMBOBOX = { name: 'Search styles, brands and categories' };
  const combobox = () => screen.getByRole('combobox', COMBOBOX);
  const type = (value: string) => fireEvent.change(combobox(), { target: { value } });
  const press = (key: string) => fireEvent.keyDown(combobox(), { key });
  const optionNamed = (name: string | RegExp) => screen.getByRole('option', { name });

  /** Opens the drawer from the header's search button (of the screen shown); resolves once its panel shows. */
  async function openSearch() {
    fireEvent.click(await screen.findByRole('button', { name: 'Open search' }));
    await screen.findByRole('dialog', { name: 'Search' });
    return screen.findByRole('combobox', COMBOBOX);
  }

  /** The suggestion queries still waiting for an answer (with `hold: isSuggestions`). */
  const pendingSuggestions = () => environment.mock.getAllOperations().filter(isSuggestions);

  async function pendingSuggestionFor(prefix: string) {
    await waitFor(() => expect(pendingSuggestions().map((o) => o.request.variables.prefix)).toContain(prefix));
    return pendingSuggestions().find((o) => o.request.variables.prefix === prefix)!;
  }

  function answer(operation: OperationDescriptor, suggestions: Record<string, unknown>) {
    act(() => {
      environment.mock.resolve(
        operation,
        MockPayloadGenerator.generate(operation, { ...base, SearchSuggestions: () => suggestions }),
      );
    });
  }

  /** The input of each mutation of that name, in order. */
  const inputsOf = (name: string) => fixtures.named(name).map((o) => o.request.variables.input as unknown);

  return {
    ...fixtures,
    combobox,
    type,
    press,
    optionNamed,
    openSearch,
    pendingSuggestions,
    pendingSuggestionFor,
    answer,
    inputsOf,
  };
}
