import { graphql } from 'react-relay';
import type { useLogOutMutation as M } from '../../__generated__/useLogOutMutation.graphql.ts';
import { useMutationPromise } from '../relay/useMutationPromise.ts';

/** Ends the session (the gateway clears the auth cookie); the caller runs markSignedOut. */
export function useLogOutMutation() {
  return useMutationPromise<M>(graphql`
    mutation useLogOutMutation($input: LogOutInput) {
      logOut(input: $input) {
        loggedOut
        userErrors {
          ...userErrorFields @relay(mask: false)
        }
      }
    }
  `);
}
