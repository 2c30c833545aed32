import { Suspense, useState } from 'react';
import { graphql, useLazyLoadQuery, usePaginationFragment, usePreloadedQuery } from 'react-relay';
import { Link, useLoaderData } from 'react-router';
import type { BillingAndReceiptsScreenQuery } from '../../../__generated__/BillingAndReceiptsScreenQuery.graphql.ts';
import type * as ReceiptsGenerated from '../../../__generated__/BillingAndReceiptsScreen_receipts.graphql.ts';
import type * as DetailGenerated from '../../../__generated__/BillingAndReceiptsScreenDetailQuery.graphql.ts';
import type { ScreenData } from '../../../platform/relay/loadScreenQuery.ts';
import { useDocumentTitle } from '../../../platform/hooks/useDocumentTitle.ts';
import { Spinner } from '../../../ui/Spinner/Spinner.tsx';
import { formatShortDate } from '../../../platform/format/dates.ts';
import './BillingAndReceipts.css';

type BillingAndReceiptsScreen_receipts$key = ReceiptsGenerated.BillingAndReceiptsScreen_receipts$key;
type BillingAndReceiptsScreenDetailQuery = DetailGenerated.BillingAndReceiptsScreenDetailQuery;

export const billingAndReceiptsScreenQuery = graphql`
  query BillingAndReceiptsScreenQuery {
    viewer {
      id
      paymentMethod {
        maskedNumber
        brand
        expMonth
        expYear
      }
      ...BillingAndReceiptsScreen_receipts
    }
  }
`;

/** What a receipt charged for. */
export const COST_TYPES: Record<string, string> = {
  SUBSCRIPTION: 'Subscription',
  PURCHASE: 'Purchase',
  REFUND: 'Refund',
  PREMIUM: 'Premium',
  ORDER: 'Order',
};

/** /account/billing-and-receipts: the saved card and the billing history, each receipt's detail on demand. */
export function BillingAndReceiptsScreen() {
  const { queryRef } = useLoaderData() as ScreenData<BillingAndReceiptsScreenQuery>;
  const { viewer } = usePreloadedQuery<BillingAndReceiptsScreenQuery>(billingAndReceiptsScreenQuery, queryRef);
  useDocumentTitle('Billing and receipts');
  if (!viewer) return null;
  const card = viewer.paymentMethod;
  return (
    <div className="billing">
      <h1 className="account-page__title">Billing and receipts</h1>
      <section className="account-section" aria-labelledby="billing-card">
        <h2 id="billing-card" className="account-section__title">
          Payment method
        </h2>
        <div className="account-card">
          {card ? (
            <p>
              {card.brand} {card.maskedNumber} · expires {String(card.expMonth).padStart(2, '0')}/
              {String(card.expYear).slice(-2)}
            </p>
          ) : (
            <p>No card saved.</p>
          )}
        </div>
      </section>
      <Receipts user={viewer} />
    </div>
  );
}

