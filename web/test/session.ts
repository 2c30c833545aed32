/** Test helpers for the session: the cookie the gateway would set, and a clean slate after each test. */
import { commitLocalUpdate } from 'relay-runtime';
import type { MockEnvironment } from './relay.tsx';
import { setLoggedIn } from '../src/platform/session/sessionStore.ts';
import { resetLogStatusChannel } from '../src/platform/session/logStatusChannel.ts';

export const USER_COOKIE_VALUE = encodeURIComponent(
  JSON.stringify({
    userId: 7,
    emailHash: 'e3b7c0f5a1',
    name: 'Ann Shopper',
    isMember: 0,
    subStatus: 'Not Subscribed',
    toteUpperLimit: 6,
  }),
);

/** What the gateway's Set-Cookie does for the readable user cookie. */
export function setUserCookie(): void {
  document.cookie = `tote_user=${USER_COOKIE_VALUE}; path=/`;
}

/** A subscribed member's session: their user cookie says so (the member-only pages' guards read it). */
export function signInAsMemberForTest(): void {
  const member = { ...JSON.parse(decodeURIComponent(USER_COOKIE_VALUE)), isMember: 1, subStatus: 'Subscribed' };
  document.cookie = `tote_user=${encodeURIComponent(JSON.stringify(member))}; path=/`;
  setLoggedIn(true);
}

export function signInForTest(): void {
  setUserCookie();
  setLoggedIn(true);
}

export function resetSession(): void {
  document.cookie = 'tote_user=; Max-Age=0; path=/';
  setLoggedIn(false);
  localStorage.clear();
  resetLogStatusChannel();
}

/** Every cached query becomes stale: the next loader asks the (mock) network again. */
export function invalidateStore(environment: MockEnvironment): void {
  environment.mock.clearCache();
  commitLocalUpdate(environment, (store) => store.invalidateStore());
}
