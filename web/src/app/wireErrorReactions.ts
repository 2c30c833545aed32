import type { IEnvironment } from 'relay-runtime';
import { configureErrorReactions } from '../platform/relay/errorReactions.ts';
import { showToast } from '../platform/state/ui.ts';
import { forceLogout } from '../platform/session/session.ts';
import { loginUrl } from '../platform/session/redirects.ts';

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

/** Connects the error reactions to the app: navigation through the data router, toasts in the UI store. */
export function wireErrorReactions(router: NavigatingRouter, environment?: IEnvironment): () => void {
  return configureErrorReactions({
    navigate: (to, options) => void router.navigate(to, options),
    toast: (message) => showToast(message, 'error'),
    unauthenticated: () => {
      // The session ended (code 40000): clear the user cookie, set logged out, broadcast to other tabs,
      // then go to /login with redirect_uri = the current full path (nothing when already there).
      forceLogout(environment);
      const target = loginUrl(currentFullPath(router));
      if (target) void router.navigate(target, { replace: true });
    },
  });
}
