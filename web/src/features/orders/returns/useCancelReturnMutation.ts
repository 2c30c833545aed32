import { graphql } from 'react-relay';
import type { useCancelReturnMutation as M } from '../../../__generated__/useCancelReturnMutation.graphql.ts';
import { useMutationPromise } from '../../../platform/relay/useMutationPromise.ts';

/** Cancels a ticket before the carrier has its parcel (/return/cancel): the ticket page updates from the payload. */
export function useCancelReturnMutation() {
  return useMutationPromise<M>(graphql`
    mutation useCancelReturnMutation($input: CancelReturnInput!) {
      cancelReturn(input: $input) {
        ticket {
          id
          ...ReturnTicketScreen_ticket
        }
        userErrors {
          ...userErrorFields @relay(mask: false)
        }
      }
    }
  `);
}
