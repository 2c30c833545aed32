import { graphql, usePreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router';
import type { SearchScreenQuery } from '../../../__generated__/SearchScreenQuery.graphql.ts';
import type { ScreenData } from '../../../platform/relay/loadScreenQuery.ts';
import { AppShell } from '../../shell/index.ts';
import { useDocumentTitle } from '../../../platform/hooks/useDocumentTitle.ts';
import { SearchForm } from './SearchForm.tsx';
import { SearchResults } from './SearchResults.tsx';
import { SearchKeywordChips } from './SearchKeywordChips.tsx';
import './Search.css';

export const searchScreenQuery = graphql`
  query SearchScreenQuery(
    $query: String!
    $hasQuery: Boolean!
    $sort: SearchSort = RELEVANCE
    $filter: ProductFilterInput
  ) {
    ...AppShell_query
    ...SearchResults_query
      @include(if: $hasQuery)
      @alias(as: "results")
      @arguments(query: $query, sort: $sort, filter: $filter)
    searchDrawer @skip(if: $hasQuery) {
      ...SearchKeywordChips_drawer
    }
  }
`;

/** /search: the results of ?q= with the listing's filters, sort and paging; without q, where to start. */
export function SearchScreen() {
  const { queryRef } = useLoaderData() as ScreenData<SearchScreenQuery>;
  const data = usePreloadedQuery<SearchScreenQuery>(searchScreenQuery, queryRef);
  const { query } = queryRef.variables;
  useDocumentTitle(query ? `Results for “${query}”` : 'Search');

  return (
    <AppShell query={data}>
      <div className="page listing search-screen">
        <SearchForm key={query} query={query} />
        {data.results ? (
          <SearchResults query={data.results} />
        ) : (
          <>
            <header className="listing__header">
              <h1 className="listing__title">Search</h1>
            </header>
            {data.searchDrawer ? <SearchKeywordChips drawer={data.searchDrawer} /> : null}
          </>
        )}
      </div>
    </AppShell>
  );
}
