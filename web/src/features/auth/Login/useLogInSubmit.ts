import { useCallback } from 'react';
import { useLogInMutation } from './useLogInMutation.ts';
import { useSignedIn } from '../useSignedIn.ts';
import type { UserErrorLike } from '../../../platform/relay/userErrors.ts';

/** logIn with a password or a code: signed in (and on to redirect_uri), or the userErrors to show. */
export function useLogInSubmit(): [
  (input: { email: string; password?: string; code?: string }) => Promise<readonly UserErrorLike[]>,
  boolean,
] {
  const [logIn, inFlight] = useLogInMutation();
  const signedIn = useSignedIn();
  const submit = useCallback(
    async (input: { email: string; password?: string; code?: string }) => {
      const { logIn: payload } = await logIn({ input });
      if (payload.viewer) {
        signedIn(payload.viewer);
        return [];
      }
      return payload.userErrors;
    },
    [logIn, signedIn],
  );
  return [submit, inFlight];
}
