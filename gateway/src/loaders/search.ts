import type {
  ClearRecentSearchParams,
  RecentSearches,
  RecordSearchParams,
  SearchBefore,
  SearchFacets,
  SearchParams,
  SearchResponse,
  SearchSuggestions,
} from '@tote/contract/search';
import { read, sharedRead, write } from './define.js';

export const searchEndpoints = {
  /** A nested `filter`, like the product lists: sent as a POST body (still a read, shared across requests). */
  searchProducts: sharedRead<SearchParams, SearchResponse>('/ai_search/products', 'POST'),
  searchFacets: sharedRead<{ keyword: string }, SearchFacets>('/ai_search/products/filter'),
  searchSuggestions: sharedRead<{ prefix: string }, SearchSuggestions>('/ai_search/suggestions'),
  searchBefore: read<Record<string, never>, SearchBefore>('/ai_search/search_before'),
  recordSearch: write<RecordSearchParams, RecentSearches>('/ai_search/record_search'),
  clearRecentSearch: write<ClearRecentSearchParams, RecentSearches>('/ai_search/clear_recent_search'),
};
