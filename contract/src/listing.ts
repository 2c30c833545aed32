/**
 * Listing filters and sort in the URL query (they survive reload and back):
 * ?sort=PRICE_ASC&size=S&size=M&color=black&brand=12&category=DRESSES&priceMin=50&priceMax=300&available=1
 * &mine=1&mySize=M&mySize=US%208 — "in my size, available now" (mine=1) reads the signed-in member's saved sizes;
 * a guest's (or a member's without saved ones) are the picked mySize values, kept even while the filter is off.
 * The web's route loaders and the gateway (which preloads a page's query into its HTML) both turn them
 * into the screen query's variables with these functions. The listings sort by ProductSort, search by
 * SearchSort: the sort's values and default come with the screen.
 */
export const SORTS = ['RECOMMENDED', 'NEWEST', 'PRICE_ASC', 'PRICE_DESC'] as const;
export type Sort = (typeof SORTS)[number];

/** A screen's sort values; the default is left out of the URL. */
export interface SortConfig<S extends string> {
  values: readonly S[];
  fallback: S;
}

export const LISTING_SORT: SortConfig<Sort> = { values: SORTS, fallback: 'RECOMMENDED' };

export interface ListingFilter {
  sizes?: string[];
  colors?: string[];
  brandIds?: number[];
  categoryCodes?: string[];
  priceMin?: number;
  priceMax?: number;
  availableNow?: boolean;
  inMySize?: boolean;
  mySizes?: string[];
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
  category: 'category',
  priceMin: 'priceMin',
  priceMax: 'priceMax',
  available: 'available',
  mine: 'mine',
  mySize: 'mySize',
} as const;

function price(value: string | null): number | undefined {
  if (value === null || value.trim() === '') return undefined;
  const amount = Number(value);
  return Number.isFinite(amount) && amount >= 0 && amount <= 999999 ? amount : undefined;
}

export function sortFromSearch<S extends string>(search: URLSearchParams, { values, fallback }: SortConfig<S>): S {
  const sort = search.get(PARAM.sort);
  return (values as readonly string[]).includes(sort ?? '') ? (sort as S) : fallback;
}

export function filterFromSearch(search: URLSearchParams): ListingFilter | null {
  const filter: ListingFilter = {};
  const sizes = search.getAll(PARAM.size).filter(Boolean);
  const colors = search.getAll(PARAM.color).filter(Boolean);
  const categoryCodes = search.getAll(PARAM.category).filter(Boolean);
  const brandIds = search
    .getAll(PARAM.brand)
    .map(Number)
    .filter((id) => Number.isInteger(id) && id > 0);
  if (sizes.length) filter.sizes = sizes;
  if (colors.length) filter.colors = colors;
  if (brandIds.length) filter.brandIds = brandIds;
  if (categoryCodes.length) filter.categoryCodes = categoryCodes;
  const priceMin = price(search.get(PARAM.priceMin));
  const priceMax = price(search.get(PARAM.priceMax));
  if (priceMin !== undefined) filter.priceMin = priceMin;
  if (priceMax !== undefined) filter.priceMax = priceMax;
  if (search.get(PARAM.available) === '1') filter.availableNow = true;
  if (search.get(PARAM.mine) === '1') filter.inMySize = true;
  const mySizes = search.getAll(PARAM.mySize).filter(Boolean);
  if (mySizes.length) filter.mySizes = mySizes;
  return Object.keys(filter).length > 0 ? filter : null;
}

export function listingVariablesFromSearch(search: URLSearchParams): ListingVariables {
  return { sort: sortFromSearch(search, LISTING_SORT), filter: filterFromSearch(search) };
}
