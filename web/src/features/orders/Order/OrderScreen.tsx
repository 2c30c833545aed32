import { useState } from 'react';
import { graphql, useFragment, usePreloadedQuery } from 'react-relay';
import { Link, useLoaderData } from 'react-router';
import type { OrderScreenQuery } from '../../../__generated__/OrderScreenQuery.graphql.ts';
import type { OrderScreen_order$key } from '../../../__generated__/OrderScreen_order.graphql.ts';
import type { ScreenData } from '../../../platform/relay/loadScreenQuery.ts';
import { AppShell, NotFoundContent } from '../../shell/index.ts';
import { FormAlert } from '../../../ui/FormField/FormField.tsx';
import { useDocumentTitle } from '../../../platform/hooks/useDocumentTitle.ts';
import { formatShortDate } from '../../../platform/format/dates.ts';
import { OrderActions } from './OrderActions.tsx';
import { OrderLines } from './OrderLines.tsx';
import { OrderReturns } from './OrderReturns.tsx';
import { OrderTracking } from './OrderTracking.tsx';
import { orderBadgeClass, orderStatusLabel } from './orderStatus.ts';
import './Order.css';
import { formatCount } from '../../../platform/format/counts.ts';

export const orderScreenQuery = graphql`
  query OrderScreenQuery($orderId: Int!) {
    ...AppShell_query
    viewer {
      id
      isMember
    }
    paymentConfig {
      provider
      publishableKey
    }
    order(orderId: $orderId) {
      id
      orderId
      ...OrderScreen_order
    }
  }
`;

/** The cost types as shown. */
const KIND_LABELS: Record<string, string> = {
  SUBSCRIPTION: 'Membership',
  PURCHASE: 'Purchase',
  PREMIUM: 'Next box early',
  ORDER: 'Rental order',
  REFUND: 'Refund',
};

/** /order/{orderId}: one order of the viewer's: its status, items, totals, card, address, receipt and actions. */
export function OrderScreen() {
  const { queryRef } = useLoaderData() as ScreenData<OrderScreenQuery>;
  const data = usePreloadedQuery<OrderScreenQuery>(orderScreenQuery, queryRef);
  const order = data.order;
  useDocumentTitle(order ? `Order #${order.orderId}` : 'Page Not Found', { bare: !order });
  const stripeKey = data.paymentConfig.provider === 'STRIPE' ? (data.paymentConfig.publishableKey ?? null) : null;
  return (
    <AppShell query={data}>
      {order ? (
        <OrderView order={order} stripeKey={stripeKey} isMember={Boolean(data.viewer?.isMember)} />
      ) : (
        <NotFoundContent />
      )}
    </AppShell>
  );
}

