import type { ListingFiltersApi } from './useListingFilters.ts';
import './ProductGrid.css';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** The active filters as chips (a press removes one) and "Clear all". */
export function ActiveFilters({ filters }: { filters: ListingFiltersApi }) {
  const { filter } = filters;
  if (filters.activeCount === 0 || !filter) return null;
  const { brandIds, categoryCodes } = filter;

  return (
    <div className="product-grid__active">
      <span className="visually-hidden">Active filters:</span>
      {filter.availableNow ? (
        <button type="button" className="product-grid__chip" onClick={() => filters.setAvailableNow(false)}>
          Available now <span aria-hidden="true">×</span>
        </button>
      ) : null}
      {filter.inMySize ? (
        <button type="button" className="product-grid__chip" onClick={() => filters.setInMySize(false)}>
          In my size <span aria-hidden="true">×</span>
        </button>
      ) : null}
      {filter.sizes?.map((size) => (
        <button
          key={`size-${size}`}
          type="button"
          className="product-grid__chip"
          onClick={() => filters.toggle('size', size)}
        >
          Size {size} <span aria-hidden="true">×</span>
        </button>
      ))}
      {filter.colors?.map((color) => (
        <button
          key={`color-${color}`}
          type="button"
          className="product-grid__chip"
          onClick={() => filters.toggle('color', color)}
        >
          {color} <span aria-hidden="true">×</span>
        </button>
      ))}
      {brandIds?.length ? (
        <button type="button" className="product-grid__chip" onClick={() => filters.clear('brand')}>
          {plural(brandIds.length, 'brand', 'brands')} <span aria-hidden="true">×</span>
        </button>
      ) : null}
      {categoryCodes?.length ? (
        <button type="button" className="product-grid__chip" onClick={() => filters.clear('category')}>
          {plural(categoryCodes.length, 'category', 'categories')} <span aria-hidden="true">×</span>
        </button>
      ) : null}
      {filter.priceMin !== undefined || filter.priceMax !== undefined ? (
        <button type="button" className="product-grid__chip" onClick={() => filters.setPrice('', '')}>
          ${filter.priceMin ?? 0}–{filter.priceMax !== undefined ? `$${filter.priceMax}` : 'any'}{' '}
          <span aria-hidden="true">×</span>
        </button>
      ) : null}
      <button type="button" className="product-grid__clear" onClick={filters.clearAll}>
        Clear all
      </button>
    </div>
  );
}
