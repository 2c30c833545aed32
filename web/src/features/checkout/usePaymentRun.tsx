import { useEffect, useRef, useState } from 'react';
import { graphql, useRelayEnvironment } from 'react-relay';
import { useSearchParams } from 'react-router';
import { Modal } from '../../ui/Modal/Modal.tsx';
import { Spinner } from '../../ui/Spinner/Spinner.tsx';
import { usePayOrderMutation } from './usePayOrderMutation.ts';
import { fullReload } from '../../platform/session/fullReload.ts';
import { closeModal, openModal } from '../../platform/state/ui.ts';
import { failureUrl, paymentOutcome, successUrl, type PaymentOutcome } from './paymentIntent.ts';
import { finishWithStripe, recheckPayment } from './stripeNextAction.ts';
import { errorText, loadStripeClient } from './stripe.ts';
import './PaymentProgress.css';

export const PROGRESS_PAYING = 'Processing your payment…';
export const PROGRESS_CHECKING = 'Checking your payment…';
/** A failure of Stripe.js while finishing the payment shows its text after this. */
export const PAYMENT_CHECK_FAILED = 'Your payment could not be checked:';
const NETWORK_ERROR = 'Network Error. Please try again later.';

/**
 * The payment result a run reads, the same after createOrder, payOrder and the re-check: the
 * status, the orders and total for the result page, and the intent's next action.
 */
export const paymentResultFragment = graphql`
  fragment usePaymentRun_result on PaymentResult {
    orderId
    orderIds
    status
    message
    redirectUri
    totalBilled {
      amount
      formatted
    }
    paymentIntent {
      status
      clientSecret
      nextActionUrl
    }
  }
`;

type Phase = 'idle' | 'paying' | 'leaving';

/** What is being paid, and where its result page sends the shopper afterwards. */
export interface PaymentTarget {
  orderId: number;
  totalBilled: number;
  redirectUri: string;
}

/**
 * One payment at a time (a second press while one runs does nothing), under the loading-progress
 * modal (a UI flag) that every outcome hides, with the payment intent handling:
 * an error goes to the failure page, succeeded to the result page, requires_action /
 * requires_confirmation to the challenge (the emulator's page, or Stripe's overlay in this page
 * and then the result read again), any other status hides the modal and logs.
 * `from` is the result page's `from` (the checkout mode); the page's `?items=` (a cart checkout's
 * chosen items) go along, so that the result page's Try again returns to them.
 */
export function usePaymentRun({ from, stripeKey }: { from: string; stripeKey: string | null }) {
  const environment = useRelayEnvironment();
  const items = useSearchParams()[0].get('items');
  const [payOrder] = usePayOrderMutation();
  const [phase, setPhase] = useState<Phase>('idle');
  const [progress, setProgress] = useState(PROGRESS_PAYING);
  const [error, setError] = useState<string | null>(null);
  const pressed = useRef(false);

  // Back from the payment page out of the browser's page cache: the page is usable again.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      pressed.current = false;
      setPhase('idle');
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  const showProgress = (text: string) => {
    setProgress(text);
    openModal('loadingProgress');
  };
  /** Ends the run on this page, with a message for the shopper (or none). */
  const stop = (message: string | null) => {
    closeModal('loadingProgress');
    pressed.current = false;
    setPhase('idle');
    setError(message);
  };
  const leave = (url: string) => {
    closeModal('loadingProgress');
    setPhase('leaving');
    fullReload(url);
  };
  const settle = (outcome: PaymentOutcome) => {
    if (outcome.kind === 'redirect') {
      leave(outcome.url);
      return;
    }
    // Any other status: hide the loading modal and log it.
    console.error(outcome.detail);
    stop(null);
  };

  /** Stripe: the challenge in Stripe's overlay, then the result read again (polling while PENDING). */
  const finishInPage = async (
    key: string,
    intent: { status: string; clientSecret: string },
    returnUrl: string,
    target: PaymentTarget,
  ) => {
    let answer;
    try {
      const stripe = await loadStripeClient(key);
      // Stripe's challenge is its own overlay: the modal would make it inert.
      closeModal('loadingProgress');
      answer = await finishWithStripe(stripe, intent, returnUrl);
    } catch (exception) {
      stop(`${PAYMENT_CHECK_FAILED} ${errorText(exception)}`);
      return;
    }
    if (!answer.ok) {
      leave(failureUrl(from, answer.message, target.totalBilled, items));
      return;
    }
    showProgress(PROGRESS_CHECKING);
    const checked = await recheckPayment(environment, target.orderId).catch(() => null);
    // Still pending (the webhook has not arrived) or unreadable: the result page keeps checking.
    if (!checked || checked.status === 'PENDING') {
      leave(successUrl(from, [target.orderId], target.redirectUri, target.totalBilled, items));
      return;
    }
    settle(
      paymentOutcome(checked, [], {
        from,
        items,
        totalBilled: target.totalBilled,
        orderId: target.orderId,
        redirectUri: target.redirectUri,
      }),
    );
  };

  /** payOrder (the saved card, this idempotency key), then the payment intent handling. */
  const pay = async (target: PaymentTarget, idempotencyKey: string) => {
    const resultPath = successUrl(from, [target.orderId], target.redirectUri, target.totalBilled, items);
    const returnUrl = `${window.location.origin}${resultPath}`;
    const { payOrder: paid } = await payOrder({ input: { orderId: target.orderId, idempotencyKey, returnUrl } });
    const result = paid.paymentResult;
    const intent = result?.paymentIntent;
    const needsAction = intent?.status === 'REQUIRES_ACTION' || intent?.status === 'REQUIRES_CONFIRMATION';
    const settled = result?.status === 'SUCCESS' || result?.status === 'FAILED' || result?.status === 'ERROR';
    if (stripeKey && intent && needsAction && !settled && paid.userErrors.length === 0) {
      await finishInPage(stripeKey, intent, returnUrl, target);
      return;
    }
    settle(
      paymentOutcome(result, paid.userErrors, {
        from,
        items,
        totalBilled: target.totalBilled,
        orderId: target.orderId,
        redirectUri: target.redirectUri,
      }),
    );
  };

  /**
   * Runs `work` (which ends with stop, settle or pay) unless a run is going on. A failed request
   * goes to the failure page (the network layer already showed its reaction to the failure).
   */
  const run = async (totalBilled: number, work: () => Promise<void>) => {
    if (pressed.current) return;
    pressed.current = true;
    setPhase('paying');
    setError(null);
    showProgress(PROGRESS_PAYING);
    try {
      await work();
    } catch {
      leave(failureUrl(from, NETWORK_ERROR, totalBilled, items));
    }
  };

  return { phase, busy: phase !== 'idle', progress, error, run, pay, stop, settle };
}

/** The loading-progress modal of a payment run: not dismissible while it is open. */
export function PaymentProgress({ progress, leaving }: { progress: string; leaving: boolean }) {
  return (
    <>
      {leaving ? (
        <div className="payment-leaving" role="status">
          <Spinner /> One moment…
        </div>
      ) : null}
      <Modal name="loadingProgress" title={progress} dismissible={false}>
        <div className="loading-progress" role="status">
          <Spinner label={progress} />
          <p>Please keep this page open: this takes a few seconds.</p>
        </div>
      </Modal>
    </>
  );
}
