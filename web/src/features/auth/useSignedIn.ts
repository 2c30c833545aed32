import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { markSignedIn } from '../../platform/session/session.ts';
import { afterSignInPath } from '../../platform/session/redirects.ts';
import { track } from '../../platform/analytics/analytics.ts';
import { useMergeRecentSearches } from '../search/index.ts';

/**
 * What every sign-in screen does on success: mark the session, send the analytics event (`login`,
 * or `signUp` for a new account), hand the guest's recent searches to the account, then go back to
 * redirect_uri (or the account).
 */
export function useSignedIn(event: 'login' | 'signUp' = 'login'): (viewer: { email: string; name: string }) => void {
  const navigate = useNavigate();
  const { search } = useLocation();
  const mergeRecentSearches = useMergeRecentSearches();
  return useCallback(
    (viewer) => {
      markSignedIn(viewer);
      // After markSignedIn: the event carries the new shopper's user properties.
      track(event);
      mergeRecentSearches();
      void navigate(afterSignInPath(search), { replace: true });
    },
    [navigate, search, event, mergeRecentSearches],
  );
}
