/** A shared collection's URL filters (availableNow, sort, size, page) as its screen query's variables. */
import type { ProductSort } from '../../../__generated__/ShareCollectionScreenQuery.graphql.ts';

export const SHARE_PAGE_SIZE = 24;
export const SORTS: ReadonlyArray<{ value: string; sort: ProductSort; label: string }> = [
  { value: 'recommended', sort: 'RECOMMENDED', label: 'Recommended' },
  { value: 'newest', sort: 'NEWEST', label: 'Newest' },
  { value: 'price_asc', sort: 'PRICE_ASC', label: 'Price: low to high' },
  { value: 'price_desc', sort: 'PRICE_DESC', label: 'Price: high to low' },
];

export function shareCollectionVariables(shareId: string, search: URLSearchParams) {
  const page = Number(search.get('page'));
  const sort = SORTS.find((s) => s.value === search.get('sort'))?.sort ?? 'RECOMMENDED';
  const availableNow = search.get('availableNow') === '1';
  const size = search.get('size')?.trim();
  const filter =
    availableNow || size ? { ...(availableNow ? { availableNow } : {}), ...(size ? { sizes: [size] } : {}) } : null;
  return {
    shareId,
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
    pageSize: SHARE_PAGE_SIZE,
    sort,
    filter,
  };
}
