import type { LoaderFunctionArgs } from 'react-router';
import OrderHistoryScreenQuery, {
  type OrderHistoryScreenQuery as Q,
  type OrderTab,
} from '../../../__generated__/OrderHistoryScreenQuery.graphql.ts';
import { loadSignedInScreenQuery } from '../../../platform/relay/loadScreenQuery.ts';
import { requireLogin } from '../../../platform/session/guards.ts';

const TABS: Record<string, OrderTab> = { current: 'CURRENT', past: 'PAST', cancelled: 'CANCELLED' };

/** `?tab=past` → PAST; no tab or an unknown one is the current tab. */
export const tabOf = (search: URLSearchParams): OrderTab => TABS[search.get('tab') ?? ''] ?? 'CURRENT';

/**
 * /account/order-history: login (members and shoppers who only bought alike), the tab in the URL.
 * Always read from the network: orders move on their own (payments, the carrier).
 */
export function orderHistoryLoader(args: LoaderFunctionArgs) {
  requireLogin(args);
  const tab = tabOf(new URL(args.request.url).searchParams);
  return loadSignedInScreenQuery<Q>(OrderHistoryScreenQuery, { tab }, 'store-and-network');
}
