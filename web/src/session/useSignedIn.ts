import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { markSignedIn } from './session.ts';
import { afterSignInPath } from './redirects.ts';

/** What every sign-in screen does on success: mark the session, then go back to redirect_uri (or the account). */
export function useSignedIn(): (viewer: { email: string; name: string }) => void {
  const navigate = useNavigate();
  const { search } = useLocation();
  return useCallback(
    (viewer) => {
      markSignedIn(viewer);
      void navigate(afterSignInPath(search), { replace: true });
    },
    [navigate, search],
  );
}
