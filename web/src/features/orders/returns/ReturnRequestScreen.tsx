import { useState } from 'react';
import { graphql, usePreloadedQuery } from 'react-relay';
import { Link, useLoaderData, useNavigate } from 'react-router';
import type { ReturnRequestScreenQuery } from '../../../__generated__/ReturnRequestScreenQuery.graphql.ts';
import type { ScreenData } from '../../../platform/relay/loadScreenQuery.ts';
import { AppShell, NotFoundContent } from '../../shell/index.ts';
import { FormAlert } from '../../../ui/FormField/FormField.tsx';
import { useDocumentTitle } from '../../../platform/hooks/useDocumentTitle.ts';
import { formatShortDate } from '../../../platform/format/dates.ts';
import { NETWORK_ERROR_MESSAGE } from '../../../platform/relay/errorReactions.ts';
import { ReturnItems } from './ReturnItems.tsx';
import { useRequestReturnMutation } from './useRequestReturnMutation.ts';
import './Returns.css';

export const returnRequestScreenQuery = graphql`
  query ReturnRequestScreenQuery($orderId: Int!) {
    ...AppShell_query
    order(orderId: $orderId) {
      id
      orderId
      returnOptions {
        items {
          line {
            orderItemId
            title
            ...ReturnItems_lines
          }
          refund {
            amount
            formatted
          }
        }
        window {
          open
          until
          reason
          days
        }
      }
    }
  }
`;

/**
 * /order/{orderId}/return: the delivered items that can go back now (/return/preCheckout), chosen with
 * a checkbox each, and the request (/return/confirm); then the return's page with its label. A closed
 * window says why; an unknown order or anyone else's is the 404 page.
 */
export function ReturnRequestScreen() {
  const { queryRef } = useLoaderData() as ScreenData<ReturnRequestScreenQuery>;
  const data = usePreloadedQuery<ReturnRequestScreenQuery>(returnRequestScreenQuery, queryRef);
  const order = data.order;
  useDocumentTitle(order ? `Return items of order #${order.orderId}` : 'Page Not Found', { bare: !order });
  const navigate = useNavigate();
  const [request, requesting] = useRequestReturnMutation();
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set());
  const [error, setError] = useState<string | null>(null);
  if (!order)
    return (
      <AppShell query={data}>
        <NotFoundContent />
      </AppShell>
    );

  const { items, window } = order.returnOptions;
  const itemOf = new Map(items.map((i) => [i.line.orderItemId, i]));
  const refundTotal = items.filter((i) => chosen.has(i.line.orderItemId)).reduce((sum, i) => sum + i.refund.amount, 0);
  const toggle = (id: number) => {
    const next = new Set(chosen);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    setChosen(next);
  };
  const submit = async () => {
    setError(null);
    try {
      const { requestReturn } = await request({
        input: {
          orderId: order.orderId,
          orderItemIds: items.map((i) => i.line.orderItemId).filter((id) => chosen.has(id)),
        },
      });
      if (!requestReturn.ticket) {
        setError(requestReturn.userErrors.map((e) => e.message).join(' ') || 'The return could not be requested.');
        return;
      }
      void navigate(`/return/${requestReturn.ticket.ticketId}`);
    } catch {
      setError(NETWORK_ERROR_MESSAGE);
    }
  };

  return (
    <AppShell query={data}>
      <div className="page order-page return-page">
        <nav aria-label="Breadcrumb" className="order-page__crumbs">
          <Link to="/account/order-history">Order history</Link> /{' '}
          <Link to={`/order/${order.orderId}`}>Order #{order.orderId}</Link>
        </nav>
        <h1 className="order-page__title">Return items</h1>
        {window.open && window.until ? (
          <p className="order-page__meta">
            Choose what goes back. You can print the return label until {formatShortDate(window.until)}.
          </p>
        ) : null}
        {!window.open ? <FormAlert tone="info">{window.reason}</FormAlert> : null}
        {window.open && items.length === 0 ? (
          <FormAlert tone="info">Nothing of this order can be returned now.</FormAlert>
        ) : null}
        {error ? <FormAlert>{error}</FormAlert> : null}
        {items.length > 0 ? (
          <form
            className="return-form"
            onSubmit={(e) => {
              e.preventDefault();
              void submit();
            }}
          >
            <ReturnItems
              lines={items.map((i) => i.line)}
              aside={(id) => {
                const item = itemOf.get(id);
                const refund = item?.refund;
                return (
                  <label className="return-choice">
                    <input
                      type="checkbox"
                      aria-label={`Return ${item?.line.title ?? 'this item'}`}
                      checked={chosen.has(id)}
                      onChange={() => toggle(id)}
                    />
                    <span>{refund && refund.amount > 0 ? `Return · refund ${refund.formatted}` : 'Return'}</span>
                  </label>
                );
              }}
            />
            <div className="return-form__footer">
              {refundTotal > 0 ? (
                <p className="order-page__hint">Refunded to your card once the items are back.</p>
              ) : null}
              <button type="submit" className="button" disabled={chosen.size === 0 || requesting}>
                {requesting
                  ? 'Requesting…'
                  : chosen.size > 1
                    ? `Request return of ${chosen.size} items`
                    : 'Request return'}
              </button>
            </div>
          </form>
        ) : null}
      </div>
    </AppShell>
  );
}