function Receipts({ user }: { user: BillingAndReceiptsScreen_receipts$key }) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment(
    graphql`
      fragment BillingAndReceiptsScreen_receipts on User
      @argumentDefinitions(count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" })
      @refetchable(queryName: "BillingAndReceiptsReceiptsPaginationQuery") {
        receipts(first: $count, after: $cursor) @connection(key: "BillingAndReceiptsScreen_receipts") {
          totalCount
          edges {
            node {
              id
              orderId
              costType
              title
              amount {
                formatted
              }
              status
              card {
                brand
                last4
              }
              createdAt
            }
          }
        }
      }
    `,
    user,
  );
  const [open, setOpen] = useState<string | null>(null);
  const edges = data.receipts.edges;
  return (
    <section className="account-section" aria-labelledby="billing-receipts">
      <h2 id="billing-receipts" className="account-section__title">
        Receipts
      </h2>
      <div className="account-card">
        {edges.length === 0 ? <p>No receipts yet.</p> : null}
        <ul className="receipt-list">
          {edges.map(({ node }) => (
            <li key={node.id} className="receipt-list__item">
              <div className="receipt-list__row">
                <span>
                  <span className="receipt-list__title">{node.title}</span>
                  <span className="receipt-list__meta">
                    {formatShortDate(node.createdAt)} · {COST_TYPES[node.costType] ?? node.costType}
                    {node.card ? ` · ${node.card.brand} •••• ${node.card.last4}` : ''}
                    {node.status === 'REFUNDED' ? ' · Refunded' : ''}
                  </span>
                </span>
                <span className="receipt-list__amount">{node.amount.formatted}</span>
                <button
                  type="button"
                  className="link-button"
                  aria-expanded={open === node.id}
                  onClick={() => setOpen(open === node.id ? null : node.id)}
                >
                  {open === node.id ? 'Hide receipt' : 'View receipt'}
                </button>
              </div>
              {open === node.id ? (
                <Suspense fallback={<Spinner />}>
                  <ReceiptDetail id={node.id} orderId={node.orderId ?? null} />
                </Suspense>
              ) : null}
            </li>
          ))}
        </ul>
        {hasNext ? (
          <button type="button" className="button button--ghost" disabled={isLoadingNext} onClick={() => loadNext(10)}>
            {isLoadingNext ? 'Loading…' : 'Show more'}
          </button>
        ) : null}
      </div>
    </section>
  );
}

/** A receipt's lines and totals, and the way to the order it charged for (a monthly renewal's too). */
function ReceiptDetail({ id, orderId }: { id: string; orderId: number | null }) {
  const { viewer } = useLazyLoadQuery<BillingAndReceiptsScreenDetailQuery>(
    graphql`
      query BillingAndReceiptsScreenDetailQuery($id: ID!) {
        viewer {
          id
          receipt(id: $id) {
            id
            lines {
              title
              detail
              quantity
              amount {
                formatted
              }
            }
            subtotal {
              formatted
            }
            couponCode
            discount {
              amount
              formatted
            }
            pointsUsed
            pointsValue {
              formatted
            }
            totalBilled {
              formatted
            }
            periodStart
            periodEnd
            billingAddress {
              firstName
              lastName
              streetAddress
              city
              state
              zip
            }
          }
        }
      }
    `,
    { id },
    { fetchPolicy: 'store-or-network' },
  );
  const r = viewer?.receipt;
  if (!r) return <p>This receipt is not available.</p>;
  return (
    <div className="receipt-detail">
      {r.periodStart && r.periodEnd ? (
        <p className="receipt-list__meta">
          Period: {formatShortDate(r.periodStart)} – {formatShortDate(r.periodEnd)}
        </p>
      ) : null}
      <dl className="receipt-detail__lines">
        {r.lines.map((line, index) => (
          <div key={index}>
            <dt>
              {line.title}
              {line.detail ? ` · ${line.detail}` : ''}
              {line.quantity > 1 ? ` × ${line.quantity}` : ''}
            </dt>
            <dd>{line.amount.formatted}</dd>
          </div>
        ))}
        <div>
          <dt>Subtotal</dt>
          <dd>{r.subtotal.formatted}</dd>
        </div>
        {r.discount.amount > 0 ? (
          <div>
            <dt>Discount{r.couponCode ? ` (${r.couponCode})` : ''}</dt>
            <dd>−{r.discount.formatted}</dd>
          </div>
        ) : null}
        {r.pointsUsed > 0 ? (
          <div>
            <dt>Bonus credits ({r.pointsUsed} points)</dt>
            <dd>−{r.pointsValue.formatted}</dd>
          </div>
        ) : null}
        <div className="receipt-detail__total">
          <dt>Total</dt>
          <dd>{r.totalBilled.formatted}</dd>
        </div>
      </dl>
      {r.billingAddress ? (
        <p className="receipt-list__meta">
          Billed to {r.billingAddress.firstName} {r.billingAddress.lastName}, {r.billingAddress.streetAddress},{' '}
          {r.billingAddress.city}, {r.billingAddress.state} {r.billingAddress.zip}
        </p>
      ) : null}
      {orderId ? (
        <p className="receipt-detail__order">
          <Link to={`/order/${orderId}`}>View order #{orderId}</Link>
        </p>
      ) : null}
    </div>
  );
}
