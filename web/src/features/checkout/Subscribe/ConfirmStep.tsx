import { graphql, useLazyLoadQuery } from 'react-relay';
import type { ConfirmStepQuery } from '../../../__generated__/ConfirmStepQuery.graphql.ts';
import { FormAlert } from '../../../ui/FormField/FormField.tsx';
import { useCreateOrderMutation } from '../useCreateOrderMutation.ts';
import { useTrackEvent } from '../../../platform/tracking/useTrackEventMutation.ts';
import { PaymentProgress, usePaymentRun } from '../usePaymentRun.tsx';
import { newIdempotencyKey } from '../../../platform/relay/idempotencyKey.ts';
import { checkoutInput, type CheckoutChoice } from '../checkoutChoice.ts';
import { CheckoutLines, useCheckoutPreview } from '../CheckoutSummary.tsx';
import { modeParam, redirectUriFor } from '../modes.ts';
import { GENERIC_PAYMENT_ERROR, paymentOutcome } from '../paymentIntent.ts';
import { openWaitlistOn } from '../../waitlist/index.ts';

interface Props {
  choice: CheckoutChoice;
  points: number;
  onBack: () => void;
  onEdit: (step: number) => void;
}

/**
 * Step 5: confirm and pay. One idempotency key per press: createOrder and payOrder retried by the
 * network charge once. The payment itself, its progress modal and the payment intent
 * handling are ../usePaymentRun.tsx's.
 */
export function ConfirmStep({ choice, points, onBack, onEdit }: Props) {
  const result = useCheckoutPreview(choice, points);
  const preview = result.preview;
  // Read by the payment step already (SubscribeScreenQuery): answered from the store.
  const { paymentConfig } = useLazyLoadQuery<ConfirmStepQuery>(
    graphql`
      query ConfirmStepQuery {
        paymentConfig {
          provider
          publishableKey
        }
      }
    `,
    {},
    { fetchPolicy: 'store-or-network' },
  );
  const [createOrder] = useCreateOrderMutation();
  const track = useTrackEvent();
  const from = modeParam(choice.mode);
  const stripeKey = paymentConfig.provider === 'STRIPE' ? (paymentConfig.publishableKey ?? null) : null;
  const { phase, busy, progress, error, run, pay, stop, settle } = usePaymentRun({ from, stripeKey });

  const confirm = () => {
    if (!preview) return;
    void run(preview.totalBilled.amount, async () => {
      const key = newIdempotencyKey();
      track({ eventType: 'CONFIRM_ORDER' });
      const { createOrder: created } = await createOrder({
        input: { ...checkoutInput(choice, points), idempotencyKey: `${key}:order` },
      });
      const order = created.order;
      if (created.userErrors.length > 0 || !order) {
        // Refused before any payment (no card, nothing to check out, a code no longer valid, the waitlist): shown here.
        openWaitlistOn(created.userErrors);
        stop(created.userErrors.map((e) => e.message).join(' ') || GENERIC_PAYMENT_ERROR);
        return;
      }
      // Membership modes go on to the account page, cart modes to their order (as the api's redirectUri).
      const target = {
        orderId: order.orderId,
        totalBilled: order.totalBilled.amount,
        redirectUri: redirectUriFor(choice.mode, order.orderId),
      };
      if (order.status === 'FREE' || created.paymentResult?.status === 'FREE') {
        settle(paymentOutcome(created.paymentResult, [], { from, ...target }));
        return;
      }
      await pay(target, `${key}:pay`);
    });
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
      <PaymentProgress progress={progress} leaving={phase === 'leaving'} />
      <div className="subscribe-step__actions">
        <button type="button" className="button button--ghost" onClick={onBack} disabled={busy}>
          Back
        </button>
        <button type="button" className="button" disabled={!preview || busy} onClick={confirm}>
          {preview
            ? preview.isFree
              ? 'Confirm'
              : `Confirm and pay ${preview.totalBilled.formatted}`
            : 'Confirm and pay'}
        </button>
      </div>
    </div>
  );
}
