import { useEffect } from 'react';
import { isLogin } from './sessionStore.ts';
import { loggedOutCleanup } from './session.ts';

/**
 * The app shell's query carries `viewer`. When the cookie says logged in but the gateway answers no
 * viewer (the session expired or was revoked elsewhere), the logged-out cleanup runs.
 */
export function useViewerSessionCheck(hasViewer: boolean): void {
  useEffect(() => {
    if (!hasViewer && isLogin()) loggedOutCleanup();
  }, [hasViewer]);
}
