import { graphql } from 'react-relay';
import type { useDeleteAccountMutation as M } from '../../../__generated__/useDeleteAccountMutation.graphql.ts';
import { useMutationPromise } from '../../../platform/relay/useMutationPromise.ts';

/** Deletes the account for good, confirmed by the password. */
export function useDeleteAccountMutation() {
  return useMutationPromise<M>(graphql`
    mutation useDeleteAccountMutation($input: DeleteAccountInput!) {
      deleteAccount(input: $input) {
        deleted
        userErrors {
          ...userErrorFields @relay(mask: false)
        }
      }
    }
  `);
}
