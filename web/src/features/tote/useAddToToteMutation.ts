import { graphql } from 'react-relay';
import type { useAddToToteMutation as M } from '../../__generated__/useAddToToteMutation.graphql.ts';
import { useMutationPromise } from '../../platform/relay/useMutationPromise.ts';

/**
 * Adds a size to the Tote. The payload re-reads the header count (viewer.toteIcon), the product's
 * buttons and the whole Tote, so every view of them updates from the one response.
 */
export function useAddToToteMutation() {
  return useMutationPromise<M>(graphql`
    mutation useAddToToteMutation($input: AddToToteInput!) {
      addToTote(input: $input) {
        item {
          id
        }
        tote {
          ...ToteView_tote
        }
        product {
          id
          ...PdpActions_buttons
        }
        viewer {
          id
          toteIcon
        }
        userErrors {
          ...userErrorFields @relay(mask: false)
        }
      }
    }
  `);
}
