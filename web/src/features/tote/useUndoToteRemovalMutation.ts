import { graphql } from 'react-relay';
import type { useUndoToteRemovalMutation as M } from '../../__generated__/useUndoToteRemovalMutation.graphql.ts';
import { useMutationPromise } from '../../platform/relay/useMutationPromise.ts';

export function useUndoToteRemovalMutation() {
  return useMutationPromise<M>(graphql`
    mutation useUndoToteRemovalMutation {
      undoToteRemoval {
        ...toteChange_payload @relay(mask: false)
        userErrors {
          ...userErrorFields @relay(mask: false)
        }
      }
    }
  `);
}
