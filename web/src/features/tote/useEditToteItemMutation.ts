import { graphql } from 'react-relay';
import type { useEditToteItemMutation as M } from '../../__generated__/useEditToteItemMutation.graphql.ts';
import { useMutationPromise } from '../../platform/relay/useMutationPromise.ts';

/** Quantity, size or checked of one Tote item. */
export function useEditToteItemMutation() {
  return useMutationPromise<M>(graphql`
    mutation useEditToteItemMutation($input: EditToteItemInput!) {
      editToteItem(input: $input) {
        ...toteChange_payload @relay(mask: false)
        userErrors {
          ...userErrorFields @relay(mask: false)
        }
      }
    }
  `);
}
