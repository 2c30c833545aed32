import type { AnalyticsEvent, AnalyticsParams } from './events.ts';

/**
 * The entry's side of the affiliate tag and the session recording (thirdParty/): whether the gateway configured
 * either (its meta tags), and a dynamic import of their code, so neither grows the entry chunk nor runs before the
 * page has loaded and the main thread is idle. With no meta tag nothing is imported.
 */
const METAS = ['tote-affiliate', 'tote-session-recording'];
/** The events the third parties hear of: a sign-in identifies the shopper, a paid order is a conversion. */
const FORWARDED: ReadonlySet<AnalyticsEvent> = new Set(['login', 'signUp', 'subscribe', 'purchaseRental']);

type ThirdParties = typeof import('./thirdParty/index.ts');
let loading: Promise<ThirdParties> | null = null;

function configured(): boolean {
  return typeof document !== 'undefined' && METAS.some((name) => document.querySelector(`meta[name="${name}"]`));
}

function withThirdParties(use: (module: ThirdParties) => void): void {
  loading ??= import('./thirdParty/index.ts');
  loading.then(use).catch((error: unknown) => console.error('third-party scripts:', error));
}

/** Loads the configured third parties once the page has loaded and the browser is idle. */
export function scheduleThirdPartyScripts(): void {
  if (!configured()) return;
  const start = () => withThirdParties((module) => module.startThirdParties());
  const whenIdle = () => (window.requestIdleCallback ? window.requestIdleCallback(start, { timeout: 5000 }) : start());
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}

/** An analytics event for the third parties that take it; nothing when none is configured. */
export function forwardToThirdParties(event: AnalyticsEvent, params: AnalyticsParams): void {
  if (!FORWARDED.has(event) || !configured()) return;
  withThirdParties((module) => module.forward(event, params));
}
