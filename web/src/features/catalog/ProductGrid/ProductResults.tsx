import type { FiltersPanel_facets$key } from '../../../__generated__/FiltersPanel_facets.graphql.ts';
import type { MySizeFilter_facet$key } from '../../../__generated__/MySizeFilter_facet.graphql.ts';
import type { ProductCard_product$key } from '../../../__generated__/ProductCard_product.graphql.ts';
import { FiltersPanel } from './FiltersPanel.tsx';
import { Drawer } from '../../../ui/Drawer/Drawer.tsx';
import { ProductCardList } from './ProductCardList.tsx';
import { GridFooter } from './GridFooter.tsx';
import { ListingToolbar } from './ListingToolbar.tsx';
import { ActiveFilters } from './ActiveFilters.tsx';
import { useAutoLoadMore } from './useAutoLoadMore.ts';
import { useListingFilters } from './useListingFilters.ts';
import './ProductGrid.css';

interface Props<S extends string> {
  total: number;
  products: ReadonlyArray<ProductCard_product$key & { readonly id: string }>;
  facets: FiltersPanel_facets$key | null | undefined;
  mySize: MySizeFilter_facet$key | null | undefined;
  sortOptions: ReadonlyArray<{ value: S; label: string }>;
  sort: S;
  onSort: (value: S) => void;
  hasNext: boolean;
  isLoadingNext: boolean;
  loadNext: (count: number) => unknown;
  /** Words to mark in the product titles (search). */
  highlightTerms?: readonly string[];
  /** Offer the categories facet as a filter (search spans categories). */
  withCategories?: boolean;
}

/**
 * A paginated product grid with its controls, for the listings and search: sort, filters (in the
 * URL, in the filter drawer), the active filters, the cards and the paging footer.
 */
export function ProductResults<S extends string>({
  total,
  products,
  facets,
  mySize,
  sortOptions,
  sort,
  onSort,
  hasNext,
  isLoadingNext,
  loadNext,
  highlightTerms,
  withCategories,
}: Props<S>) {
  const filters = useListingFilters();
  const { sentinel, loadMore } = useAutoLoadMore({ hasNext, isLoadingNext, loadNext });

  return (
    <section className="product-grid" aria-label="Products">
      <ListingToolbar
        total={total}
        hasFilters={facets != null}
        activeFilterCount={filters.activeCount}
        sortOptions={sortOptions}
        sort={sort}
        onSort={onSort}
      />
      <ActiveFilters filters={filters} />

      {products.length === 0 ? (
        <div className="product-grid__empty">
          <p>No styles match these filters.</p>
          {filters.activeCount > 0 ? (
            <button type="button" className="button" onClick={filters.clearAll}>
              Clear filters
            </button>
          ) : null}
        </div>
      ) : (
        <ProductCardList products={products} highlightTerms={highlightTerms} />
      )}

      <GridFooter
        ref={sentinel}
        shown={products.length}
        total={total}
        hasNext={hasNext}
        isLoadingNext={isLoadingNext}
        onLoadMore={loadMore}
      />

      {facets ? (
        <Drawer name="filter" title="Filters" side="right">
          <FiltersPanel facets={facets} mySize={mySize} filters={filters} withCategories={withCategories} />
        </Drawer>
      ) : null}
    </section>
  );
}
