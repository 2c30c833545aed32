import { configureErrorReactions } from './errorReactions.ts';
import { showToast } from '../state/ui.ts';

interface NavigatingRouter {
  navigate(to: string, options?: { replace?: boolean; state?: unknown }): Promise<void> | void;
}

/** Connects the error reactions to the app: navigation through the data router, toasts in the UI store. */
export function wireErrorReactions(router: NavigatingRouter): () => void {
  return configureErrorReactions({
    navigate: (to, options) => void router.navigate(to, options),
    toast: (message) => showToast(message, 'error'),
    unauthenticated: () => {
      // Sign-in issue: clear the user cookie, set logged out, broadcast to other tabs,
      // then go to /login with redirect_uri = the current full path (SPEC.md §2, §8 code 40000).
    },
  });
}
