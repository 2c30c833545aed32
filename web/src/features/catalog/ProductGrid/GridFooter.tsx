import type { Ref } from 'react';
import { Spinner } from '../../../ui/Spinner/Spinner.tsx';
import './ProductGrid.css';
import { formatCount } from '../../../platform/format/counts.ts';

interface Props {
  /** ProductGrid watches the footer to load the next page as it scrolls into view. */
  ref?: Ref<HTMLDivElement>;
  shown: number;
  total: number;
  hasNext: boolean;
  isLoadingNext: boolean;
  onLoadMore: () => void;
  loadingLabel?: string;
}

/** Under a paginated grid: "Showing n of m", a spinner while the next page loads, "Load more". */
export function GridFooter({
  ref,
  shown,
  total,
  hasNext,
  isLoadingNext,
  onLoadMore,
  loadingLabel = 'Loading more styles',
}: Props) {
  return (
    <div ref={ref} className="product-grid__footer">
      {shown > 0 ? (
        <p className="product-grid__progress">
          Showing {formatCount(shown)} of {formatCount(total)}
        </p>
      ) : null}
      {isLoadingNext ? <Spinner label={loadingLabel} /> : null}
      {hasNext && !isLoadingNext ? (
        <button type="button" className="button button--ghost" onClick={onLoadMore}>
          Load more
        </button>
      ) : null}
    </div>
  );
}
