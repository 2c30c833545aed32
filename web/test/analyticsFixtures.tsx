/**
 * The fixtures of the analytics tests (analytics, analytics-payment-confirmation): the shopper's
 * cookie with a hashed email, a fresh dataLayer and sessionStorage for each test. The test file
 * mocks fullReload.
 */
import { createHash } from 'node:crypto';
import { afterEach, beforeEach, vi } from 'vitest';
import type { AnalyticsEntry } from '../src/platform/analytics/analytics.ts';
import { setLoggedIn } from '../src/platform/session/sessionStore.ts';
import { setupRouteFixtures } from './routeFixtures.tsx';
import { classicPlan, SHOPPER, shopResolvers } from './shopResolvers.ts';

export const EMAIL = 'shopper@tote.test';
export const HASHED = createHash('sha256').update(EMAIL).digest('hex');

/** What the gateway's Set-Cookie writes for a signed-in shopper. */
export function setUserCookie(subStatus = 'Not Subscribed') {
  const isMember = subStatus === 'Not Subscribed' ? 0 : 1;
  const user = { userId: 7, emailHash: HASHED, name: 'Ann Shopper', isMember, subStatus, toteUpperLimit: 6 };
  document.cookie = `tote_user=${encodeURIComponent(JSON.stringify(user))}; path=/`;
}

export function signIn(subStatus?: string) {
  setUserCookie(subStatus);
  setLoggedIn(true);
}

export const analyticsResolvers = shopResolvers({
  User: () => ({ ...SHOPPER, email: EMAIL }),
  MembershipPlan: (context, generateId) => ({ ...classicPlan(context, generateId), code: 'classic', features: [] }),
  PaymentConfig: () => ({
    provider: 'EMULATOR',
    publishableKey: null,
    emulatorBasePath: '/payment-emulator',
    testCards: [],
  }),
  Money: () => ({ amount: 89, currency: 'USD', formatted: '$89.00' }),
  CheckoutPreviewResult: () => ({ userErrors: [] }),
  CheckoutPreview: () => ({ isFree: false, hasPaymentMethod: true, messages: [], coupon: null }),
});

/** Registers the hooks (call it at the top level of a test file). */
export function setupAnalyticsFixtures() {
  const fixtures = setupRouteFixtures(analyticsResolvers);
  beforeEach(() => {
    window.dataLayer = [];
    sessionStorage.clear();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });
  return fixtures;
}

/** The analytics entries pushed so far, or those of one event. */
export const events = (name?: string) =>
  ((window.dataLayer ?? []) as AnalyticsEntry[]).filter((entry) => name === undefined || entry.event === name);
