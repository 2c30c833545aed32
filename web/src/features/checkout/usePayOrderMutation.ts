import { graphql } from 'react-relay';
import type { usePayOrderMutation as M } from '../../__generated__/usePayOrderMutation.graphql.ts';
import { useMutationPromise } from '../../platform/relay/useMutationPromise.ts';

/**
 * Pays an order with the saved card (/order/pay); the same idempotencyKey charges once. clientSecret: Stripe's
 * next action.
 */
export function usePayOrderMutation() {
  return useMutationPromise<M>(graphql`
    mutation usePayOrderMutation($input: PayOrderInput!) {
      payOrder(input: $input) {
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
