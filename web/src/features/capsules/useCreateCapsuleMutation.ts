import { graphql } from 'react-relay';
import type { useCreateCapsuleMutation as M } from '../../__generated__/useCreateCapsuleMutation.graphql.ts';
import { useMutationPromise } from '../../platform/relay/useMutationPromise.ts';

/** Makes a capsule (/capsule/create); the answer is the new capsule. */
export function useCreateCapsuleMutation() {
  return useMutationPromise<M>(graphql`
    mutation useCreateCapsuleMutation($input: CreateCapsuleInput!) {
      createCapsule(input: $input) {
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
