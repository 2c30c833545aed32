import { useEffect } from 'react';
import { graphql, useFragment } from 'react-relay';
import type * as Result from '../../../__generated__/usePaymentConfirmationAnalytics_result.graphql.ts';
import type * as Viewer from '../../../__generated__/usePaymentConfirmationAnalytics_viewer.graphql.ts';
import { SUBSCRIBE_CURRENCY, track } from '../../../platform/analytics/analytics.ts';

/** The subscribe modes that are a membership payment (the others are orders: Tote checkouts, rent-to-buy). */
const MEMBERSHIP_MODES: ReadonlySet<string> = new Set([
  'SUBSCRIBE',
  'RESUBSCRIBE',
  'UNLOCK_EARLY',
  'RESUME_SUBSCRIPTION',
]);
const SENT_KEY = 'tote:analytics:confirmedOrders';

function sentOrders(): number[] {
  try {
    const parsed = JSON.parse(sessionStorage.getItem(SENT_KEY) ?? '[]') as unknown;
    return Array.isArray(parsed) ? parsed.filter((id): id is number => typeof id === 'number') : [];
  } catch {
    return [];
  }
}

/** True the first time an order id is seen in this browser session (a reload of the page is not a new payment). */
function firstConfirmation(orderId: number): boolean {
  const sent = sentOrders();
  if (sent.includes(orderId)) return false;
  try {
    sessionStorage.setItem(SENT_KEY, JSON.stringify([...sent, orderId].slice(-50)));
  } catch {
    // No storage: sent once per page view at least (the effect below runs once per order).
  }
  return true;
}

/**
 * The payment result page's analytics: once a payment settles as paid (SUCCESS, or FREE:
 * nothing to pay), `viewPaymentConfirmation`, and for a membership mode `subscribe` (value = total
 * billed, currency USD, the plan), for any other mode (a Tote checkout, rent-to-buy: whatever the page's
 * `from` says, the order's own mode decides) `purchaseRental`.
 * Once per order id per browser session: a reload of the result page sends nothing again.
 */
export function usePaymentConfirmationAnalytics(
  viewerKey: Viewer.usePaymentConfirmationAnalytics_viewer$key | null | undefined,
  resultKey: Result.usePaymentConfirmationAnalytics_result$key | null | undefined,
): void {
  const viewer = useFragment(
    graphql`
      fragment usePaymentConfirmationAnalytics_viewer on User {
        membership {
          plan {
            code
            name
          }
        }
      }
    `,
    viewerKey,
  );
  const result = useFragment(
    graphql`
      fragment usePaymentConfirmationAnalytics_result on PaymentResult {
        orderId
        mode
        status
        totalBilled {
          amount
          currency
        }
      }
    `,
    resultKey,
  );
  const paid = result != null && (result.status === 'SUCCESS' || result.status === 'FREE');
  const orderId = paid ? result.orderId : 0;

  useEffect(() => {
    if (!paid || !result || orderId <= 0 || !firstConfirmation(orderId)) return;
    const mode: string = result.mode;
    const value = result.totalBilled.amount;
    const common = { order_id: orderId, mode: mode.toLowerCase().replace(/_/g, '-') };
    if (MEMBERSHIP_MODES.has(mode)) {
      const plan = viewer?.membership.plan;
      track('subscribe', {
        ...common,
        value,
        currency: SUBSCRIBE_CURRENCY,
        plan: plan?.name ?? null,
        plan_code: plan?.code ?? null,
      });
    } else {
      track('purchaseRental', { ...common, value, currency: result.totalBilled.currency });
    }
    track('viewPaymentConfirmation', {
      ...common,
      value,
      currency: MEMBERSHIP_MODES.has(mode) ? SUBSCRIBE_CURRENCY : result.totalBilled.currency,
    });
    // Once per order: the poll's re-renders and the viewer's refetch do not send it again (without storage
    // this effect running once per order is the only guard, so result and viewer stay out of the deps).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [paid, orderId]);
}
