/** Shared value types: Money, and the enum mappings between the /v1 strings and the schema. */
import type { Availability, ProductSort, SizeAvailability } from '../__generated__/resolvers-types.js';
import type { Resolvers } from '../__generated__/resolvers-types.js';
import type { ProductCard, SizeAvailability as ContractSizeAvailability, SortKey } from '@tote/contract/catalog';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** The shop's prices are few: each is formatted once (a card shows three, a listing has dozens of cards). */
const formatted = new Map<number, string>();
export function formatUsd(amount: number): string {
  let text = formatted.get(amount);
  if (text === undefined) {
    text = usd.format(amount);
    if (formatted.size < 10_000) formatted.set(amount, text);
  }
  return text;
}

export const commonResolvers: Resolvers = {
  Money: {
    amount: (n) => n,
    currency: () => 'USD',
    formatted: (n) => formatUsd(n),
  },
};

const AVAILABILITY: Record<ProductCard['availability'], Availability> = {
  available: 'AVAILABLE',
  'low-stock': 'LOW_STOCK',
  oos: 'OUT_OF_STOCK',
};
export const availabilityOf = (a: ProductCard['availability']): Availability => AVAILABILITY[a];

const SIZE_AVAILABILITY: Record<ContractSizeAvailability, SizeAvailability> = {
  available: 'AVAILABLE',
  'only-one': 'ONLY_ONE',
  'low-stock': 'LOW_STOCK',
  oos: 'OUT_OF_STOCK',
};
export const sizeAvailabilityOf = (a: ContractSizeAvailability): SizeAvailability => SIZE_AVAILABILITY[a];

const SORT_TO_CONTRACT: Record<ProductSort, SortKey> = {
  RECOMMENDED: 'recommended',
  NEWEST: 'newest',
  PRICE_ASC: 'price_asc',
  PRICE_DESC: 'price_desc',
};
export const sortKeyOf = (s: ProductSort): SortKey => SORT_TO_CONTRACT[s];
export const productSortOf = (k: SortKey): ProductSort =>
  (Object.keys(SORT_TO_CONTRACT) as ProductSort[]).find((s) => SORT_TO_CONTRACT[s] === k) ?? 'RECOMMENDED';
