import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link, useRevalidator } from 'react-router';
import type { OrderActions_order$key } from '../../../__generated__/OrderActions_order.graphql.ts';
import { FormAlert } from '../../../ui/FormField/FormField.tsx';
import { Modal } from '../../../ui/Modal/Modal.tsx';
import { useCancelOrderMutation } from './useCancelOrderMutation.ts';
import { PaymentProgress, usePaymentRun, modeParam } from '../../checkout/index.ts';
import { newIdempotencyKey } from '../../../platform/relay/idempotencyKey.ts';
import { closeModal, openModal } from '../../../platform/state/ui.ts';
import { formatShortDate } from '../../../platform/format/dates.ts';
import { ShareOrderAction } from '../../share/index.ts';
import { ContactUsAction } from '../../support/index.ts';

/**
 * The order actions the api offers now: PAY_NOW (payOrder with the saved card, then the
 * payment intent handling of paymentIntent.ts, as the checkout's confirm step does), PROCESSING
 * (check again), VIEW_RECEIPT (the receipt inline), CANCEL_ORDER (after a confirmation),
 * CONTACT_US (the support request form about this order), TRACK_TOTE (to the parcels' tracking),
 * TRACK_RETURN and RETURN_LABEL (to the return parcels), RETURN (choose items to send back),
 * VIEW_REFUND (the Refund receipts inline); Share order for a placed order.
 */
