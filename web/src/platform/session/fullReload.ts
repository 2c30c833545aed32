import { redirect } from 'react-router';

/**
 * A full-page navigation (a full reload, possibly to an external URL): the guards of the
 * membership pages and the payment redirects leave the single-page app this way. One place, so
 * tests can watch it.
 */
export function fullReload(url: string): void {
  window.location.assign(url);
}

/** What a loader returns after a full reload: it never settles, the page is going away. */
export function pageIsLeaving(): Promise<never> {
  return new Promise<never>(() => {});
}

/**
 * A loader that sends the shopper elsewhere with a full page load: in the browser a full reload; on the server,
 * where the page is not drawn yet, the document's answer is the redirect itself.
 */
export function leaveFor(url: string): Promise<never> {
  if (typeof window === 'undefined') throw redirect(url);
  fullReload(url);
  return pageIsLeaving();
}
