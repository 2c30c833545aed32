import { graphql } from 'react-relay';
import type * as Generated from '../../../__generated__/useConfirmSocialLoginMutation.graphql.ts';
import { useMutationPromise } from '../../../platform/relay/useMutationPromise.ts';
import { linkSignedInViewer } from '../../../platform/session/session.ts';

type M = Generated.useConfirmSocialLoginMutation;

/** Links a social sign-in to the existing account, confirmed by its password. */
export function useConfirmSocialLoginMutation() {
  return useMutationPromise<M>(
    graphql`
      mutation useConfirmSocialLoginMutation($input: ConfirmSocialLoginInput!) {
        confirmSocialLogin(input: $input) {
          viewer {
            ...signedInViewer_user @relay(mask: false)
          }
          userErrors {
            ...userErrorFields @relay(mask: false)
          }
        }
      }
    `,
    { updater: (store) => linkSignedInViewer(store, 'confirmSocialLogin') },
  );
}
