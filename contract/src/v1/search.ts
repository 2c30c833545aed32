/** The /v1 endpoints of the api's search feature (api/src/features/search/). */
import { bool, id, noParams, optStr } from '../params.js';
import { z } from 'zod';
import {
  clearRecentParams,
  optKeywordParam,
  recordSearchParams,
  searchParams,
  suggestionParams,
} from '../search-params.js';
import { endpoint } from './endpoint.js';
import type { FilterInfo } from '../catalog.js';
import type { RecentSearches, SearchBefore, SearchResponse, SearchSuggestions } from '../search.js';

/** features/search/filter-routes.ts */
export const searchFilterV1 = {
  info: endpoint<FilterInfo>()({
    path: '/filter/info',
    methods: ['GET', 'POST'],
    access: 'public',
    params: z.object({
      categoryCode: optStr(60),
      collectionCode: optStr(60),
      occasionCode: optStr(60),
      brandId: id().optional(),
      newArrivals: bool().optional(),
      title: optStr(100),
      /** Facets of a search (the products /ai_search/products finds for it). */
      keyword: optKeywordParam,
    }),
  }),
};

/** features/search/routes.ts */
export const searchV1 = {
  aiSearchSearchBefore: endpoint<SearchBefore>()({
    path: '/ai_search/search_before',
    methods: ['GET', 'POST'],
    access: 'viewer',
    params: noParams,
  }),
  filterSearchBefore: endpoint<SearchBefore>()({
    path: '/filter/searchBefore',
    methods: ['GET', 'POST'],
    access: 'viewer',
    params: noParams,
  }),
  aiSearchProducts: endpoint<SearchResponse>()({
    path: '/ai_search/products',
    methods: ['POST', 'GET'],
    access: 'public',
    params: searchParams,
  }),
  filterSearch: endpoint<SearchResponse>()({
    path: '/filter/search',
    methods: ['GET', 'POST'],
    access: 'viewer',
    params: searchParams,
  }),
  aiSearchProductsFilter: endpoint<FilterInfo>()({
    path: '/ai_search/products/filter',
    methods: ['GET', 'POST'],
    access: 'public',
    params: searchParams,
  }),
  aiSearchSuggestions: endpoint<SearchSuggestions>()({
    path: '/ai_search/suggestions',
    methods: ['GET', 'POST'],
    access: 'public',
    params: suggestionParams,
  }),
  /**
   * /ai_search/record_search (POST): `{ keyword }` records one search (counts toward trending; a
   * signed-in shopper's recent list gets it first); `{ merge: string[] }` (signed in, newest first)
   * adds a guest's local recent searches on login without counting them toward trending.
   */
  aiSearchRecordSearch: endpoint<RecentSearches>()({
    path: '/ai_search/record_search',
    methods: ['POST'],
    access: 'viewer',
    params: recordSearchParams,
  }),
  /** /ai_search/clear_recent_search (POST, signed in): `{ keyword }` removes one, `{}` removes all. */
  aiSearchClearRecentSearch: endpoint<RecentSearches>()({
    path: '/ai_search/clear_recent_search',
    methods: ['POST'],
    access: 'shopper',
    params: clearRecentParams,
  }),
};
