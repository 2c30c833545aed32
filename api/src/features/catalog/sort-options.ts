/** The orders a product list can be sorted in, as /filter/info and the searches offer them. */
import type { SortKey } from '@tote/contract/catalog';

export const SORT_OPTIONS: { value: SortKey; label: string }[] = [
  { value: 'recommended', label: 'Recommended' },
  { value: 'newest', label: 'Newest' },
  { value: 'price_asc', label: 'Price: low to high' },
  { value: 'price_desc', label: 'Price: high to low' },
];
