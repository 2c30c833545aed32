import { redirect } from 'react-router';
import { isLogin } from './sessionStore.ts';
import { afterSignInPath, fullPathOf, loginUrl, SIGNUP_DEFAULT } from './redirects.ts';
import { readUserCookie } from './userCookie.ts';

/** Route-guard helpers for loaders: each throws a redirect or returns nothing. */
interface LoaderArgsLike {
  request: Request;
}

/** Account pages: a guest goes to /login?redirect_uri=<this full path>. */
export function requireLogin({ request }: LoaderArgsLike): void {
  if (isLogin()) return;
  const target = loginUrl(fullPathOf(new URL(request.url)));
  if (target) throw redirect(target);
}

/** /login and /login-entrance: a signed-in shopper goes to redirect_uri, else the account overview. */
export function redirectSignedInFromLogin({ request }: LoaderArgsLike): void {
  if (!isLogin()) return;
  throw redirect(afterSignInPath(new URL(request.url).searchParams));
}

/** /register: a signed-in shopper goes to the default page. */
export function redirectSignedInFromSignUp(): void {
  if (isLogin()) throw redirect(SIGNUP_DEFAULT);
}

/** The membership page. */
export const MEMBERSHIP_PATH = '/subscribe';
export const MEMBER_ACCOUNT_PAGE = '/account/my-subscription';
/** Where a Cancelled member opening the membership page goes. */
export const RESUBSCRIBE_URL = '/subscribe?mode=resubscribe';

export type MembershipGuard = { kind: 'ok' } | { kind: 'redirect'; to: string } | { kind: 'reload'; to: string };

/**
 * The membership page's guard, by the subscribe mode asked for: a guest goes to
 * sign-up (and back here after); a member whose status does not fit the mode leaves with a full
 * reload: Subscribed or Paused → the account page, Cancelled → the resubscribe URL. A non-member
 * asking for a member mode gets the plain subscribe flow.
 */
export function membershipPageGuard(url: URL, mode: string): MembershipGuard {
  if (!isLogin()) return { kind: 'redirect', to: `/register?redirect_uri=${encodeURIComponent(fullPathOf(url))}` };
  const user = readUserCookie();
  const isMember = user?.isMember === 1;
  const status = user?.subStatus ?? 'Not Subscribed';
  if (!isMember || status === 'Not Subscribed') {
    return mode === 'SUBSCRIBE' ? { kind: 'ok' } : { kind: 'redirect', to: MEMBERSHIP_PATH };
  }
  if (status === 'Cancelled') return mode === 'RESUBSCRIBE' ? { kind: 'ok' } : { kind: 'reload', to: RESUBSCRIBE_URL };
  if (status === 'Paused' && mode === 'RESUME_SUBSCRIPTION') return { kind: 'ok' };
  if (status === 'Subscribed' && mode === 'UNLOCK_EARLY') return { kind: 'ok' };
  return { kind: 'reload', to: MEMBER_ACCOUNT_PAGE };
}

/** Member-only pages: a signed-in non-member (isMember 0) gets a full-page redirect to the membership URL. */
export function memberOnlyGuard(): MembershipGuard {
  if (!isLogin()) return { kind: 'ok' }; // requireLogin sends a guest to login first
  const user = readUserCookie();
  if (user && user.isMember === 0) return { kind: 'reload', to: MEMBERSHIP_PATH };
  return { kind: 'ok' };
}

/** Where a shopper who cannot rent yet is sent (with a notice saying why), by membership status. */
export function rentMembershipUrl(status: string): string {
  if (status === 'Paused') return '/resume-subscription?notice=rent';
  if (status === 'Cancelled') return '/subscribe?mode=resubscribe&notice=rent';
  return '/subscribe?notice=rent';
}

/**
 * A cart checkout (/subscribe?mode=purchase-only|rent-only|rent-and-purchase|rent-to-buy): not
 * the membership page, so the membership page's guards do not apply. A guest logs in first (and
 * comes back); renting from the Tote needs a Subscribed member and rent-to-buy a member (isMember 1):
 * anyone else goes to the membership step that fits their status, with a notice. The api checks
 * the mode again (23001 / 23002), which the steps show.
 */
export function checkoutPageGuard(url: URL, mode: string): MembershipGuard {
  if (!isLogin()) {
    const target = loginUrl(fullPathOf(url));
    return target ? { kind: 'redirect', to: target } : { kind: 'ok' };
  }
  const user = readUserCookie();
  const isMember = user?.isMember === 1;
  const status = isMember ? (user?.subStatus ?? 'Not Subscribed') : 'Not Subscribed';
  if ((mode === 'RENT_ONLY' || mode === 'RENT_AND_PURCHASE') && status !== 'Subscribed')
    return { kind: 'redirect', to: rentMembershipUrl(status) };
  if (mode === 'RENT_TO_BUY' && !isMember) return { kind: 'redirect', to: MEMBERSHIP_PATH };
  return { kind: 'ok' };
}
