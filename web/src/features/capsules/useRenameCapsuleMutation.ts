import { graphql } from 'react-relay';
import type { useRenameCapsuleMutation as M } from '../../__generated__/useRenameCapsuleMutation.graphql.ts';
import { useMutationPromise } from '../../platform/relay/useMutationPromise.ts';

/** Renames a capsule (/capsule/updateName). */
export function useRenameCapsuleMutation() {
  return useMutationPromise<M>(graphql`
    mutation useRenameCapsuleMutation($input: RenameCapsuleInput!) {
      renameCapsule(input: $input) {
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
