import type { LoaderFunctionArgs } from 'react-router';
import PaymentResultCheckScreenQuery, {
  type PaymentResultCheckScreenQuery as Q,
} from '../../../__generated__/PaymentResultCheckScreenQuery.graphql.ts';
import { loadSignedInScreenQuery } from '../../../platform/relay/loadScreenQuery.ts';
import { requireLogin } from '../../../platform/session/guards.ts';

/** The first order id of ?orderIds= (comma separated), or 0 when none. */
export function firstOrderId(params: URLSearchParams): number {
  const first = (params.get('orderIds') ?? '').split(',')[0]?.trim() ?? '';
  return /^[1-9]\d{0,9}$/.test(first) ? Number(first) : 0;
}

/** /payment-result-check?orderIds=…&status=…: with an order id, its payment result is asked at once. */
export function paymentResultCheckLoader(args: LoaderFunctionArgs) {
  requireLogin(args);
  const params = new URL(args.request.url).searchParams;
  const orderId = firstOrderId(params);
  const failed = params.get('status') === '2';
  return loadSignedInScreenQuery<Q>(
    PaymentResultCheckScreenQuery,
    { orderId, hasOrder: orderId > 0 && !failed },
    'network-only',
  );
}
