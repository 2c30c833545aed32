import type { LoaderFunctionArgs } from 'react-router';
import RentalHistoryScreenQuery, {
  type RentalFilter,
  type RentalHistoryScreenQuery as Q,
} from '../../../__generated__/RentalHistoryScreenQuery.graphql.ts';
import { loadSignedInScreenQuery } from '../../../platform/relay/loadScreenQuery.ts';
import { requireLogin } from '../../../platform/session/guards.ts';

const FILTERS: Record<string, RentalFilter> = { all: 'ALL', out: 'OUT', back: 'BACK' };

/** `?filter=out` → OUT; no filter or an unknown one is ALL. */
export const filterOf = (search: URLSearchParams): RentalFilter => FILTERS[search.get('filter') ?? ''] ?? 'ALL';

/**
 * /account/order-history/rentals: login, the filter in the URL. Always read from the network: items
 * move on their own (the carrier, returns).
 */
export function rentalHistoryLoader(args: LoaderFunctionArgs) {
  requireLogin(args);
  const filter = filterOf(new URL(args.request.url).searchParams);
  return loadSignedInScreenQuery<Q>(RentalHistoryScreenQuery, { filter }, 'store-and-network');
}
