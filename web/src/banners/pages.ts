/**
 * Where a banner or pop-up may show: pages for browsing. Never over a form or a flow the shopper is in
 * the middle of — log-in, sign-up, the subscribe steps, an order, a return, a review, the account pages.
 */
const BROWSING: readonly RegExp[] = [
  /^\/$/,
  /^\/home$/,
  /^\/new-arrivals$/,
  /^\/(category|collection|brand)\/[^/]+$/,
  /^\/(brands|occasions|search|wishlist)$/,
  /^\/product\//,
];

export const popsAllowedOn = (pathname: string): boolean => BROWSING.some((page) => page.test(pathname));
