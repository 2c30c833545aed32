import { useEffect, useRef } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import type { ProductGrid_listing$key } from '../../__generated__/ProductGrid_listing.graphql.ts';
import type { ProductGridPaginationQuery } from '../../__generated__/ProductGridPaginationQuery.graphql.ts';
import { FiltersPanel } from '../FiltersPanel/FiltersPanel.tsx';
import { Drawer } from '../Drawer/Drawer.tsx';
import { openDrawer } from '../../state/ui.ts';
import { ProductCardList } from './ProductCardList.tsx';
import { GridFooter } from './GridFooter.tsx';
import { useListingFilters } from './useListingFilters.ts';
import { SORTS, type Sort } from './filterParams.ts';
import './ProductGrid.css';

interface Props {
  listing: ProductGrid_listing$key;
}

const PAGE_SIZE = 24;
/** Pages loaded by scrolling before the shopper has to press "Load more". */
const AUTO_PAGES = 3;

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
  const filters = useListingFilters();
  const sentinel = useRef<HTMLDivElement>(null);
  const autoLoads = useRef(0);
  const edges = data.products.edges;
  const total = data.products.totalCount;

  // Infinite-ish paging: the next pages load as the end of the grid scrolls into view, then a button.
  useEffect(() => {
    const target = sentinel.current;
    if (!target || !hasNext || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting) && !isLoadingNext && autoLoads.current < AUTO_PAGES) {
          autoLoads.current += 1;
          loadNext(PAGE_SIZE);
        }
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [hasNext, isLoadingNext, loadNext]);

  const sortOptions = data.facets?.sortOptions.length
    ? data.facets.sortOptions
    : SORTS.map((value) => ({ value, label: value.replace('_', ' ').toLowerCase() }));

  return (
    <section className="product-grid" aria-label="Products">
      <div className="product-grid__toolbar">
        <p className="product-grid__count" aria-live="polite">
          {total.toLocaleString('en-US')} {total === 1 ? 'style' : 'styles'}
        </p>
        <div className="product-grid__controls">
          {data.facets ? (
            <button
              type="button"
              className="button button--ghost product-grid__filter-button"
              aria-haspopup="dialog"
              onClick={() => openDrawer('filter')}
            >
              Filters{filters.activeCount > 0 ? ` (${filters.activeCount})` : ''}
            </button>
          ) : null}
          <label className="product-grid__sort">
            <span className="product-grid__sort-label">Sort by</span>
            <select value={filters.sort} onChange={(event) => filters.setSort(event.target.value as Sort)}>
              {sortOptions.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </label>
        </div>
      </div>

      {filters.activeCount > 0 ? (
        <div className="product-grid__active">
          <span className="visually-hidden">Active filters:</span>
          {filters.filter?.availableNow ? (
            <button type="button" className="product-grid__chip" onClick={() => filters.setAvailableNow(false)}>
              Available now <span aria-hidden="true">×</span>
            </button>
          ) : null}
          {filters.filter?.sizes?.map((size) => (
            <button
              key={`size-${size}`}
              type="button"
              className="product-grid__chip"
              onClick={() => filters.toggle('size', size)}
            >
              Size {size} <span aria-hidden="true">×</span>
            </button>
          ))}
          {filters.filter?.colors?.map((color) => (
            <button
              key={`color-${color}`}
              type="button"
              className="product-grid__chip"
              onClick={() => filters.toggle('color', color)}
            >
              {color} <span aria-hidden="true">×</span>
            </button>
          ))}
          {filters.filter?.brandIds?.length ? (
            <button
              type="button"
              className="product-grid__chip"
              onClick={() => filters.filter?.brandIds?.forEach((id) => filters.toggle('brand', String(id)))}
            >
              {filters.filter.brandIds.length} {filters.filter.brandIds.length === 1 ? 'brand' : 'brands'}{' '}
              <span aria-hidden="true">×</span>
            </button>
          ) : null}
          {filters.filter?.priceMin !== undefined || filters.filter?.priceMax !== undefined ? (
            <button type="button" className="product-grid__chip" onClick={() => filters.setPrice('', '')}>
              ${filters.filter?.priceMin ?? 0}–
              {filters.filter?.priceMax !== undefined ? `$${filters.filter.priceMax}` : 'any'}{' '}
              <span aria-hidden="true">×</span>
            </button>
          ) : null}
          <button type="button" className="product-grid__clear" onClick={filters.clearAll}>
            Clear all
          </button>
        </div>
      ) : null}

      {edges.length === 0 ? (
        <div className="product-grid__empty">
          <p>No styles match these filters.</p>
          {filters.activeCount > 0 ? (
            <button type="button" className="button" onClick={filters.clearAll}>
              Clear filters
            </button>
          ) : null}
        </div>
      ) : (
        <ProductCardList products={edges.map((edge) => edge.node)} />
      )}

      <GridFooter
        ref={sentinel}
        shown={edges.length}
        total={total}
        hasNext={hasNext}
        isLoadingNext={isLoadingNext}
        onLoadMore={() => loadNext(PAGE_SIZE)}
      />

      {data.facets ? (
        <Drawer name="filter" title="Filters" side="right">
          <FiltersPanel facets={data.facets} filters={filters} />
        </Drawer>
      ) : null}
    </section>
  );
}
