import { isLogin } from '../session/sessionStore.ts';
import { readUserCookie } from '../session/userCookie.ts';
import { latestAttribution, recordAttribution, UTM_FIELDS, type UtmField } from './attribution.ts';
import type { AnalyticsEvent, AnalyticsParams, AnalyticsValue } from './events.ts';
import { dataLayer, loadTagManager, tagManagerState } from './tagManager.ts';
import { forwardToThirdParties, scheduleThirdPartyScripts } from './thirdPartyScripts.ts';

/**
 * The shop's analytics events, for the tag manager (tagManager.ts). Not the /context/tracking
 * events (platform/tracking/useTrackEventMutation.ts): these go to `window.dataLayer` as
 *
 *   { event: 'viewProduct', product_id: 12, product_name: '…', price: 89, currency: 'USD', user: {…} | null }
 *
 * `user` holds the user properties only while the shopper is logged in (else null, so the tag
 * manager's data model forgets a previous shopper): user_id, hashed_email (SHA-256 hex of the
 * trimmed, lower-cased email, computed by the gateway into the user cookie — the email itself is
 * never on the page's cookies nor in the dataLayer), subscribed (Subscribed or Paused),
 * sub_status and the utm fields of the newest attribution source (cookie rt, attribution.ts).
 */
export type { AnalyticsEvent, AnalyticsParams, AnalyticsValue } from './events.ts';

export type AnalyticsUser = {
  user_id: string;
  /** Null when the user cookie predates the hash (it is rewritten at the next login or account change). */
  hashed_email: string | null;
  subscribed: boolean;
  sub_status: string;
} & Record<UtmField, string | null>;

export interface AnalyticsEntry extends Record<string, unknown> {
  event: AnalyticsEvent;
  user: AnalyticsUser | null;
}

/** The subscribe event's currency: the shop sells in US dollars. */
export const SUBSCRIBE_CURRENCY = 'USD';

/** For analytics, Subscribed or Paused counts as subscribed. */
export function countsAsSubscribed(subStatus: string): boolean {
  return subStatus === 'Subscribed' || subStatus === 'Paused';
}

/** The logged-in shopper's properties, read now; null for a guest. */
function currentUser(): AnalyticsUser | null {
  if (!isLogin()) return null;
  const cookie = readUserCookie();
  if (!cookie) return null;
  const source = latestAttribution();
  const utm = Object.fromEntries(UTM_FIELDS.map((field) => [field, source?.[field] ?? null])) as Record<
    UtmField,
    string | null
  >;
  return {
    user_id: String(cookie.userId),
    hashed_email: cookie.emailHash || null,
    subscribed: countsAsSubscribed(cookie.subStatus),
    sub_status: cookie.subStatus,
    ...utm,
  };
}

/**
 * Pushes `{ event, ...params, user }` onto window.dataLayer (and, with a G- id, sends it with gtag),
 * with the login state as it is now. Analytics never breaks the shop: a failure is only logged.
 */
export function track(event: AnalyticsEvent, params: AnalyticsParams = {}): void {
  try {
    const user = currentUser();
    const defined = Object.fromEntries(Object.entries(params).filter(([, value]) => value !== undefined)) as Record<
      string,
      AnalyticsValue
    >;
    const entry: AnalyticsEntry = { event, ...defined, user };
    dataLayer().push(entry);
    if (tagManagerState().kind === 'gtag') window.gtag?.('event', event, { ...defined, ...user });
    forwardToThirdParties(event, defined);
  } catch (error) {
    console.error('analytics:', error);
  }
}

/** What made a shopper a lead: she joined the membership waitlist, or said yes to the shop's marketing email. */
export type LeadKind = 'waitlist' | 'newsletter';

/** submitLead, once the api has accepted what made her one. */
export function trackLead(kind: LeadKind, params: AnalyticsParams = {}): void {
  track('submitLead', { lead_type: kind, ...params });
}

/**
 * At start-up, after the session: records this visit's attribution source (an external referrer)
 * before the first page view, then loads the tag manager when a valid id is configured; the affiliate tag and the
 * session recording load later, once the page has loaded (thirdPartyScripts.ts).
 */
export function startAnalytics(): void {
  try {
    recordAttribution();
  } catch {
    // Cookies disabled: no attribution.
  }
  loadTagManager();
  scheduleThirdPartyScripts();
}
