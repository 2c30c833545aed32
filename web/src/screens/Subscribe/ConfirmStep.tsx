import { useRef, useState } from 'react';
import { FormAlert } from '../../components/FormField/FormField.tsx';
import { Spinner } from '../../components/Spinner/Spinner.tsx';
import { useCreateOrderMutation } from '../../mutations/useCreateOrderMutation.ts';
import { usePayOrderMutation } from '../../mutations/usePayOrderMutation.ts';
import { newIdempotencyKey } from '../../relay/idempotencyKey.ts';
import { fullReload } from '../../session/fullReload.ts';
import { useTrackEvent } from '../../mutations/useTrackEventMutation.ts';
import { checkoutInput, type CheckoutChoice } from './SubscribeScreen.tsx';
import { CheckoutLines, useCheckoutPreview } from './CheckoutSummary.tsx';
import { modeParam } from './modes.ts';
import { failureUrl, GENERIC_PAYMENT_ERROR, paymentOutcome, PAYMENT_RESULT_PATH } from './paymentIntent.ts';

interface Props {
  choice: CheckoutChoice;
  points: number;
  onBack: () => void;
  onEdit: (step: number) => void;
}

/**
 * Step 5: confirm and pay. One idempotency key per press: createOrder and payOrder retried by the
 * network charge once. Then SPEC.md §4's payment intent handling (paymentIntent.ts).
 */
export function ConfirmStep({ choice, points, onBack, onEdit }: Props) {
  const result = useCheckoutPreview(choice, points);
  const preview = result.preview;
  const [createOrder] = useCreateOrderMutation();
  const [payOrder] = usePayOrderMutation();
  const [paying, setPaying] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const pressed = useRef(false);
  const track = useTrackEvent();
  const from = modeParam(choice.mode);

  const confirm = async () => {
    if (pressed.current || !preview) return;
    pressed.current = true;
    setPaying(true);
    setError(null);
    const key = newIdempotencyKey();
    track({ eventType: 'CONFIRM_ORDER' });
    const totalBilled = preview.totalBilled.amount;
    const stop = (message: string | null) => {
      pressed.current = false;
      setPaying(false);
      setError(message);
    };
    try {
      const { createOrder: created } = await createOrder({ input: { ...checkoutInput(choice, points), idempotencyKey: `${key}:order` } });
      const order = created.order;
      if (created.userErrors.length > 0 || !order) {
        // Refused before any payment (no card, nothing to check out, a code no longer valid): shown here.
        stop(created.userErrors.map((e) => e.message).join(' ') || GENERIC_PAYMENT_ERROR);
        return;
      }
      let outcome;
      if (order.status === 'FREE' || created.paymentResult?.status === 'FREE') {
        outcome = paymentOutcome(created.paymentResult, [], { from, totalBilled: order.totalBilled.amount, orderId: order.orderId });
      } else {
        const returnUrl = `${window.location.origin}${PAYMENT_RESULT_PATH}?${new URLSearchParams({
          from,
          orderIds: String(order.orderId),
          redirect_uri: '/account/my-subscription',
          totalBilled: order.totalBilled.amount.toFixed(2),
        }).toString()}`;
        const { payOrder: paid } = await payOrder({ input: { orderId: order.orderId, idempotencyKey: `${key}:pay`, returnUrl } });
        outcome = paymentOutcome(paid.paymentResult, paid.userErrors, { from, totalBilled: order.totalBilled.amount, orderId: order.orderId });
      }
      if (outcome.kind === 'redirect') {
        fullReload(outcome.url);
        return;
      }
      // Any other status: hide the loading state and log it (SPEC.md §4).
      console.error(outcome.detail);
      stop(null);
    } catch {
      // The request failed (the network layer already showed SPEC.md §8's reaction).
      fullReload(failureUrl(from, 'Network Error. Please try again later.', totalBilled));
    }
  };

  return (
    <div className="subscribe-step">
      {result.userErrors.map((e) => (
        <FormAlert key={e.code + e.message}>{e.message}</FormAlert>
      ))}
      {error ? <FormAlert>{error}</FormAlert> : null}
      {preview ? (
        <>
          <CheckoutLines preview={preview} />
          {!preview.hasPaymentMethod && !preview.isFree ? (
            <FormAlert>
              Add a payment method first.{' '}
              <button type="button" className="link-button" onClick={() => onEdit(3)}>
                Add a card
              </button>
            </FormAlert>
          ) : null}
          {!preview.shippingAddress ? (
            <FormAlert>
              Add a shipping address first.{' '}
              <button type="button" className="link-button" onClick={() => onEdit(2)}>
                Add an address
              </button>
            </FormAlert>
          ) : null}
        </>
      ) : null}
      {paying ? (
        <div className="subscribe-paying" role="status">
          <Spinner /> Processing your payment…
        </div>
      ) : null}
      <div className="subscribe-step__actions">
        <button type="button" className="button button--ghost" onClick={onBack} disabled={paying}>
          Back
        </button>
        <button type="button" className="button" disabled={!preview || paying} onClick={() => void confirm()}>
          {preview ? (preview.isFree ? 'Confirm' : `Confirm and pay ${preview.totalBilled.formatted}`) : 'Confirm and pay'}
        </button>
      </div>
    </div>
  );
}
