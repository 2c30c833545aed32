import { graphql } from 'react-relay';
import type { useResetPasswordMutation as M } from '../../../__generated__/useResetPasswordMutation.graphql.ts';
import { useMutationPromise } from '../../../platform/relay/useMutationPromise.ts';
import { linkSignedInViewer } from '../../../platform/session/session.ts';

/** Sets a new password with an emailed code and signs in. */
export function useResetPasswordMutation() {
  return useMutationPromise<M>(
    graphql`
      mutation useResetPasswordMutation($input: ResetPasswordInput!) {
        resetPassword(input: $input) {
          viewer {
            ...signedInViewer_user @relay(mask: false)
          }
          userErrors {
            ...userErrorFields @relay(mask: false)
          }
        }
      }
    `,
    { updater: (store) => linkSignedInViewer(store, 'resetPassword') },
  );
}
