import { graphql } from 'react-relay';
import type { useUnlockAccountMutation as M } from '../../../__generated__/useUnlockAccountMutation.graphql.ts';
import { useMutationPromise } from '../../../platform/relay/useMutationPromise.ts';
import { linkSignedInViewer } from '../../../platform/session/session.ts';

/** Unlocks a locked account with an emailed code and signs in. */
export function useUnlockAccountMutation() {
  return useMutationPromise<M>(
    graphql`
      mutation useUnlockAccountMutation($input: UnlockAccountInput!) {
        unlockAccount(input: $input) {
          viewer {
            ...signedInViewer_user @relay(mask: false)
          }
          userErrors {
            ...userErrorFields @relay(mask: false)
          }
        }
      }
    `,
    { updater: (store) => linkSignedInViewer(store, 'unlockAccount') },
  );
}
