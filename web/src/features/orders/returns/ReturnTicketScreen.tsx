import { useState } from 'react';
import { graphql, useFragment, usePreloadedQuery } from 'react-relay';
import { Link, useLoaderData } from 'react-router';
import type { ReturnTicketScreenQuery } from '../../../__generated__/ReturnTicketScreenQuery.graphql.ts';
import type { ReturnTicketScreen_ticket$key } from '../../../__generated__/ReturnTicketScreen_ticket.graphql.ts';
import type { ScreenData } from '../../../platform/relay/loadScreenQuery.ts';
import { AppShell, NotFoundContent } from '../../shell/index.ts';
import { FormAlert } from '../../../ui/FormField/FormField.tsx';
import { useDocumentTitle } from '../../../platform/hooks/useDocumentTitle.ts';
import { formatShortDate } from '../../../platform/format/dates.ts';
import { NETWORK_ERROR_MESSAGE } from '../../../platform/relay/errorReactions.ts';
import { ReturnItems } from './ReturnItems.tsx';
import { ReturnParcel } from '../Order/ReturnParcel.tsx';
import { useCancelReturnMutation } from './useCancelReturnMutation.ts';
import { ORDER_STATUS_LABELS, orderBadgeClass } from '../Order/orderStatus.ts';
import './Returns.css';

export const returnTicketScreenQuery = graphql`
  query ReturnTicketScreenQuery($ticketId: Int!) {
    ...AppShell_query
    viewer {
      id
      isMember
    }
    returnTicket(ticketId: $ticketId) {
      id
      returnCode
      ...ReturnTicketScreen_ticket
    }
  }
`;

/** /return/{ticketId}: one return of the viewer's; anyone else's or an unknown one is the 404 page. */
export function ReturnTicketScreen() {
  const { queryRef } = useLoaderData() as ScreenData<ReturnTicketScreenQuery>;
  const data = usePreloadedQuery<ReturnTicketScreenQuery>(returnTicketScreenQuery, queryRef);
  const ticket = data.returnTicket;
  useDocumentTitle(ticket ? `Return ${ticket.returnCode}` : 'Page Not Found', { bare: !ticket });
  return (
    <AppShell query={data}>
      {ticket ? <TicketView ticket={ticket} showAllReceipts={Boolean(data.viewer?.isMember)} /> : <NotFoundContent />}
    </AppShell>
  );
}

/**
 * The return code and status, the label ("Print your return label", while it may be used), the items,
 * the return parcel's tracking (track-return), the refund of returned purchases, and cancelling the
 * return while its parcel waits for the carrier.
 */
function TicketView({ ticket, showAllReceipts }: { ticket: ReturnTicketScreen_ticket$key; showAllReceipts: boolean }) {
  const t = useFragment(
    graphql`
      fragment ReturnTicketScreen_ticket on ReturnTicket {
        id
        ticketId
        orderId
        returnCode
        status
        labelUrl
        labelUntil
        cancellable
        createdAt
        items {
          ...ReturnItems_lines
        }
        shipment {
          ...ReturnParcel_shipment
        }
        refund {
          amount {
            formatted
          }
          status
          refundedAt
          receipt {
            receiptId
            amount {
              formatted
            }
          }
        }
      }
    `,
    ticket,
  );
  const [cancel, cancelling] = useCancelReturnMutation();
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const cancelReturn = async () => {
    setError(null);
    try {
      const { cancelReturn: answer } = await cancel({ input: { ticketId: t.ticketId } });
      if (!answer.ticket)
        setError(answer.userErrors.map((e) => e.message).join(' ') || 'The return could not be cancelled.');
      else setNotice('Your return is cancelled. The items stay with you.');
    } catch {
      setError(NETWORK_ERROR_MESSAGE);
    }
  };

  const status = ORDER_STATUS_LABELS[t.status] ?? t.status;
  return (
    <div className="page order-page return-page">
      <nav aria-label="Breadcrumb" className="order-page__crumbs">
        <Link to="/account/order-history">Order history</Link> /{' '}
        <Link to={`/order/${t.orderId}`}>Order #{t.orderId}</Link>
      </nav>
      <header className="order-page__header">
        <div>
          <h1 className="order-page__title">Your return</h1>
          <p className="order-page__meta">
            Return code <span className="return-code">{t.returnCode}</span> · requested {formatShortDate(t.createdAt)}
          </p>
        </div>
        <span className={orderBadgeClass(status)} data-testid="return-status">
          {status}
        </span>
      </header>
      {notice ? <FormAlert tone="success">{notice}</FormAlert> : null}
      {error ? <FormAlert>{error}</FormAlert> : null}

      <div className="order-page__layout">
        <section className="order-page__items" aria-labelledby="return-items">
          <h2 id="return-items" className="order-page__section-title">
            Items going back
          </h2>
          <ReturnItems lines={t.items} />
          <section id="track-return" className="order-tracking" aria-labelledby="return-track">
            <h2 id="return-track" className="order-page__section-title">
              Track your return
            </h2>
            <ReturnParcel shipment={t.shipment} label="Return parcel" />
          </section>
        </section>

        <aside className="order-page__aside">
          {t.status === 'REQUESTED' ? (
            <section className="order-panel" aria-labelledby="return-label">
              <h2 id="return-label" className="order-page__section-title">
                Return label
              </h2>
              {t.labelUrl ? (
                <>
                  <p>Print the label, stick it on the parcel and hand it to the carrier.</p>
                  <p className="order-page__hint">Valid until {formatShortDate(t.labelUntil)}.</p>
                  <a className="button" href={t.labelUrl} target="_blank" rel="noopener">
                    Print your return label
                  </a>
                </>
              ) : (
                <p>This return label has expired.</p>
              )}
            </section>
          ) : null}
          {t.refund ? (
            <section className="order-panel" aria-labelledby="return-refund">
              <h2 id="return-refund" className="order-page__section-title">
                Refund
              </h2>
              {t.refund.status === 'SUCCEEDED' ? (
                <p>
                  {t.refund.amount.formatted} refunded to your card
                  {t.refund.refundedAt ? ` on ${formatShortDate(t.refund.refundedAt)}` : ''}.
                </p>
              ) : (
                <p>{t.refund.amount.formatted} will be refunded to your card shortly.</p>
              )}
              {t.refund.receipt ? <p className="order-page__hint">Receipt #{t.refund.receipt.receiptId}</p> : null}
              {t.refund.receipt && showAllReceipts ? (
                <Link to="/account/billing-and-receipts">All receipts</Link>
              ) : null}
            </section>
          ) : null}
          {t.cancellable ? (
            <section className="order-panel">
              <button
                type="button"
                className="button button--ghost"
                disabled={cancelling}
                onClick={() => void cancelReturn()}
              >
                {cancelling ? 'Cancelling…' : 'Cancel return'}
              </button>
            </section>
          ) : null}
        </aside>
      </div>
    </div>
  );
}
