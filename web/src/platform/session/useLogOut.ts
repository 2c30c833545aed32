import { useCallback } from 'react';
import { useRelayEnvironment } from 'react-relay';
import { useNavigate } from 'react-router';
import { useLogOutMutation } from './useLogOutMutation.ts';
import { markSignedOut } from './session.ts';

/** Log out: the gateway ends the session; this tab forgets the viewer, tells the others, goes home. */
export function useLogOut(): [() => Promise<void>, boolean] {
  const [logOut, inFlight] = useLogOutMutation();
  const environment = useRelayEnvironment();
  const navigate = useNavigate();
  const run = useCallback(async () => {
    try {
      await logOut({ input: {} });
    } catch {
      // The session ends on this device either way.
    }
    markSignedOut(environment);
    await navigate('/', { replace: true });
  }, [logOut, environment, navigate]);
  return [run, inFlight];
}
