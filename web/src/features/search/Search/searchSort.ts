import type { SortConfig } from '../../catalog/index.ts';

/** Search results sort by SearchSort; relevance is the default (left out of the URL). */
export type SearchSortValue = 'RELEVANCE' | 'NEWEST' | 'PRICE_ASC' | 'PRICE_DESC';

export const SEARCH_SORT_OPTIONS: ReadonlyArray<{ value: SearchSortValue; label: string }> = [
  { value: 'RELEVANCE', label: 'Relevance' },
  { value: 'NEWEST', label: 'Newest' },
  { value: 'PRICE_ASC', label: 'Price low–high' },
  { value: 'PRICE_DESC', label: 'Price high–low' },
];

export const SEARCH_SORT: SortConfig<SearchSortValue> = {
  values: SEARCH_SORT_OPTIONS.map((option) => option.value),
  fallback: 'RELEVANCE',
};
