import { graphql } from 'react-relay';
import type * as Generated from '../../../__generated__/useCompleteSocialSignUpMutation.graphql.ts';
import { useMutationPromise } from '../../../platform/relay/useMutationPromise.ts';
import { linkSignedInViewer } from '../../../platform/session/session.ts';

type M = Generated.useCompleteSocialSignUpMutation;

/** Creates the account of a new social sign-in with a password of its own. */
export function useCompleteSocialSignUpMutation() {
  return useMutationPromise<M>(
    graphql`
      mutation useCompleteSocialSignUpMutation($input: CompleteSocialSignUpInput!) {
        completeSocialSignUp(input: $input) {
          viewer {
            ...signedInViewer_user @relay(mask: false)
          }
          userErrors {
            ...userErrorFields @relay(mask: false)
          }
        }
      }
    `,
    { updater: (store) => linkSignedInViewer(store, 'completeSocialSignUp') },
  );
}