function OrderView({
  order,
  stripeKey,
  isMember,
}: {
  order: OrderScreen_order$key;
  stripeKey: string | null;
  isMember: boolean;
}) {
  const o = useFragment(
    graphql`
      fragment OrderScreen_order on Order {
        id
        orderId
        mode
        costType
        createdAt
        paidAt
        status
        paymentStatus
        paymentMessage
        lines {
          saleType
        }
        subtotal {
          amount
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
        shipping {
          amount
          formatted
        }
        totalBilled {
          amount
          formatted
        }
        card {
          brand
          last4
        }
        shippingAddress {
          firstName
          lastName
          streetAddress
          details
          city
          state
          zip
        }
        shippingAddressSource
        primaryActions
        ...OrderLines_order
        ...OrderTracking_order
        ...OrderReturns_order
        ...OrderActions_order
      }
    `,
    order,
  );
  const [notice, setNotice] = useState<string | null>(null);
  const badge = orderStatusLabel(o);
  const address = o.shippingAddress;
  const open = o.status === 'UNPAID';
  // A monthly renewal the shop charged: nothing ships; a failed one is retried on the saved card.
  const renewal = o.mode === 'RENEWAL';
  return (
    <div className="page order-page">
      <nav aria-label="Breadcrumb" className="order-page__crumbs">
        <Link to="/account/account-overview">Your account</Link> /{' '}
        {renewal ? (
          <Link to="/account/billing-and-receipts">Billing and receipts</Link>
        ) : (
          <Link to="/account/order-history">Order history</Link>
        )}
      </nav>
      <header className="order-page__header">
        <div>
          <h1 className="order-page__title">Order #{o.orderId}</h1>
          <p className="order-page__meta">
            Placed {formatShortDate(o.createdAt)} ·{' '}
            {renewal ? 'Membership renewal' : (KIND_LABELS[o.costType] ?? o.costType)}
            {o.paidAt ? ` · Paid ${formatShortDate(o.paidAt)}` : ''}
          </p>
        </div>
        <span className={orderBadgeClass(badge)} data-testid="order-status">
          {badge}
        </span>
      </header>

      {notice ? <FormAlert tone="success">{notice}</FormAlert> : null}
      {open && (o.paymentStatus === 'FAILED' || o.paymentStatus === 'ERROR') && o.paymentMessage ? (
        <FormAlert>
          Your last payment did not go through: {o.paymentMessage}
          {renewal ? (
            <>
              {' '}
              We’ll try again. <Link to="/account/my-subscription">Update your card</Link>
            </>
          ) : null}
        </FormAlert>
      ) : null}
      {o.status === 'CANCELLED' && o.paymentMessage && !notice ? (
        <FormAlert tone="info">{o.paymentMessage}</FormAlert>
      ) : null}
      {o.primaryActions.includes('PROCESSING') ? (
        <FormAlert tone="info">Your payment is being processed. This page shows the result once it arrives.</FormAlert>
      ) : null}

      <div className="order-page__layout">
        <section className="order-page__items" aria-labelledby="order-items">
          <h2 id="order-items" className="order-page__section-title">
            Items
          </h2>
          <OrderLines order={o} />
          <OrderTracking order={o} />
          <OrderReturns order={o} />
        </section>

        <aside className="order-page__aside">
          <section className="order-panel" aria-labelledby="order-summary">
            <h2 id="order-summary" className="order-page__section-title">
              Summary
            </h2>
            <dl className="order-totals">
              <div>
                <dt>Subtotal</dt>
                <dd>{o.subtotal.formatted}</dd>
              </div>
              {o.discount.amount > 0 ? (
                <div>
                  <dt>Promo code{o.couponCode ? ` ${o.couponCode}` : ''}</dt>
                  <dd>−{o.discount.formatted}</dd>
                </div>
              ) : null}
              {o.pointsUsed > 0 ? (
                <div>
                  <dt>Bonus credits ({formatCount(o.pointsUsed)} points)</dt>
                  <dd>−{o.pointsValue.formatted}</dd>
                </div>
              ) : null}
              {renewal ? null : (
                <div>
                  <dt>Shipping</dt>
                  <dd>{o.shipping.amount > 0 ? o.shipping.formatted : 'Free'}</dd>
                </div>
              )}
              <div className="order-totals__total">
                <dt>{open ? 'Total to pay' : o.status === 'CANCELLED' ? 'Total (not charged)' : 'Total billed'}</dt>
                <dd>{o.totalBilled.formatted}</dd>
              </div>
            </dl>
          </section>

          <section className="order-panel" aria-labelledby="order-payment">
            <h2 id="order-payment" className="order-page__section-title">
              Payment
            </h2>
            <p>
              {o.card
                ? `${cardBrand(o.card.brand)} •••• ${o.card.last4}`
                : o.paymentStatus === 'FREE'
                  ? 'Nothing to pay'
                  : o.status === 'CANCELLED'
                    ? 'Nothing was charged'
                    : 'No payment yet'}
            </p>
          </section>

          {renewal ? null : (
            <section className="order-panel" aria-labelledby="order-address">
              <h2 id="order-address" className="order-page__section-title">
                Shipping address
              </h2>
              {address ? (
                <address className="order-address">
                  {address.firstName} {address.lastName}
                  <br />
                  {address.streetAddress}
                  {address.details ? `, ${address.details}` : ''}
                  <br />
                  {address.city}, {address.state} {address.zip}
                </address>
              ) : (
                <p>No shipping address.</p>
              )}
              {address && o.shippingAddressSource === 'CURRENT' ? (
                <p className="order-page__hint">Your current shipping address.</p>
              ) : null}
            </section>
          )}

          <OrderActions
            order={o}
            stripeKey={stripeKey}
            showAllReceipts={isMember}
            onCancelled={() => setNotice('Your order is cancelled.')}
          />
        </aside>
      </div>
    </div>
  );
}

const BRANDS: Record<string, string> = {
  VISA: 'Visa',
  MASTERCARD: 'Mastercard',
  AMEX: 'American Express',
  DISCOVER: 'Discover',
};
export const cardBrand = (brand: string): string => BRANDS[brand] ?? brand.charAt(0) + brand.slice(1).toLowerCase();
