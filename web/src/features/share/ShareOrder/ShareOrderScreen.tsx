import { graphql, usePreloadedQuery } from 'react-relay';
import { Link, useLoaderData } from 'react-router';
import type { ShareOrderScreenQuery } from '../../../__generated__/ShareOrderScreenQuery.graphql.ts';
import type { ScreenData } from '../../../platform/relay/loadScreenQuery.ts';
import { AppShell, NotFoundContent } from '../../shell/index.ts';
import { useDocumentTitle } from '../../../platform/hooks/useDocumentTitle.ts';
import { formatShortDate } from '../../../platform/format/dates.ts';
import { SharedOrderItems } from './SharedOrderItems.tsx';
import './ShareOrder.css';

export const shareOrderScreenQuery = graphql`
  query ShareOrderScreenQuery($shareId: String!) {
    ...AppShell_query
    sharedOrder(shareId: $shareId) {
      shareId
      status
      placedAt
      expiresAt
      items {
        title
      }
      ...SharedOrderItems_order
    }
  }
`;

/** "RETURN_IN_TRANSIT" → "Return in transit". */
export const statusText = (status: string): string =>
  status.charAt(0) + status.slice(1).toLowerCase().replace(/_/g, ' ');

/** /share/order/{shareId}: an order someone shared, read-only: its status, dates and items, no prices. */
export function ShareOrderScreen() {
  const { queryRef } = useLoaderData() as ScreenData<ShareOrderScreenQuery>;
  const data = usePreloadedQuery<ShareOrderScreenQuery>(shareOrderScreenQuery, queryRef);
  const order = data.sharedOrder;
  useDocumentTitle(order ? 'A shared Tote order' : 'Page Not Found', { bare: !order });
  if (!order)
    return (
      <AppShell query={data}>
        <NotFoundContent />
      </AppShell>
    );
  const count = order.items.length;
  return (
    <AppShell query={data}>
      <div className="page share-order">
        <header className="share-order__header">
          <p className="eyebrow">Shared with you</p>
          <h1 className="share-order__title">A Tote order</h1>
          <p className="share-order__meta">
            {count} {count === 1 ? 'piece' : 'pieces'} · placed {formatShortDate(order.placedAt)}
          </p>
          <span className="share-order__status" data-testid="shared-order-status">
            {statusText(order.status)}
          </span>
        </header>
        <SharedOrderItems order={order} />
        <footer className="share-order__footer">
          <p>Like what you see? Rent designer pieces and swap whenever you like.</p>
          <Link to="/new-arrivals" className="button">
            Shop new arrivals
          </Link>
          <p className="share-order__expiry">This link works until {formatShortDate(order.expiresAt)}.</p>
        </footer>
      </div>
    </AppShell>
  );
}
