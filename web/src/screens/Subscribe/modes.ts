import type { CheckoutMode } from '../../__generated__/CheckoutSummaryQuery.graphql.ts';

/** SPEC.md §4 subscribe modes as they appear in `?mode=` (kebab case) ⇄ the GraphQL enum. */
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

/** The membership modes this flow handles (the cart modes check out from the Tote). */
export const MEMBERSHIP_MODES: ReadonlySet<CheckoutMode> = new Set(['SUBSCRIBE', 'RESUBSCRIBE', 'UNLOCK_EARLY', 'RESUME_SUBSCRIPTION']);

export function modeFromUrl(url: URL): CheckoutMode {
  if (url.pathname === '/resume-subscription') return 'RESUME_SUBSCRIPTION';
  const raw = (url.searchParams.get('mode') ?? '').trim().toLowerCase().replace(/_/g, '-');
  const mode = MODES[raw];
  return mode && MEMBERSHIP_MODES.has(mode) ? mode : 'SUBSCRIBE';
}

export function modeParam(mode: CheckoutMode): string {
  return Object.entries(MODES).find(([, value]) => value === mode)?.[0] ?? 'subscribe';
}

export const MODE_TITLES: Record<string, string> = {
  SUBSCRIBE: 'Become a member',
  RESUBSCRIBE: 'Rejoin Tote',
  UNLOCK_EARLY: 'Unlock your next box early',
  RESUME_SUBSCRIPTION: 'Resume your membership',
};

export const STEPS = ['Choose your plan', 'Shipping address', 'Payment info', 'Review', 'Confirm'] as const;
export const STEP_COUNT = STEPS.length;

export function stepFromParams(params: URLSearchParams): number {
  const n = Number(params.get('step') ?? '1');
  return Number.isInteger(n) && n >= 1 && n <= STEP_COUNT ? n : 1;
}
