import { graphql, usePaginationFragment } from 'react-relay';
import type { SearchResults_query$key } from '../../../__generated__/SearchResults_query.graphql.ts';
import type { SearchResultsPaginationQuery } from '../../../__generated__/SearchResultsPaginationQuery.graphql.ts';
import { ProductResults, useListingFilters, useUrlSort } from '../../catalog/index.ts';
import { SearchEmpty } from './SearchEmpty.tsx';
import { SEARCH_SORT, SEARCH_SORT_OPTIONS } from './searchSort.ts';
import { formatCount } from '../../../platform/format/counts.ts';

interface Props {
  query: SearchResults_query$key;
}

/**
 * The results of a search: "Results for “q”" with the total, then the listing's grid (filters, sort
 * and paging in the URL) with the query's words marked in the titles; nothing found (and no filter
 * to blame): the empty state.
 */
export function SearchResults({ query }: Props) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<
    SearchResultsPaginationQuery,
    SearchResults_query$key
  >(
    graphql`
      fragment SearchResults_query on Query
      @refetchable(queryName: "SearchResultsPaginationQuery")
      @argumentDefinitions(
        count: { type: "Int", defaultValue: 24 }
        cursor: { type: "String" }
        query: { type: "String!" }
        sort: { type: "SearchSort", defaultValue: RELEVANCE }
        filter: { type: "ProductFilterInput" }
      ) {
        search(query: $query, first: $count, after: $cursor, sort: $sort, filter: $filter)
          @connection(key: "SearchResults_search") {
          totalCount
          query
          highlightTerms
          didYouMean
          facets {
            ...FiltersPanel_facets
          }
          mySize {
            ...MySizeFilter_facet
          }
          edges {
            node {
              id
              ...ProductCard_product
            }
          }
        }
      }
    `,
    query,
  );
  const { sort, setSort } = useUrlSort(SEARCH_SORT);
  const { activeCount } = useListingFilters();
  const result = data.search;

  if (result.totalCount === 0 && activeCount === 0) {
    return <SearchEmpty query={result.query} didYouMean={result.didYouMean ?? null} />;
  }

  return (
    <>
      <header className="listing__header">
        <h1 className="listing__title">
          Results for “{result.query}” <span className="search-screen__total">({formatCount(result.totalCount)})</span>
        </h1>
      </header>
      <ProductResults
        total={result.totalCount}
        products={result.edges.map((edge) => edge.node)}
        facets={result.facets}
        mySize={result.mySize}
        sortOptions={SEARCH_SORT_OPTIONS}
        sort={sort}
        onSort={setSort}
        hasNext={hasNext}
        isLoadingNext={isLoadingNext}
        loadNext={loadNext}
        highlightTerms={result.highlightTerms}
        withCategories
      />
    </>
  );
}
