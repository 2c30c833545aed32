import { graphql } from 'react-relay';
import type { useCreateOrderMutation as M } from '../../__generated__/useCreateOrderMutation.graphql.ts';
import { useMutationPromise } from '../../platform/relay/useMutationPromise.ts';

/** Stores the priced checkout (/order/create); one idempotencyKey per confirm press. */
export function useCreateOrderMutation() {
  return useMutationPromise<M>(graphql`
    mutation useCreateOrderMutation($input: CreateOrderInput!) {
      createOrder(input: $input) {
        order {
          orderId
          status
          totalBilled {
            amount
          }
        }
        paymentResult {
          ...usePaymentRun_result @relay(mask: false)
        }
        userErrors {
          ...userErrorFields @relay(mask: false)
        }
      }
    }
  `);
}
