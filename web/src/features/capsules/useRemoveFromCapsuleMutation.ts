import { graphql } from 'react-relay';
import type { useRemoveFromCapsuleMutation as M } from '../../__generated__/useRemoveFromCapsuleMutation.graphql.ts';
import { useMutationPromise } from '../../platform/relay/useMutationPromise.ts';

/** Takes a product out of a capsule (/capsule/removeProduct). */
export function useRemoveFromCapsuleMutation() {
  return useMutationPromise<M>(graphql`
    mutation useRemoveFromCapsuleMutation($input: CapsuleProductInput!) {
      removeFromCapsule(input: $input) {
        capsule {
          ...CapsuleTile_capsule
        }
        userErrors {
          ...userErrorFields @relay(mask: false)
        }
      }
    }
  `);
}
