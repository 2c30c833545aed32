/** Search results, suggestions and the search drawer (schema/search.graphql). */
import type { ProductCard } from '@tote/contract/catalog';
import type { SearchBefore, SearchResponse, SearchSuggestions } from '@tote/contract/search';
import type { ProductFilterInput } from '../__generated__/resolvers-types.js';
import type { ConnectionModel, UserErrorData } from './_relay.js';

/** Search results: the upstream page cut to `first`, the query as sent and the filter as asked (for the facets). */
export interface SearchConnectionModel extends ConnectionModel<ProductCard> {
  page: SearchResponse;
  query: string;
  filter: ProductFilterInput | null | undefined;
}
export type SearchSuggestionsModel = SearchSuggestions;
export type SearchTermSuggestionModel = SearchSuggestions['terms'][number];
export type SearchDrawerModel = SearchBefore;
/** A recent-searches change: the drawer is read (/ai_search/search_before) only when the client asks for it. */
export interface RecentSearchesPayloadModel {
  recent: string[];
  userErrors: UserErrorData[];
}
