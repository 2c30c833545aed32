import { openDrawer } from '../../../platform/state/ui.ts';
import './ProductGrid.css';
import { formatCount } from '../../../platform/format/counts.ts';

interface Props<S extends string> {
  total: number;
  /** The filters button shows when the results have facets to filter by. */
  hasFilters: boolean;
  activeFilterCount: number;
  sortOptions: ReadonlyArray<{ value: S; label: string }>;
  sort: S;
  onSort: (value: S) => void;
}

/** Above a product grid: the count, the filters button (opens the filter drawer) and the sort. */
export function ListingToolbar<S extends string>({
  total,
  hasFilters,
  activeFilterCount,
  sortOptions,
  sort,
  onSort,
}: Props<S>) {
  return (
    <div className="product-grid__toolbar">
      <p className="product-grid__count" aria-live="polite">
        {formatCount(total)} {total === 1 ? 'style' : 'styles'}
      </p>
      <div className="product-grid__controls">
        {hasFilters ? (
          <button
            type="button"
            className="button button--ghost product-grid__filter-button"
            aria-haspopup="dialog"
            onClick={() => openDrawer('filter')}
          >
            Filters{activeFilterCount > 0 ? ` (${activeFilterCount})` : ''}
          </button>
        ) : null}
        <label className="product-grid__sort">
          <span className="product-grid__sort-label">Sort by</span>
          <select value={sort} onChange={(event) => onSort(event.target.value as S)}>
            {sortOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
      </div>
    </div>
  );
}
