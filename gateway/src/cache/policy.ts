/**
 * What the response cache may keep, decided per operation from the fields it selects (schema
 * coordinates, `Type.field`), before anything runs:
 *
 * - `shared`: nothing in it depends on who asks: one entry serves every caller.
 * - `guests`: it selects a field whose answer depends on the signed-in shopper (their hearts, Tote,
 *   orders) or that acts for them (a product read with a session counts as viewing it). A guest's
 *   answer to those is the same for every guest (false, null, empty), so one entry serves all
 *   plain guests; a signed-in shopper's request neither reads nor fills the cache.
 * - `none`: never cached: mutations, subscriptions, and operations selecting a field whose answer
 *   is new every time, sets a cookie, or moves with every request.
 *
 * A field added to the schema that depends on the viewer must be listed here; PRIVATE_TYPES is the
 * backstop, checked in every result (a `shared` result holding one of them is not kept). scope.ts
 * reads an operation against these lists.
 */
import { AUTH_COOKIE, USER_COOKIE } from '@tote/contract/cookies';
import { RequestHeader } from '@tote/contract/envelope';
import { parseCookies } from '../cookies.js';

export type CacheScope = 'shared' | 'guests' | 'none';

/** Answers that depend on (or act for) the signed-in shopper; the same for every guest. */
export const PER_VIEWER_FIELDS: ReadonlySet<string> = new Set([
  'Query.viewer',
  // A User, Tote, ToteItem, Order, Receipt or ReturnTicket id resolves for its owner only (null for anyone else).
  'Query.node',
  'Query.nodes',
  'Query.order',
  'Query.returnTicket',
  'Query.paymentResult',
  'Query.checkoutPreview',
  'Query.cancelSurvey',
  // Editors' picks less what is in the shopper's Tote.
  'Query.toteSuggestions',
  'Product.isWished',
  'Product.toteButtons',
  // The signed-in shopper's rows on a product page (empty for every guest).
  'ProductRecommendations.productsYouLike',
  'ProductRecommendations.recentlyViewed',
  'Brand.isFollowed',
  // /product/info with a session records the view (the shopper's "recently viewed"): a signed-in
  // shopper's product reads must reach it.
  'Query.product',
  'Product.description',
  'Product.details',
  'Product.sizeType',
  'Product.occasions',
  // From the viewer's height, body shape and saved sizes; a guest's from reviews alone.
  'Product.sizeSuggestion',
  // Whether the viewer reviewed their order item.
  'OrderLine.reviewStatus',
  'Query.reviewableItem',
]);

/** Never cached. */
export const UNCACHED_FIELDS: ReadonlySet<string> = new Set([
  // A guest's conversation hangs on the deviceId cookie, minted on first use.
  'Query.assistant',
  // A fresh OAuth state per request, also set in a cookie.
  'Query.loginMethods',
  // Whether a code exists changes as shoppers sign up.
  'Query.referralCode',
  // Trending moves with every search; recent searches are the shopper's.
  'Query.searchDrawer',
  // A fresh id per call.
  'AppInit.sessionId',
  // Banners and pop-ups, which the back office switches on and off at any time: the web asks once per visit and
  // audience (banners/Popups.tsx), so a kept answer would outlive a switch for every guest who comes after.
  'AppInit.popups',
  // A share link stops working when it expires or is revoked: every read must ask.
  'Query.sharedOrder',
  'Query.sharedCollection',
  // The viewer's place on the waitlist, behind a switch the back office flips at any time.
  'Query.waitlist',
]);

/** Types made of one shopper's data only. */
export const PRIVATE_TYPES: readonly string[] = [
  'User',
  'Profile',
  'Tote',
  'ToteItem',
  'ToteButtons',
  'Membership',
  'Order',
  'Receipt',
  'ReturnTicket',
  'Refund',
  'Address',
  'PaymentMethod',
  'CheckoutPreview',
  'PaymentResult',
  'Assistant',
  'Waitlist',
  // A poll carries the viewer's vote and push switches.
  'ProductPoll',
  'ProductPollOption',
  // The viewer's capsules (a private collection: only its owner may see it).
  'Capsule',
  // The viewer's style survey answers.
  'StyleSurvey',
  // A shopper's own feedback (mutations only, never cached: the backstop).
  'Feedback',
  // The viewer's order item and size suggestion (reviews).
  'ReviewableItem',
  'SizeSuggestion',
  // The viewer's photo upload key (mutation only, never cached: the backstop).
  'PhotoUpload',
];

/**
 * A caller whose `guests`-scoped answers are every guest's: no session token (header or cookie) and
 * no user-info cookie (a left-over one is cleared by the answer, with Set-Cookie).
 */
export function isPlainGuest(headers: Headers): boolean {
  if (headers.get(RequestHeader.auth)) return false;
  const cookies = parseCookies(headers.get('cookie'));
  return cookies[AUTH_COOKIE] === undefined && cookies[USER_COOKIE] === undefined;
}
