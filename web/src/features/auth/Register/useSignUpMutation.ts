import { graphql } from 'react-relay';
import type { useSignUpMutation as M } from '../../../__generated__/useSignUpMutation.graphql.ts';
import { useMutationPromise } from '../../../platform/relay/useMutationPromise.ts';
import { linkSignedInViewer } from '../../../platform/session/session.ts';

/** Creates the account (email verified by its code) and signs in. */
export function useSignUpMutation() {
  return useMutationPromise<M>(
    graphql`
      mutation useSignUpMutation($input: SignUpInput!) {
        signUp(input: $input) {
          viewer {
            ...signedInViewer_user @relay(mask: false)
          }
          userErrors {
            ...userErrorFields @relay(mask: false)
          }
        }
      }
    `,
    { updater: (store) => linkSignedInViewer(store, 'signUp') },
  );
}
