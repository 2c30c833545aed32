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
