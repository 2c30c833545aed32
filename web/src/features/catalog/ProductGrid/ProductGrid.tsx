import { graphql, usePaginationFragment } from 'react-relay';
import type { ProductGrid_listing$key } from '../../../__generated__/ProductGrid_listing.graphql.ts';
import type { ProductGridPaginationQuery } from '../../../__generated__/ProductGridPaginationQuery.graphql.ts';
import { ProductResults } from './ProductResults.tsx';
import { useUrlSort } from './useListingFilters.ts';
import { LISTING_SORT, SORTS, type Sort } from './filterParams.ts';

interface Props {
  listing: ProductGrid_listing$key;
}

/** The products of a listing: sort, filters (in the URL), cards and paging. */
export function ProductGrid({ listing }: Props) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<
    ProductGridPaginationQuery,
    ProductGrid_listing$key
  >(
    graphql`
      fragment ProductGrid_listing on ProductListing
      @refetchable(queryName: "ProductGridPaginationQuery")
      @argumentDefinitions(
        count: { type: "Int", defaultValue: 24 }
        cursor: { type: "String" }
        sort: { type: "ProductSort", defaultValue: RECOMMENDED }
        filter: { type: "ProductFilterInput" }
      ) {
        facets {
          sortOptions {
            value
            label
          }
          ...FiltersPanel_facets
        }
        mySize(filter: $filter) {
          ...MySizeFilter_facet
        }
        products(first: $count, after: $cursor, sort: $sort, filter: $filter) @connection(key: "ProductGrid_products") {
          totalCount
          edges {
            node {
              id
              ...ProductCard_product
            }
          }
        }
      }
    `,
    listing,
  );
  const { sort, setSort } = useUrlSort(LISTING_SORT);

  const sortOptions = data.facets?.sortOptions.length
    ? data.facets.sortOptions.map((option) => ({ value: option.value as Sort, label: option.label }))
    : SORTS.map((value) => ({ value, label: value.replace('_', ' ').toLowerCase() }));

  return (
    <ProductResults
      total={data.products.totalCount}
      products={data.products.edges.map((edge) => edge.node)}
      facets={data.facets}
      mySize={data.mySize}
      sortOptions={sortOptions}
      sort={sort}
      onSort={setSort}
      hasNext={hasNext}
      isLoadingNext={isLoadingNext}
      loadNext={loadNext}
    />
  );
}
