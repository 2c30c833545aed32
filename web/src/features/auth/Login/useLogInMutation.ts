import { graphql } from 'react-relay';
import type { useLogInMutation as M } from '../../../__generated__/useLogInMutation.graphql.ts';
import { useMutationPromise } from '../../../platform/relay/useMutationPromise.ts';
import { linkSignedInViewer } from '../../../platform/session/session.ts';

/** Signs in with a password or an emailed code. */
export function useLogInMutation() {
  return useMutationPromise<M>(
    graphql`
      mutation useLogInMutation($input: LogInInput!) {
        logIn(input: $input) {
          viewer {
            ...signedInViewer_user @relay(mask: false)
          }
          userErrors {
            ...userErrorFields @relay(mask: false)
          }
        }
      }
    `,
    { updater: (store) => linkSignedInViewer(store, 'logIn') },
  );
}
