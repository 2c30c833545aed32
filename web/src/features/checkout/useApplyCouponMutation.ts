import { graphql } from 'react-relay';
import type { useApplyCouponMutation as M } from '../../__generated__/useApplyCouponMutation.graphql.ts';
import { useMutationPromise } from '../../platform/relay/useMutationPromise.ts';

/** Adds a promo code to the viewer's wallet (/coupon/bindAccount): 50000–50005 as userErrors. */
export function useApplyCouponMutation() {
  return useMutationPromise<M>(graphql`
    mutation useApplyCouponMutation($input: ApplyCouponInput!) {
      applyCoupon(input: $input) {
        coupon {
          kind
          code
          message
        }
        userErrors {
          ...userErrorFields @relay(mask: false)
        }
      }
    }
  `);
}
