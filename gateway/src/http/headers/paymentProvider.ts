/**
 * Whether the shop's pages load Stripe.js: the web does when the api's /payment/config names Stripe (the api holds
 * the keys), so the pages' policy asks the same api, not a setting of the gateway's own that could disagree. The
 * answer is kept for a minute and refreshed behind the pages that use it; a page waits only for the first one. An
 * api that does not answer counts as no Stripe for a few seconds (its pages could not pay anyway).
 */
import { billingPaymentV1 } from '@tote/contract/v1/billing';
import { v1Path } from '@tote/contract/v1/endpoint';
import type { PaymentConfig } from '@tote/contract/payment';
import type { UpstreamPool } from '../../upstream/client.js';

const KEEP_MS = 60_000;
const RETRY_MS = 5_000;
const TIMEOUT_MS = 2_000;

export type UsesStripe = () => Promise<boolean>;

async function askApi(upstream: UpstreamPool): Promise<boolean | null> {
  try {
    const res = await upstream.pool.request({
      path: v1Path(billingPaymentV1.paymentConfig),
      method: 'GET',
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const body = (await res.body.json()) as { code?: unknown; data?: Partial<PaymentConfig> | null };
    return body.code === 0 ? body.data?.provider === 'stripe' : null;
  } catch {
    return null;
  }
}

export function watchPaymentProvider(upstream: UpstreamPool, now: () => number = Date.now): UsesStripe {
  let known: { stripe: boolean; until: number } | null = null;
  let asking: Promise<boolean> | null = null;

  const refresh = (): Promise<boolean> =>
    (asking ??= askApi(upstream).then((stripe) => {
      known = stripe === null ? { stripe: false, until: now() + RETRY_MS } : { stripe, until: now() + KEEP_MS };
      asking = null;
      return known.stripe;
    }));

  return async function usesStripe(): Promise<boolean> {
    if (known && now() < known.until) return known.stripe;
    const next = refresh();
    return known ? known.stripe : next;
  };
}
