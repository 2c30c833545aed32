import type { ReactNode } from 'react';

/** A page of cards (orders, rented items) with Load more while there is a next page. */
export function PagedList<T>({
  label,
  items,
  keyOf,
  render,
  hasNext,
  isLoadingNext,
  loadNext,
}: {
  label: string;
  items: readonly T[];
  keyOf: (item: T) => string | number;
  render: (item: T) => ReactNode;
  hasNext: boolean;
  isLoadingNext: boolean;
  loadNext: (count: number) => void;
}) {
  return (
    <>
      <ul className="order-history__list" aria-label={label}>
        {items.map((item) => (
          <li key={keyOf(item)}>{render(item)}</li>
        ))}
      </ul>
      {hasNext ? (
        <button
          type="button"
          className="button button--ghost order-history__more"
          disabled={isLoadingNext}
          onClick={() => loadNext(10)}
        >
          {isLoadingNext ? 'Loading…' : 'Load more'}
        </button>
      ) : null}
    </>
  );
}
