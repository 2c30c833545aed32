import { graphql } from 'react-relay';
import type { useCapsuleOpsCreateMutation as Create } from '../../__generated__/useCapsuleOpsCreateMutation.graphql.ts';
import type { useCapsuleOpsRenameMutation as Rename } from '../../__generated__/useCapsuleOpsRenameMutation.graphql.ts';
import type { useCapsuleOpsAddMutation as Add } from '../../__generated__/useCapsuleOpsAddMutation.graphql.ts';
import type { useCapsuleOpsRemoveMutation as Remove } from '../../__generated__/useCapsuleOpsRemoveMutation.graphql.ts';
import type { useCapsuleOpsDeleteMutation as Delete } from '../../__generated__/useCapsuleOpsDeleteMutation.graphql.ts';
import { useMutationPromise } from '../../platform/relay/useMutationPromise.ts';

/** The five capsule changes (schema/capsules.graphql); each answers the capsule as it now is. */
export function useCapsuleOps() {
  const [create, creating] = useMutationPromise<Create>(graphql`
    mutation useCapsuleOpsCreateMutation($input: CreateCapsuleInput!) {
      createCapsule(input: $input) {
        capsule {
          ...CapsuleTile_capsule
        }
        userErrors {
          message
        }
      }
    }
  `);
  const [rename] = useMutationPromise<Rename>(graphql`
    mutation useCapsuleOpsRenameMutation($input: RenameCapsuleInput!) {
      renameCapsule(input: $input) {
        capsule {
          ...CapsuleTile_capsule
        }
        userErrors {
          message
        }
      }
    }
  `);
  const [add] = useMutationPromise<Add>(graphql`
    mutation useCapsuleOpsAddMutation($input: CapsuleProductInput!) {
      addToCapsule(input: $input) {
        capsule {
          ...CapsuleTile_capsule
        }
        userErrors {
          message
        }
      }
    }
  `);
  const [remove] = useMutationPromise<Remove>(graphql`
    mutation useCapsuleOpsRemoveMutation($input: CapsuleProductInput!) {
      removeFromCapsule(input: $input) {
        capsule {
          ...CapsuleTile_capsule
        }
        userErrors {
          message
        }
      }
    }
  `);
  const [del] = useMutationPromise<Delete>(graphql`
    mutation useCapsuleOpsDeleteMutation($input: DeleteCapsuleInput!) {
      deleteCapsule(input: $input) {
        deletedId
        userErrors {
          message
        }
      }
    }
  `);
  return { create, creating, rename, add, remove, del };
}

/** The userErrors of a payload as one sentence, or null when it went through. */
export const errorText = (errors: ReadonlyArray<{ readonly message: string }>): string | null =>
  errors.length ? errors.map((e) => e.message).join(' ') : null;
