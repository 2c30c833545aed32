import { graphql } from 'react-relay';
import type { useDeleteCapsuleMutation as M } from '../../__generated__/useDeleteCapsuleMutation.graphql.ts';
import { useMutationPromise } from '../../platform/relay/useMutationPromise.ts';

/** Deletes a capsule (/capsule/delete); the answer is its id. */
export function useDeleteCapsuleMutation() {
  return useMutationPromise<M>(graphql`
    mutation useDeleteCapsuleMutation($input: DeleteCapsuleInput!) {
      deleteCapsule(input: $input) {
        deletedId
        userErrors {
          ...userErrorFields @relay(mask: false)
        }
      }
    }
  `);
}
