import { graphql } from 'react-relay';
import type { useRemoveFromToteMutation as M } from '../../__generated__/useRemoveFromToteMutation.graphql.ts';
import { useMutationPromise } from '../../platform/relay/useMutationPromise.ts';

export function useRemoveFromToteMutation() {
  return useMutationPromise<M>(graphql`
    mutation useRemoveFromToteMutation($input: RemoveFromToteInput!) {
      removeFromTote(input: $input) {
        ...toteChange_payload @relay(mask: false)
        userErrors {
          ...userErrorFields @relay(mask: false)
        }
      }
    }
  `);
}
