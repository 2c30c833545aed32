import { graphql, usePaginationFragment, usePreloadedQuery } from 'react-relay';
import { Link, useLoaderData } from 'react-router';
import type {
  RentalFilter,
  RentalHistoryScreenQuery,
} from '../../../__generated__/RentalHistoryScreenQuery.graphql.ts';
import type * as RentalsGenerated from '../../../__generated__/RentalHistoryScreen_rentals.graphql.ts';
import type { ScreenData } from '../../../platform/relay/loadScreenQuery.ts';
import { useDocumentTitle } from '../../../platform/hooks/useDocumentTitle.ts';
import { RentalCard } from './RentalCard.tsx';
import './OrderHistory.css';
import './RentalHistory.css';
import { PagedList } from './PagedList.tsx';

type RentalHistoryScreen_rentals$key = RentalsGenerated.RentalHistoryScreen_rentals$key;

export const rentalHistoryScreenQuery = graphql`
  query RentalHistoryScreenQuery($filter: RentalFilter!) {
    viewer {
      id
      rentalSummary {
        total
        out
        back
        toteUpperLimit
      }
      ...RentalHistoryScreen_rentals @arguments(filter: $filter)
    }
  }
`;

type Summary = { total: number; out: number; back: number };

/** The filters in menu order: title, the summary's count, what an empty list says. */
const FILTERS: { filter: RentalFilter; title: string; count: keyof Summary; empty: string }[] = [
  { filter: 'ALL', title: 'All', count: 'total', empty: 'You have not rented anything yet.' },
  { filter: 'OUT', title: 'Out now', count: 'out', empty: 'Nothing is out with you right now.' },
  {
    filter: 'BACK',
    title: 'Back',
    count: 'back',
    empty: 'Nothing has come back yet. Returned and bought items show here.',
  },
];

/**
 * /account/order-history/rentals: every item the member rented — out now, back, the Tote slots they
 * take — filtered (`?filter=out|back`), newest rental first, a page at a time.
 */
export function RentalHistoryScreen() {
  const { queryRef } = useLoaderData() as ScreenData<RentalHistoryScreenQuery>;
  const { viewer } = usePreloadedQuery<RentalHistoryScreenQuery>(rentalHistoryScreenQuery, queryRef);
  useDocumentTitle('Rental history');
  if (!viewer) return null;
  const filter = queryRef.variables.filter;
  const summary = viewer.rentalSummary;
  const current = FILTERS.find((f) => f.filter === filter) ?? FILTERS[0]!;
  return (
    <div className="order-history rental-history">
      <nav aria-label="Breadcrumb" className="rental-history__crumbs">
        <Link to="/account/order-history">Order history</Link> / Rental history
      </nav>
      <h1 className="account-page__title">Rental history</h1>
      <dl className="rental-history__summary" aria-label="Your rentals">
        <div>
          <dt>Out now</dt>
          <dd>{summary.out}</dd>
        </div>
        <div>
          <dt>Back</dt>
          <dd>{summary.back}</dd>
        </div>
        <div>
          <dt>Tote slots in use</dt>
          <dd>
            {summary.out} of {summary.toteUpperLimit}
          </dd>
        </div>
      </dl>
      <nav className="order-history__tabs" aria-label="Rental filter">
        {FILTERS.map((f) => (
          <Link
            key={f.filter}
            to={`?filter=${f.filter.toLowerCase()}`}
            className="order-history__tab"
            aria-current={f.filter === filter ? 'page' : undefined}
          >
            {f.title} <span className="order-history__count">{summary[f.count]}</span>
          </Link>
        ))}
      </nav>
      <Rentals user={viewer} empty={current.empty} />
    </div>
  );
}

function Rentals({ user, empty }: { user: RentalHistoryScreen_rentals$key; empty: string }) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment(
    graphql`
      fragment RentalHistoryScreen_rentals on User
      @argumentDefinitions(
        filter: { type: "RentalFilter", defaultValue: ALL }
        count: { type: "Int", defaultValue: 10 }
        cursor: { type: "String" }
      )
      @refetchable(queryName: "RentalHistoryPaginationQuery") {
        rentalHistory(filter: $filter, first: $count, after: $cursor)
          @connection(key: "RentalHistoryScreen_rentalHistory") {
          edges {
            node {
              orderItemId
              ...RentalCard_item
            }
          }
        }
      }
    `,
    user,
  );
  const edges = data.rentalHistory.edges;
  if (edges.length === 0)
    return (
      <div className="account-card order-history__empty">
        <p>{empty}</p>
        <Link to="/new-arrivals" className="button button--ghost">
          Shop new arrivals
        </Link>
      </div>
    );
  return (
    <PagedList
      label="Rented items"
      items={edges}
      keyOf={({ node }) => node.orderItemId}
      render={({ node }) => <RentalCard item={node} />}
      hasNext={hasNext}
      isLoadingNext={isLoadingNext}
      loadNext={loadNext}
    />
  );
}
