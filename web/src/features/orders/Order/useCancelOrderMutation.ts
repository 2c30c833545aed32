import { graphql } from 'react-relay';
import type { useCancelOrderMutation as M } from '../../../__generated__/useCancelOrderMutation.graphql.ts';
import { useMutationPromise } from '../../../platform/relay/useMutationPromise.ts';

/** Cancels an open (unpaid) order (/order/cancel): the order page's fragments update from the payload. */
export function useCancelOrderMutation() {
  return useMutationPromise<M>(graphql`
    mutation useCancelOrderMutation($input: CancelOrderInput!) {
      cancelOrder(input: $input) {
        order {
          id
          ...OrderScreen_order
        }
        viewer {
          id
          points
        }
        userErrors {
          ...userErrorFields @relay(mask: false)
        }
      }
    }
  `);
}
