import { graphql, usePaginationFragment, usePreloadedQuery } from 'react-relay';
import { Link, useLoaderData } from 'react-router';
import type { OrderHistoryScreenQuery, OrderTab } from '../../../__generated__/OrderHistoryScreenQuery.graphql.ts';
import type * as OrdersGenerated from '../../../__generated__/OrderHistoryScreen_orders.graphql.ts';
import type { ScreenData } from '../../../platform/relay/loadScreenQuery.ts';
import { useDocumentTitle } from '../../../platform/hooks/useDocumentTitle.ts';
import { OrderCard } from './OrderCard.tsx';
import './OrderHistory.css';
import { PagedList } from './PagedList.tsx';

type OrderHistoryScreen_orders$key = OrdersGenerated.OrderHistoryScreen_orders$key;

export const orderHistoryScreenQuery = graphql`
  query OrderHistoryScreenQuery($tab: OrderTab!) {
    viewer {
      id
      orderTabs {
        tab
        title
        count
      }
      ...OrderHistoryScreen_orders @arguments(tab: $tab)
    }
  }
`;

/** What each tab says when it has no orders. */
const EMPTY: Record<OrderTab, { text: string; shop: boolean }> = {
  CURRENT: { text: 'Nothing on its way right now. Orders you place show here until they are settled.', shop: true },
  PAST: { text: 'No past orders yet. Delivered purchases and returned rentals show here.', shop: true },
  CANCELLED: { text: 'No cancelled orders.', shop: false },
  '%future added value': { text: 'No orders.', shop: false },
};

/** /account/order-history: the tabs with their counts (the tab in `?tab=`), and the tab's orders, newest first. */
export function OrderHistoryScreen() {
  const { queryRef } = useLoaderData() as ScreenData<OrderHistoryScreenQuery>;
  const { viewer } = usePreloadedQuery<OrderHistoryScreenQuery>(orderHistoryScreenQuery, queryRef);
  useDocumentTitle('Order history');
  if (!viewer) return null;
  const tab = queryRef.variables.tab;
  return (
    <div className="order-history">
      <header className="order-history__head">
        <h1 className="account-page__title">Order history</h1>
        <Link to="/account/order-history/rentals" className="link-button">
          Rental history
        </Link>
      </header>
      <nav className="order-history__tabs" aria-label="Order tabs">
        {viewer.orderTabs.map((t) => (
          <Link
            key={t.tab}
            to={`?tab=${t.tab.toLowerCase()}`}
            className="order-history__tab"
            aria-current={t.tab === tab ? 'page' : undefined}
          >
            {t.title} <span className="order-history__count">{t.count}</span>
          </Link>
        ))}
      </nav>
      <Orders user={viewer} tab={tab} />
    </div>
  );
}

function Orders({ user, tab }: { user: OrderHistoryScreen_orders$key; tab: OrderTab }) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment(
    graphql`
      fragment OrderHistoryScreen_orders on User
      @argumentDefinitions(
        tab: { type: "OrderTab", defaultValue: CURRENT }
        count: { type: "Int", defaultValue: 10 }
        cursor: { type: "String" }
      )
      @refetchable(queryName: "OrderHistoryOrdersPaginationQuery") {
        orders(tab: $tab, first: $count, after: $cursor) @connection(key: "OrderHistoryScreen_orders") {
          totalCount
          edges {
            node {
              id
              ...OrderCard_order
            }
          }
        }
      }
    `,
    user,
  );
  const edges = data.orders.edges;
  if (edges.length === 0) {
    const empty = EMPTY[tab];
    return (
      <div className="account-card order-history__empty">
        <p>{empty.text}</p>
        {empty.shop ? (
          <Link to="/new-arrivals" className="button button--ghost">
            Shop new arrivals
          </Link>
        ) : null}
      </div>
    );
  }
  return (
    <PagedList
      label="Orders"
      items={edges}
      keyOf={({ node }) => node.id}
      render={({ node }) => <OrderCard order={node} />}
      hasNext={hasNext}
      isLoadingNext={isLoadingNext}
      loadNext={loadNext}
    />
  );
}
