import { commitLocalUpdate, type IEnvironment, type RecordSourceSelectorProxy } from 'relay-runtime';
import { clearUserCookie, hasUserCookie } from './userCookie.ts';
import { setLoggedIn } from './sessionStore.ts';
import { broadcastLogStatusChange, listenForLogStatusChange } from './logStatusChannel.ts';
import { markAccountsHere, readLoginHistory, rememberLogin } from './loginHistory.ts';

/**
 * The session life cycle: start-up, sign-in, log-out and a forced logout. The token itself is an
 * HttpOnly cookie the gateway sets and clears; the web keeps the login flag, the readable user
 * cookie and the Relay store in step with it.
 */

/**
 * At start-up, before the router runs its first loaders: with the user cookie the shopper counts as
 * logged in (the viewer loads with the first screen's query, which spreads the app shell's
 * `viewer`); without it the logged-out cleanup runs. Then listen for the other tabs.
 */
export function startSession(): () => void {
  // A history kept before its cookie was (or a cookie cleared apart from it): the server's login page knows it again.
  markAccountsHere(readLoginHistory().length);
  if (hasUserCookie()) setLoggedIn(true);
  else loggedOutCleanup();
  return listenForLogStatusChange();
}

/** Login false, the user cookie gone. */
export function loggedOutCleanup(): void {
  setLoggedIn(false);
  clearUserCookie();
}

/**
 * In a sign-in mutation's updater: the payload's viewer becomes the root `viewer` (the header shows
 * the account at once), and every other query is marked stale so it refetches as this shopper.
 */
export function linkSignedInViewer(store: RecordSourceSelectorProxy, rootField: string): void {
  const viewer = store.getRootField(rootField)?.getLinkedRecord('viewer');
  if (!viewer) return;
  store.getRoot().setLinkedRecord(viewer, 'viewer');
  store.invalidateStore();
}

function forgetViewer(environment: IEnvironment): void {
  commitLocalUpdate(environment, (store) => {
    store.getRoot().setValue(null, 'viewer');
    store.invalidateStore();
  });
}

/** After a sign-in answered a viewer (the gateway set both cookies). */
export function markSignedIn(viewer: { email: string; name: string }): void {
  setLoggedIn(true);
  rememberLogin(viewer.email, viewer.name);
  broadcastLogStatusChange('change');
}

/** After log-out or account deletion in this tab. */
export function markSignedOut(environment?: IEnvironment): void {
  loggedOutCleanup();
  if (environment) forgetViewer(environment);
  broadcastLogStatusChange('change');
}

/**
 * The session ended (code 40000): clear the user cookie, set logged out, tell the other tabs.
 * The caller goes to login.
 */
export function forceLogout(environment?: IEnvironment): void {
  markSignedOut(environment);
}
