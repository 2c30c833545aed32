import type { CheckoutMode } from '../../__generated__/CheckoutSummaryQuery.graphql.ts';

/** The checkout modes as they appear in `?mode=` (kebab case) ⇄ the GraphQL enum. */
const MODES: Record<string, CheckoutMode> = {
  subscribe: 'SUBSCRIBE',
  resubscribe: 'RESUBSCRIBE',
  'unlock-early': 'UNLOCK_EARLY',
  'resume-subscription': 'RESUME_SUBSCRIPTION',
  'rent-to-buy': 'RENT_TO_BUY',
  'purchase-only': 'PURCHASE_ONLY',
  'rent-only': 'RENT_ONLY',
  'rent-and-purchase': 'RENT_AND_PURCHASE',
};

/** The membership modes: step 1 chooses the plan, the membership page's guards apply. */
export const MEMBERSHIP_MODES: ReadonlySet<CheckoutMode> = new Set([
  'SUBSCRIBE',
  'RESUBSCRIBE',
  'UNLOCK_EARLY',
  'RESUME_SUBSCRIPTION',
]);
/** The cart modes (items from the Tote, or rented order items): step 1 shows the items. */
export const CART_MODES: ReadonlySet<CheckoutMode> = new Set([
  'PURCHASE_ONLY',
  'RENT_ONLY',
  'RENT_AND_PURCHASE',
  'RENT_TO_BUY',
]);
/** The modes that rent Tote items: they need a Subscribed member (else the api answers 23001 / 23002). */
export const RENT_MODES: ReadonlySet<CheckoutMode> = new Set(['RENT_ONLY', 'RENT_AND_PURCHASE']);

export function isCartMode(mode: CheckoutMode): boolean {
  return CART_MODES.has(mode);
}

/** The mode of the URL: /resume-subscription, else ?mode= (kebab or snake case); unknown → subscribe. */
export function modeFromUrl(url: URL): CheckoutMode {
  if (url.pathname === '/resume-subscription') return 'RESUME_SUBSCRIPTION';
  const raw = (url.searchParams.get('mode') ?? '').trim().toLowerCase().replace(/_/g, '-');
  return MODES[raw] ?? 'SUBSCRIBE';
}

/** The `?mode=` of a mode; an order's mode that is no checkout (RENEWAL) is subscribe's. */
export function modeParam(mode: CheckoutMode | string): string {
  return Object.entries(MODES).find(([, value]) => value === mode)?.[0] ?? 'subscribe';
}

/** The mode named by a `from` query value (the payment result page), or null. */
export function modeFromParam(value: string | null): CheckoutMode | null {
  return MODES[(value ?? '').trim().toLowerCase().replace(/_/g, '-')] ?? null;
}

export const MODE_TITLES: Record<string, string> = {
  SUBSCRIBE: 'Become a member',
  RESUBSCRIBE: 'Rejoin Tote',
  UNLOCK_EARLY: 'Unlock your next box early',
  RESUME_SUBSCRIPTION: 'Resume your membership',
  PURCHASE_ONLY: 'Check out your Tote',
  RENT_ONLY: 'Rent from your Tote',
  RENT_AND_PURCHASE: 'Rent and buy from your Tote',
  RENT_TO_BUY: 'Buy what you rented',
};

/** 5 numbered steps starting at 1; a cart checkout starts with its items instead of the plan choice. */
export const STEPS = ['Choose your plan', 'Shipping address', 'Payment info', 'Review', 'Confirm'] as const;
export const CART_STEPS = ['Your items', 'Shipping address', 'Payment info', 'Review', 'Confirm'] as const;
/** Unlocking early bills the current plan: step 1 shows it, there is nothing to choose. */
export const UNLOCK_STEPS = ['Your plan', 'Shipping address', 'Payment info', 'Review', 'Confirm'] as const;
export const STEP_COUNT = STEPS.length;

export function stepsFor(mode: CheckoutMode): readonly string[] {
  if (mode === 'UNLOCK_EARLY') return UNLOCK_STEPS;
  return isCartMode(mode) ? CART_STEPS : STEPS;
}

export function stepFromParams(params: URLSearchParams): number {
  const n = Number(params.get('step') ?? '1');
  return Number.isInteger(n) && n >= 1 && n <= STEP_COUNT ? n : 1;
}

/** The items of a cart checkout in `?items=`: Tote item ids (cartItemIds), or order item numbers for rent-to-buy. */
export interface CheckoutItems {
  cartItemIds: string[] | null;
  orderItemIds: number[] | null;
}

/**
 * `?items=12,13`: for rent-to-buy the rented order items (orderItemIds); for the Tote modes the
 * Tote items' ids (cartItemIds). Absent or empty: the api's default (the checked Tote items).
 */
export function itemsFromParams(mode: CheckoutMode, params: URLSearchParams): CheckoutItems {
  const raw = (params.get('items') ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  if (mode === 'RENT_TO_BUY') {
    const ids = [...new Set(raw.map(Number).filter((n) => Number.isInteger(n) && n > 0))];
    return { cartItemIds: null, orderItemIds: ids.length > 0 ? ids : null };
  }
  if (isCartMode(mode) && raw.length > 0) return { cartItemIds: [...new Set(raw)], orderItemIds: null };
  return { cartItemIds: null, orderItemIds: null };
}

/** The checkout that keeps rented order items (rent-to-buy): `/subscribe?mode=rent-to-buy&items=12,13`. */
export function rentToBuyPath(orderItemIds: readonly number[]): string {
  return `/subscribe?mode=${modeParam('RENT_TO_BUY')}&items=${orderItemIds.join(',')}`;
}

/**
 * Try again from the payment result page: the payment step of the mode the failed payment came from
 * (`from`), with its items (`?items=`) for a cart checkout; without a `from` (or subscribe's), the
 * membership checkout's.
 */
export function retryPath(from: string | null, items: string | null): string {
  if (!from || from === 'subscribe') return '/subscribe?step=3';
  const mode = modeFromParam(from);
  const q = new URLSearchParams({ mode: from });
  if (items && mode && isCartMode(mode)) q.set('items', items);
  q.set('step', '3');
  return `/subscribe?${q.toString()}`;
}

/**
 * Where the shopper goes after a successful checkout (the api's redirectUri): membership → the account page,
 * else the order.
 */
export function redirectUriFor(mode: CheckoutMode, orderId: number): string {
  return isCartMode(mode) ? `/order/${orderId}` : '/account/my-subscription';
}

/** The Tote checkout a set of checked items calls for; null when nothing is checked. */
export function toteCheckoutMode(rentChecked: number, purchaseChecked: number): CheckoutMode | null {
  if (rentChecked > 0 && purchaseChecked > 0) return 'RENT_AND_PURCHASE';
  if (rentChecked > 0) return 'RENT_ONLY';
  if (purchaseChecked > 0) return 'PURCHASE_ONLY';
  return null;
}
