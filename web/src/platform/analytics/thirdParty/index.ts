import { isLogin } from '../../session/sessionStore.ts';
import { readUserCookie } from '../../session/userCookie.ts';
import { fingerprint } from '../../tracking/deviceCookies.ts';
import type { AnalyticsEvent, AnalyticsParams } from '../events.ts';
import { identifyAffiliate, loadAffiliate, trackAffiliateConversion, type AffiliateCustomer } from './affiliate.ts';
import { identifySessionRecording, loadSessionRecording } from './sessionRecording.ts';
import { metaContent } from './script.ts';

/**
 * The affiliate tag and the session recording, loaded lazily by ../thirdPartyScripts.ts when the gateway wrote
 * their meta tags. The shop has no consent or cookie-preference mechanism yet: both load whenever configured.
 */
let loaded: { affiliate: boolean; sessionRecording: boolean } | null = null;

/** The impact.com event type id of each conversion, from `data-event-types="subscribe=1,purchaseRental=2"`. */
function affiliateEventTypes(): Map<string, number> {
  const raw = document.querySelector('meta[name="tote-affiliate"]')?.getAttribute('data-event-types') ?? '';
  const pairs = raw.split(',').flatMap((pair) => {
    const [event, id] = pair.split('=');
    return event && id && /^\d+$/.test(id) ? [[event, Number(id)] as const] : [];
  });
  return new Map(pairs);
}

/** Who the shopper is, for the affiliate tag: empty customer fields for a guest. */
function customer(): AffiliateCustomer {
  const cookie = isLogin() ? readUserCookie() : null;
  return {
    customerId: cookie ? String(cookie.userId) : '',
    customerEmail: cookie?.emailSha1 ?? '',
    customProfileId: fingerprint(),
  };
}

function identify(): void {
  if (!loaded) return;
  const who = customer();
  if (loaded.affiliate) identifyAffiliate(who);
  const cookie = isLogin() ? readUserCookie() : null;
  if (loaded.sessionRecording && cookie)
    identifySessionRecording({
      customerId: String(cookie.userId),
      hashedEmail: cookie.emailHash,
      profileId: who.customProfileId,
    });
}

/** Loads each configured third party once and identifies the shopper (a guest: the affiliate tag's profile id). */
export function startThirdParties(): void {
  if (loaded) return;
  const affiliateId = metaContent('tote-affiliate');
  const orgId = metaContent('tote-session-recording');
  loaded = {
    affiliate: affiliateId !== null && loadAffiliate(affiliateId),
    sessionRecording: orgId !== null && loadSessionRecording(orgId),
  };
  identify();
}

/** A sign-in identifies the shopper again; a paid membership or rental is the affiliate tag's conversion. */
export function forward(event: AnalyticsEvent, params: AnalyticsParams): void {
  startThirdParties();
  if (event === 'login' || event === 'signUp') return identify();
  const eventTypeId = affiliateEventTypes().get(event);
  if (!loaded?.affiliate || eventTypeId === undefined) return;
  const text = (value: unknown) => (value === undefined || value === null ? '' : String(value));
  trackAffiliateConversion(eventTypeId, customer(), {
    orderId: text(params.order_id),
    currencyCode: text(params.currency),
    amount: Number(params.value ?? 0),
    sku: text(params.plan_code ?? params.mode),
    name: text(params.plan ?? params.mode),
    category: event === 'subscribe' ? 'membership' : 'rental',
  });
}

/** Tests only. */
export function resetThirdParties(): void {
  loaded = null;
}
