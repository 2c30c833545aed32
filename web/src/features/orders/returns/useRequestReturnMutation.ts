import { graphql } from 'react-relay';
import type { useRequestReturnMutation as M } from '../../../__generated__/useRequestReturnMutation.graphql.ts';
import { useMutationPromise } from '../../../platform/relay/useMutationPromise.ts';

/** Asks items of an order back (/return/confirm): the answer's ticket is the next page; the order updates. */
export function useRequestReturnMutation() {
  return useMutationPromise<M>(graphql`
    mutation useRequestReturnMutation($input: RequestReturnInput!) {
      requestReturn(input: $input) {
        ticket {
          id
          ticketId
        }
        order {
          id
          status
          primaryActions
          secondaryActions
          lines {
            orderItemId
            state
          }
        }
        userErrors {
          ...userErrorFields @relay(mask: false)
        }
      }
    }
  `);
}
