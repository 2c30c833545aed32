import { productIdFromSlug } from '@tote/contract/slugs';
import type { TrackedEvent } from './useTrackEventMutation.ts';

/** SPEC §9: the page's tracking event goes 3 s after a route change (none when the route changes again first). */
export const VIEW_PAGE_DELAY_MS = 3_000;

/**
 * Paths not tracked as page views (SPEC §2): pages a shopper only passes through or that are not the shop's
 * content — the payment return (redirects to the result), the app-download redirect, and the error pages.
 */
export const UNTRACKED_PATHS: readonly string[] = [
  '/payment-result-check',
  '/download_app',
  '/404',
  '/500',
  '/error/expired',
];

export function isTrackedPath(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return !UNTRACKED_PATHS.includes(path);
}

/** The events of having stayed on a page: view_page, and view_pdp on a product page (with its product and color). */
export function pageViewEvents(pathname: string, search: string): TrackedEvent[] {
  if (!isTrackedPath(pathname)) return [];
  const events: TrackedEvent[] = [{ eventType: 'VIEW_PAGE' }];
  const product = /^\/product\/(.+)$/.exec(pathname);
  const productId = product ? productIdFromSlug(product[1]) : null;
  if (productId !== null) {
    const colorId = Number(new URLSearchParams(search).get('colorId'));
    events.push({ eventType: 'VIEW_PDP', productId, ...(Number.isInteger(colorId) && colorId > 0 ? { colorId } : {}) });
  }
  return events;
}
