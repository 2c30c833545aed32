/**
 * Listing filters and sort live in the URL query (they survive reload and back); the params and their
 * parsing are shared with the gateway (@tote/contract/listing). Route loaders turn them into query
 * variables; the grid's controls write them.
 */
import { PARAM } from '@tote/contract/listing';

export {
  filterFromSearch,
  LISTING_SORT,
  PARAM,
  SORTS,
  sortFromSearch,
  type ListingFilter,
  type ListingVariables,
  type Sort,
  type SortConfig,
} from '@tote/contract/listing';

/** The filter params, for "clear all" (other params such as `title` or `code` stay). */
export const FILTER_PARAMS: readonly string[] = [
  PARAM.size,
  PARAM.color,
  PARAM.brand,
  PARAM.category,
  PARAM.priceMin,
  PARAM.priceMax,
  PARAM.available,
  PARAM.mine, // a guest's picked sizes (mySize) stay: they are not a filter by themselves
];
