import type { IEnvironment } from 'relay-runtime';
import { configureErrorReactions } from '../platform/relay/errorReactions.ts';
import { closeModal, MODALS, showToast } from '../platform/state/ui.ts';
import { forceLogout } from '../platform/session/session.ts';
import { loginUrl, safeRedirectPath } from '../platform/session/redirects.ts';
import { fullReload, NavigationRefused } from '../platform/session/fullReload.ts';

interface PathLike {
  pathname: string;
  search: string;
  hash: string;
}

interface NavigatingRouter {
  navigate(to: string, options?: { replace?: boolean; state?: unknown }): Promise<void> | void;
  state?: { location: PathLike; navigation?: { location?: PathLike } };
}

function currentFullPath(router: NavigatingRouter): string {
  // During a navigation (a loader's query failed) the page being opened is the one to come back to.
  const location = router.state?.navigation?.location ?? router.state?.location ?? window.location;
  return location.pathname + location.search + location.hash;
}

/**
 * message.action 'back' (SPEC §8): to the redirect_uri of the page the shopper is on (or being opened) when it is a
 * path of this shop (safeRedirectPath: no other site, no sign-in page), else home.
 */
export function backDestination(currentFullPath: string): string {
  const search = currentFullPath.includes('?') ? currentFullPath.slice(currentFullPath.indexOf('?')) : '';
  return safeRedirectPath(new URLSearchParams(search.split('#')[0]).get('redirect_uri')) ?? '/';
}

/** The api sent the shopper elsewhere (message.action): the page's dialogs (a confirmation) go with the page. */
function leavePage(router: NavigatingRouter, to: string): void {
  for (const name of MODALS) closeModal(name);
  void router.navigate(to, { replace: true });
}

/**
 * Connects the error reactions to the app: navigation through the data router, toasts in the UI store, another
 * site through the checked full-page navigation (a scheme it refuses is logged, and the shopper stays).
 */
export function wireErrorReactions(router: NavigatingRouter, environment?: IEnvironment): () => void {
  return configureErrorReactions({
    navigate: (to, options) => void router.navigate(to, options),
    redirect: (to) => leavePage(router, to),
    toast: (message) => showToast(message, 'error'),
    unauthenticated: () => {
      // The session ended (code 40000): clear the user cookie, set logged out, broadcast to other tabs,
      // then go to /login with redirect_uri = the current full path (nothing when already there).
      forceLogout(environment);
      const target = loginUrl(currentFullPath(router));
      if (target) void router.navigate(target, { replace: true });
    },
    leave: (url) => {
      try {
        fullReload(url, { external: true });
      } catch (error) {
        if (!(error instanceof NavigationRefused)) throw error;
        console.warn(error.message);
      }
    },
    back: () => leavePage(router, backDestination(currentFullPath(router))),
  });
}
