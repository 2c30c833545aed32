import { redirect } from 'react-router';

/**
 * A full-page navigation (a full reload, possibly to an external URL): the guards of the
 * membership pages and the payment redirects leave the single-page app this way. One place, so
 * tests can watch it.
 */
export function fullReload(url: string, options: LeaveOptions = {}): void {
  window.location.assign(checkedDestination(url, window.location.href, options));
}

export interface LeaveOptions {
  /** Another site: a navigation leaves the shop only when it says so (SPEC §3). */
  external?: boolean;
}

/** A navigation the shop refuses: to another site without the external flag, or by a scheme other than http(s). */
export class NavigationRefused extends Error {
  override name = 'NavigationRefused';
}

/**
 * Where a full-page navigation from `here` to `url` goes, or NavigationRefused (SPEC §8: external navigation
 * without the flag or with a disallowed protocol throws): only http and https (never javascript:, data:, file:…),
 * and another origin only with `external`.
 */
export function checkedDestination(url: string, here: string, { external = false }: LeaveOptions = {}): string {
  let target: URL;
  try {
    target = new URL(url, here);
  } catch {
    throw new NavigationRefused(`Not a URL: ${url}`);
  }
  if (target.protocol !== 'https:' && target.protocol !== 'http:')
    throw new NavigationRefused(`Navigation by ${target.protocol} is refused`);
  if (target.origin !== new URL(here).origin && !external)
    throw new NavigationRefused(`${target.origin} is another site: an external navigation must say so`);
  return target.href;
}

/** What a loader returns after a full reload: it never settles, the page is going away. */
export function pageIsLeaving(): Promise<never> {
  return new Promise<never>(() => {});
}

/**
 * A loader that sends the shopper elsewhere with a full page load: in the browser a full reload; on the server,
 * where the page is not drawn yet, the document's answer is the redirect itself.
 */
export function leaveFor(url: string, options: LeaveOptions = {}): Promise<never> {
  if (typeof window === 'undefined') {
    checkedDestination(url, 'http://shop.invalid/', options);
    throw redirect(url);
  }
  fullReload(url, options);
  return pageIsLeaving();
}
