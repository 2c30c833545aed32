/**
 * Listing filters and sort live in the URL query (they survive reload and back):
 * ?sort=PRICE_ASC&size=S&size=M&color=black&brand=12&priceMin=50&priceMax=300&available=1
 * Route loaders turn them into query variables; the grid's controls write them.
 */
export const SORTS = ['RECOMMENDED', 'NEWEST', 'PRICE_ASC', 'PRICE_DESC'] as const;
export type Sort = (typeof SORTS)[number];

export interface ListingFilter {
  sizes?: string[];
  colors?: string[];
  brandIds?: number[];
  priceMin?: number;
  priceMax?: number;
  availableNow?: boolean;
}

export interface ListingVariables {
  sort: Sort;
  filter: ListingFilter | null;
}

export const PARAM = {
  sort: 'sort',
  size: 'size',
  color: 'color',
  brand: 'brand',
  priceMin: 'priceMin',
  priceMax: 'priceMax',
  available: 'available',
} as const;

function price(value: string | null): number | undefined {
  if (value === null || value.trim() === '') return undefined;
  const amount = Number(value);
  return Number.isFinite(amount) && amount >= 0 && amount <= 999999 ? amount : undefined;
}

export function listingVariablesFromSearch(search: URLSearchParams): ListingVariables {
  const sortParam = search.get(PARAM.sort);
  const sort: Sort = (SORTS as readonly string[]).includes(sortParam ?? '') ? (sortParam as Sort) : 'RECOMMENDED';
  const filter: ListingFilter = {};
  const sizes = search.getAll(PARAM.size).filter(Boolean);
  const colors = search.getAll(PARAM.color).filter(Boolean);
  const brandIds = search
    .getAll(PARAM.brand)
    .map(Number)
    .filter((id) => Number.isInteger(id) && id > 0);
  if (sizes.length) filter.sizes = sizes;
  if (colors.length) filter.colors = colors;
  if (brandIds.length) filter.brandIds = brandIds;
  const priceMin = price(search.get(PARAM.priceMin));
  const priceMax = price(search.get(PARAM.priceMax));
  if (priceMin !== undefined) filter.priceMin = priceMin;
  if (priceMax !== undefined) filter.priceMax = priceMax;
  if (search.get(PARAM.available) === '1') filter.availableNow = true;
  return { sort, filter: Object.keys(filter).length > 0 ? filter : null };
}

export function listingVariablesFromUrl(url: string): ListingVariables {
  return listingVariablesFromSearch(new URL(url).searchParams);
}

/** The filter params, for "clear all" (other params such as `title` or `code` stay). */
export const FILTER_PARAMS: readonly string[] = [
  PARAM.size,
  PARAM.color,
  PARAM.brand,
  PARAM.priceMin,
  PARAM.priceMax,
  PARAM.available,
];
