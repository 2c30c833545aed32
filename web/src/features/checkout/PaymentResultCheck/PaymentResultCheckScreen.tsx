import { useEffect } from 'react';
import { fetchQuery, graphql, usePreloadedQuery, useRelayEnvironment } from 'react-relay';
import { Link, useLoaderData, useSearchParams } from 'react-router';
import type { PaymentResultCheckScreenQuery } from '../../../__generated__/PaymentResultCheckScreenQuery.graphql.ts';
import type { ScreenData } from '../../../platform/relay/loadScreenQuery.ts';
import { AppShell } from '../../shell/index.ts';
import { Spinner } from '../../../ui/Spinner/Spinner.tsx';
import { useDocumentTitle } from '../../../platform/hooks/useDocumentTitle.ts';
import { safeRedirectPath } from '../../../platform/session/redirects.ts';
import { usePaymentConfirmationAnalytics } from './usePaymentConfirmationAnalytics.ts';
import { isCartMode, modeFromParam, retryPath } from '../modes.ts';
import './PaymentResultCheck.css';

export const paymentResultCheckScreenQuery = graphql`
  query PaymentResultCheckScreenQuery($orderId: Int!, $hasOrder: Boolean!) {
    ...AppShell_query
    viewer {
      id
      isMember
      subscriptionStatus
      ...usePaymentConfirmationAnalytics_viewer
    }
    paymentResult(orderId: $orderId) @include(if: $hasOrder) {
      ...usePaymentConfirmationAnalytics_result
      orderId
      mode
      status
      message
      redirectUri
      totalBilled {
        formatted
      }
    }
  }
`;

/** How often a PENDING result is asked again (the schema: poll every 1–2 s). */
export const POLL_MS = 1500;

/**
 * /payment-result-check: failure (from, message, status=2, totalBilled) or success/redirect (from,
 * orderIds, redirect_uri, totalBilled, and the provider's redirect_status after 3-D Secure); after a
 * cart checkout also its items, which Try again takes back to the checkout.
 * A PENDING result is polled until it settles: success, failed, error or free.
 */
export function PaymentResultCheckScreen() {
  const { queryRef } = useLoaderData() as ScreenData<PaymentResultCheckScreenQuery>;
  const data = usePreloadedQuery<PaymentResultCheckScreenQuery>(paymentResultCheckScreenQuery, queryRef);
  const environment = useRelayEnvironment();
  const [params] = useSearchParams();
  const failedByQuery = params.get('status') === '2';
  const result = data.paymentResult;
  usePaymentConfirmationAnalytics(data.viewer, result);
  const status = failedByQuery ? 'FAILED' : (result?.status ?? (queryRef.variables.hasOrder ? 'UNKNOWN' : 'NONE'));
  const pending = status === 'PENDING';

  useEffect(() => {
    if (!pending) return;
    const timer = setTimeout(() => {
      // The answer lands in the store, which re-renders this screen.
      fetchQuery<PaymentResultCheckScreenQuery>(environment, paymentResultCheckScreenQuery, queryRef.variables, {
        fetchPolicy: 'network-only',
      }).subscribe({ error: () => {} });
    }, POLL_MS);
    return () => clearTimeout(timer);
  }, [pending, environment, queryRef.variables, result]);

  const total = result?.totalBilled.formatted ?? formatTotal(params.get('totalBilled'));
  const onwards =
    safeRedirectPath(params.get('redirect_uri')) ??
    (result?.redirectUri ? safeRedirectPath(result.redirectUri) : null) ??
    '/account/my-subscription';
  const retry = retryPath(params.get('from'), params.get('items'));
  const message = failedByQuery ? (params.get('message') ?? '') : (result?.message ?? '');
  // A cart checkout (from=checkout, from=purchase-only… or the result's mode) is an order, not a membership.
  const mode = modeFromParam(params.get('from')) ?? result?.mode ?? null;
  const order = params.get('from') === 'checkout' || (mode != null && isCartMode(mode));

  const titles: Record<string, string> = {
    PENDING: 'Checking your payment…',
    SUCCESS: order ? 'Your order is confirmed' : 'Payment successful',
    FREE: order ? 'Your order is confirmed' : 'You’re all set',
    FAILED: 'Payment failed',
    ERROR: 'Something went wrong',
    UNKNOWN: 'Payment not found',
    NONE: 'Payment not found',
  };
  const title = titles[status] ?? 'Payment';
  useDocumentTitle(title);

  return (
    <AppShell query={data}>
      <div className="page payment-result">
        <div className={`payment-result__card payment-result__card--${status.toLowerCase()}`} role="status">
          <h1 className="payment-result__title">{title}</h1>
          {pending ? <Spinner /> : null}
          {status === 'SUCCESS' ? (
            <p>
              {total ? `You paid ${total}. ` : ''}Thank you!{' '}
              {order ? 'We’re getting your order ready.' : 'Your membership is active.'}
            </p>
          ) : null}
          {status === 'FREE' ? (
            <p>
              {mode === 'RENT_ONLY'
                ? 'Nothing to pay: your rentals are included in your membership. We’re getting them ready.'
                : 'Nothing to pay: your order is complete.'}
            </p>
          ) : null}
          {status === 'FAILED' || status === 'ERROR' ? (
            <p className="payment-result__message">{message || 'Your payment could not be completed.'}</p>
          ) : null}
          {status === 'UNKNOWN' || status === 'NONE' ? <p>We couldn’t find this payment.</p> : null}
          {status === 'FAILED' || status === 'ERROR' ? (
            <div className="payment-result__actions">
              <Link className="button" to={retry}>
                Try again
              </Link>
              <Link className="button button--ghost" to="/account/account-overview">
                My account
              </Link>
            </div>
          ) : null}
          {status === 'SUCCESS' || status === 'FREE' ? (
            <div className="payment-result__actions">
              <a className="button" href={onwards}>
                {order ? 'View your order' : 'Continue'}
              </a>
            </div>
          ) : null}
          {status === 'UNKNOWN' || status === 'NONE' ? (
            <div className="payment-result__actions">
              <Link className="button" to="/account/account-overview">
                My account
              </Link>
            </div>
          ) : null}
        </div>
      </div>
    </AppShell>
  );
}

function formatTotal(value: string | null): string | null {
  const n = Number(value);
  return value && Number.isFinite(n) ? `$${n.toFixed(2)}` : null;
}
