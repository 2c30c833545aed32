import { graphql } from 'react-relay';
import type { useDeclineStockHoldMutation as M } from '../../../__generated__/useDeclineStockHoldMutation.graphql.ts';
import { useMutationPromise } from '../../../platform/relay/useMutationPromise.ts';

/**
 * Lets a held unit go to the next member in line: the viewer comes back with the holds' fragment, so the list
 * updates from the payload; a hold that ended already (HOLD_NOT_ACTIVE) is a userError.
 */
export function useDeclineStockHoldMutation() {
  return useMutationPromise<M>(graphql`
    mutation useDeclineStockHoldMutation($input: DeclineStockHoldInput!) {
      declineStockHold(input: $input) {
        holdId
        viewer {
          id
          ...StockHoldsCard_viewer
        }
        userErrors {
          ...userErrorFields @relay(mask: false)
        }
      }
    }
  `);
}
