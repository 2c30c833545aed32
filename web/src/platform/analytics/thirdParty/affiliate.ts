import { addThirdPartyScript } from './script.ts';

/**
 * impact.com's Universal Tracking Tag (UTT), the affiliate tracking of SPEC §7. Its standard loader: `ire` is a
 * queue (`ire.a`, each call's arguments) that the tag's script, utt.impactcdn.com/<UTT id>.js, replays when it
 * arrives. The shop calls `identify` with the customer id, the SHA-1 hex of the normalised email (impact.com drops
 * an unhashed one) and a profile id (the browser's fingerprint), and `trackConversion` with the event type id set
 * for a paid membership or rental in impact.com (AFFILIATE_EVENT_TYPES).
 */
export const AFFILIATE_TRACKING_ID_PATTERN = /^A\d+-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\d$/;

export type Ire = ((...args: unknown[]) => void) & { a?: IArguments[] };

declare global {
  interface Window {
    ire?: Ire;
    ire_o?: string;
  }
}

export interface AffiliateCustomer {
  customerId: string;
  /** SHA-1 hex of the trimmed, lower-cased email; '' for a guest. */
  customerEmail: string;
  customProfileId: string;
}

export interface AffiliateOrder {
  orderId: string;
  currencyCode: string;
  /** What the order billed; one line, as the shop sells one membership or one rental per order. */
  amount: number;
  sku: string;
  name: string;
  category: string;
}

/** Loads the tag for a valid id (a warning and nothing for another); true once loaded. */
export function loadAffiliate(id: string): boolean {
  if (!AFFILIATE_TRACKING_ID_PATTERN.test(id)) {
    console.warn(`Affiliate tracking id "${id}" is not an impact.com UTT id: the affiliate tag is not loaded.`);
    return false;
  }
  if (window.ire) return true;
  window.ire_o = 'ire';
  const ire: Ire = function () {
    // The tag replays the Arguments objects themselves (the vendor's snippet), hence no rest parameters.
    // eslint-disable-next-line prefer-rest-params
    (ire.a ??= []).push(arguments);
  };
  window.ire = ire;
  addThirdPartyScript('affiliate', `https://utt.impactcdn.com/${encodeURIComponent(id)}.js`);
  return true;
}

export function identifyAffiliate(customer: AffiliateCustomer): void {
  window.ire?.('identify', { ...customer });
}

export function trackAffiliateConversion(
  eventTypeId: number,
  customer: AffiliateCustomer,
  order: AffiliateOrder,
): void {
  const { orderId, currencyCode, amount, sku, name, category } = order;
  window.ire?.(
    'trackConversion',
    eventTypeId,
    {
      orderId,
      customerId: customer.customerId,
      customerEmail: customer.customerEmail,
      currencyCode,
      items: [{ subTotal: amount, category, sku, quantity: 1, name }],
    },
    { verifySiteDefinitionMatch: true },
  );
}

/** Tests only. */
export function resetAffiliate(): void {
  delete window.ire;
  delete window.ire_o;
  for (const script of document.querySelectorAll('script[data-third-party="affiliate"]')) script.remove();
}