export function OrderActions({
  order,
  stripeKey,
  showAllReceipts,
  onCancelled,
}: {
  order: OrderActions_order$key;
  stripeKey: string | null;
  /** Members have the billing history page (/account/billing-and-receipts is member-only). */
  showAllReceipts: boolean;
  onCancelled: () => void;
}) {
  const o = useFragment(
    graphql`
      fragment OrderActions_order on Order {
        orderId
        mode
        totalBilled {
          amount
          formatted
        }
        primaryActions
        secondaryActions
        ...ShareOrderAction_order
        refundReceipts {
          receiptId
          title
          createdAt
          amount {
            formatted
          }
        }
        receipt {
          id
          receiptId
          title
          createdAt
          lines {
            title
            detail
            quantity
            amount {
              formatted
            }
          }
          totalBilled {
            formatted
          }
        }
      }
    `,
    order,
  );
  const revalidator = useRevalidator();
  const [cancelOrder, cancelling] = useCancelOrderMutation();
  const [cancelError, setCancelError] = useState<string | null>(null);
  const [showReceipt, setShowReceipt] = useState(false);
  const [showRefund, setShowRefund] = useState(false);
  const { phase, busy, progress, error, run, pay } = usePaymentRun({ from: modeParam(o.mode), stripeKey });

  const target = { orderId: o.orderId, totalBilled: o.totalBilled.amount, redirectUri: `/order/${o.orderId}` };
  const payNow = () => void run(target.totalBilled, () => pay(target, newIdempotencyKey()));

  const confirmCancel = async () => {
    setCancelError(null);
    try {
      const { cancelOrder: answer } = await cancelOrder({ input: { orderId: o.orderId } });
      if (answer.userErrors.length > 0 || !answer.order) {
        setCancelError(answer.userErrors.map((e) => e.message).join(' ') || 'This order could not be cancelled.');
        return;
      }
      closeModal('cancelOrder');
      onCancelled();
    } catch {
      // The network layer showed its reaction; the modal stays open to try again.
      setCancelError('Network Error. Please try again later.');
    }
  };

  const primary = o.primaryActions;
  const secondary = o.secondaryActions;
  const receipt = o.receipt;
  return (
    <section className="order-panel order-actions" aria-label="Order actions">
      {error ? <FormAlert>{error}</FormAlert> : null}
      {primary.includes('PAY_NOW') ? (
        <button type="button" className="button order-actions__primary" disabled={busy} onClick={payNow}>
          Pay now {o.totalBilled.formatted}
        </button>
      ) : null}
      {primary.includes('PROCESSING') ? (
        <button
          type="button"
          className="button button--ghost order-actions__primary"
          disabled={revalidator.state !== 'idle'}
          onClick={() => void revalidator.revalidate()}
        >
          {revalidator.state !== 'idle' ? 'Checking…' : 'Payment processing — check again'}
        </button>
      ) : null}
      {primary.includes('TRACK_TOTE') ? (
        <a className="button order-actions__primary" href="#track">
          Track your Tote
        </a>
      ) : null}
      {primary.includes('RETURN_LABEL') ? (
        <a className="button order-actions__primary" href="#returns">
          Your return label
        </a>
      ) : null}
      {primary.includes('TRACK_RETURN') ? (
        <a className="button order-actions__primary" href="#returns">
          Track your return
        </a>
      ) : null}
      <ul className="order-actions__secondary">
        {secondary.includes('RETURN') ? (
          <li>
            <Link className="link-button" to={`/order/${o.orderId}/return`}>
              Return items
            </Link>
          </li>
        ) : null}
        {secondary.includes('VIEW_RECEIPT') && receipt ? (
          <li>
            <button
              type="button"
              className="link-button"
              aria-expanded={showReceipt}
              onClick={() => setShowReceipt(!showReceipt)}
            >
              {showReceipt ? 'Hide receipt' : 'View receipt'}
            </button>
          </li>
        ) : null}
        {secondary.includes('VIEW_REFUND') && o.refundReceipts.length > 0 ? (
          <li>
            <button
              type="button"
              className="link-button"
              aria-expanded={showRefund}
              onClick={() => setShowRefund(!showRefund)}
            >
              {showRefund ? 'Hide refund' : 'View refund'}
            </button>
          </li>
        ) : null}
        {secondary.includes('CANCEL_ORDER') ? (
          <li>
            <button
              type="button"
              className="link-button"
              disabled={busy}
              onClick={() => {
                setCancelError(null);
                openModal('cancelOrder');
              }}
            >
              Cancel order
            </button>
          </li>
        ) : null}
        {secondary.includes('CONTACT_US') ? (
          <li>
            <ContactUsAction orderId={o.orderId} />
          </li>
        ) : null}
        <ShareOrderAction order={o} />
      </ul>

      {showReceipt && receipt ? (
        <div className="order-receipt" aria-label="Receipt">
          <p className="order-receipt__title">{receipt.title}</p>
          <p className="order-page__hint">
            Receipt #{receipt.receiptId} · {formatShortDate(receipt.createdAt)}
          </p>
          <dl className="order-totals">
            {receipt.lines.map((line, index) => (
              <div key={index}>
                <dt>
                  {line.title}
                  {line.quantity > 1 ? ` × ${line.quantity}` : ''}
                </dt>
                <dd>{line.amount.formatted}</dd>
              </div>
            ))}
            <div className="order-totals__total">
              <dt>Total billed</dt>
              <dd>{receipt.totalBilled.formatted}</dd>
            </div>
          </dl>
          {showAllReceipts ? <Link to="/account/billing-and-receipts">All receipts</Link> : null}
        </div>
      ) : null}

      {showRefund ? (
        <div className="order-receipt" aria-label="Refund">
          {o.refundReceipts.map((r) => (
            <div key={r.receiptId}>
              <p className="order-receipt__title">{r.title}</p>
              <p className="order-page__hint">
                Receipt #{r.receiptId} · {formatShortDate(r.createdAt)}
              </p>
              <dl className="order-totals">
                <div className="order-totals__total">
                  <dt>Refunded</dt>
                  <dd>{r.amount.formatted}</dd>
                </div>
              </dl>
            </div>
          ))}
          {showAllReceipts ? <Link to="/account/billing-and-receipts">All receipts</Link> : null}
        </div>
      ) : null}

      <Modal name="cancelOrder" title="Cancel this order?">
        <div className="order-cancel">
          <p>
            Your order #{o.orderId} will be cancelled. Any bonus credits and promo code it used come back to you, and
            nothing is charged.
          </p>
          {cancelError ? <FormAlert>{cancelError}</FormAlert> : null}
          <div className="order-cancel__actions">
            <button
              type="button"
              className="button button--ghost"
              disabled={cancelling}
              onClick={() => closeModal('cancelOrder')}
            >
              Keep order
            </button>
            <button type="button" className="button" disabled={cancelling} onClick={() => void confirmCancel()}>
              {cancelling ? 'Cancelling…' : 'Cancel order'}
            </button>
          </div>
        </div>
      </Modal>
      <PaymentProgress progress={progress} leaving={phase === 'leaving'} />
    </section>
  );
}
