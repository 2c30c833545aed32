/**
 * /v1 search contract: the search drawer (/ai_search/search_before, /filter/searchBefore), product
 * search (/ai_search/products, /filter/search), its facets (/ai_search/products/filter, and
 * /filter/info with `keyword`), type-ahead (/ai_search/suggestions) and recent searches
 * (/ai_search/record_search, /ai_search/clear_recent_search).
 *
 * The engine is PostgreSQL full-text search: a weighted document per product (title A, brand and
 * category B, color and occasion C, description D), ranked; the last word of a query also matches
 * as a prefix (type-ahead); pg_trgm finds the closest known term when a word matches nothing
 * ("did you mean").
 */
import type { BrandRef, CategoryRef, Page, ProductCard, SortKey } from './catalog.js';

/** A keyword is trimmed, inner whitespace collapsed, 1..100 characters. */
export const KEYWORD_MAX = 100;
/** Recent searches kept per shopper (server) and per browser (local key, guests). */
export const RECENT_SEARCHES_MAX = 10;
/** Trending: the most searched keywords of this many days. */
export const TRENDING_DAYS = 7;
/** The browser's local key for a guest's recent searches (SPEC: "search history"): a JSON string[]. */
export const SEARCH_HISTORY_KEY = 'tote.searchHistory';

/** Normalised form of a keyword: trimmed, whitespace collapsed, lower case. */
export function normalizeKeyword(raw: string): string {
  return raw.trim().replace(/\s+/g, ' ').toLowerCase().slice(0, KEYWORD_MAX);
}

/** /ai_search/search_before (and /filter/searchBefore): what the drawer shows before typing. */
export interface SearchBefore {
  /** The signed-in shopper's recent keywords, newest first (guests: [], the browser keeps theirs). */
  recent: string[];
  /** Most searched keywords of the last TRENDING_DAYS days, most first. */
  trending: { keyword: string; count: number }[];
  /** Keywords the shop suggests (its most stocked categories and occasions). */
  hotKeywords: string[];
}

/**
 * /ai_search/products and /filter/search: ListParams (paging, orderByColumn, availableNow, filter)
 * plus `keyword` (required). orderByColumn also takes 'relevance' (the default here).
 */
export type SearchSortKey = SortKey | 'relevance';

export interface SearchResponse extends Page<ProductCard> {
  keyword: string;
  /**
   * The words to highlight in titles: the query's words as typed, lower case (a prefix word
   * included as typed). Empty when nothing matched.
   */
  highlightTerms: string[];
  /**
   * When the keyword matched nothing (total 0): the closest keyword made of known terms, e.g.
   * "dres" → "dress", "chanel" → "chanel"; null when none is close enough.
   */
  didYouMean: string | null;
}

/** /ai_search/products/filter?keyword= (also /filter/info?keyword=): facets of a query, FilterInfo's shape. */
export type { FilterInfo as SearchFacets } from './catalog.js';

/** /ai_search/suggestions?prefix= (1..100 chars): type-ahead, typo tolerant. */
export interface SearchSuggestions {
  prefix: string;
  /** Keywords that complete or correct the prefix, best first (≤ 8). */
  terms: { keyword: string; kind: 'term' | 'brand' | 'category' | 'color' | 'occasion' }[];
  brands: BrandRef[]; // ≤ 4
  categories: CategoryRef[]; // ≤ 4
  products: ProductCard[]; // ≤ 4, ranked like /ai_search/products
  /** Set when the prefix as typed matches nothing but a close term does ("jens" → "jeans"). */
  didYouMean: string | null;
}

/** /ai_search/record_search and /ai_search/clear_recent_search answer the recent list after the change. */
export interface RecentSearches {
  recent: string[];
}
