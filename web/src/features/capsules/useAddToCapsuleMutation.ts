import { graphql } from 'react-relay';
import type { useAddToCapsuleMutation as M } from '../../__generated__/useAddToCapsuleMutation.graphql.ts';
import { useMutationPromise } from '../../platform/relay/useMutationPromise.ts';

/** Puts a product in a capsule (/capsule/addProduct). */
export function useAddToCapsuleMutation() {
  return useMutationPromise<M>(graphql`
    mutation useAddToCapsuleMutation($input: CapsuleProductInput!) {
      addToCapsule(input: $input) {
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
