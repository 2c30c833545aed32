/**
 * The payment intent handling after createOrder / payOrder, as a pure decision:
 * - an error (userErrors, no result, FAILED or ERROR) goes to the failure page
 *   (/payment-result-check?from&message&status=2&totalBilled, and a cart checkout's items);
 * - REQUIRES_ACTION / REQUIRES_CONFIRMATION goes (full redirect) to the provider's next action
 *   (the emulator's 3-D Secure page), which returns to the return_url, where the result is re-checked;
 * - SUCCEEDED (or a paid / free result) fully redirects to the result page
 *   (/payment-result-check?from&orderIds&redirect_uri&totalBilled, and a cart checkout's items);
 * - anything else: the caller hides its loading state and logs an error.
 * SPEC's params first; `items` (the checkout's `?items=`, when it had one) follows so that the result
 * page's Try again returns to the same items.
 */
export const PAYMENT_RESULT_PATH = '/payment-result-check';

export interface PaymentResultLike {
  readonly orderId: number;
  readonly orderIds: ReadonlyArray<number>;
  readonly status: string;
  readonly message: string;
  readonly redirectUri: string;
  readonly totalBilled: { readonly amount: number };
  readonly paymentIntent?: { readonly status: string; readonly nextActionUrl?: string | null } | null;
}

export interface UserErrorLike {
  readonly code: string;
  readonly message: string;
}

export type PaymentOutcome = { kind: 'redirect'; url: string } | { kind: 'unknown'; detail: string };

export const GENERIC_PAYMENT_ERROR = 'Your payment could not be completed. Please try again.';

/** The result page's query: `params`, then the checkout's items when there are any. */
function resultUrl(params: Record<string, string>, items: string | null | undefined): string {
  const q = new URLSearchParams(params);
  if (items) q.set('items', items);
  return `${PAYMENT_RESULT_PATH}?${q.toString()}`;
}

export function failureUrl(from: string, message: string, totalBilled: number, items?: string | null): string {
  return resultUrl({ from, message, status: '2', totalBilled: totalBilled.toFixed(2) }, items);
}

export function successUrl(
  from: string,
  orderIds: ReadonlyArray<number>,
  redirectUri: string,
  totalBilled: number,
  items?: string | null,
): string {
  return resultUrl(
    { from, orderIds: orderIds.join(','), redirect_uri: redirectUri, totalBilled: totalBilled.toFixed(2) },
    items,
  );
}

export function paymentOutcome(
  result: PaymentResultLike | null | undefined,
  userErrors: ReadonlyArray<UserErrorLike>,
  context: { from: string; totalBilled: number; orderId?: number; redirectUri?: string; items?: string | null },
): PaymentOutcome {
  const first = userErrors[0];
  // 30008: the provider's answer is not known yet: the result page checks it.
  if (first?.code === '30008' && context.orderId != null) {
    return {
      kind: 'redirect',
      url: successUrl(
        context.from,
        [context.orderId],
        context.redirectUri ?? '/account/my-subscription',
        context.totalBilled,
        context.items,
      ),
    };
  }
  if (first || !result)
    return {
      kind: 'redirect',
      url: failureUrl(context.from, first?.message || GENERIC_PAYMENT_ERROR, context.totalBilled, context.items),
    };
  const total = result.totalBilled.amount;
  if (result.status === 'FAILED' || result.status === 'ERROR') {
    const message = result.message || GENERIC_PAYMENT_ERROR;
    return { kind: 'redirect', url: failureUrl(context.from, message, total, context.items) };
  }
  const intent = result.paymentIntent?.status;
  if (result.status === 'SUCCESS' || result.status === 'FREE' || intent === 'SUCCEEDED') {
    const orderIds = result.orderIds.length > 0 ? result.orderIds : [result.orderId];
    return { kind: 'redirect', url: successUrl(context.from, orderIds, result.redirectUri, total, context.items) };
  }
  if ((intent === 'REQUIRES_ACTION' || intent === 'REQUIRES_CONFIRMATION') && result.paymentIntent?.nextActionUrl) {
    return { kind: 'redirect', url: result.paymentIntent.nextActionUrl };
  }
  return { kind: 'unknown', detail: `Unexpected payment state: ${result.status} / ${intent ?? 'no intent'}` };
}
