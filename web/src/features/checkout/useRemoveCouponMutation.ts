import { graphql } from 'react-relay';
import type { useRemoveCouponMutation as M } from '../../__generated__/useRemoveCouponMutation.graphql.ts';
import { useMutationPromise } from '../../platform/relay/useMutationPromise.ts';

/** Takes a promo code out of the viewer's wallet (/coupon/unbindAccount); 20003 when it is not there. */
export function useRemoveCouponMutation() {
  return useMutationPromise<M>(graphql`
    mutation useRemoveCouponMutation($input: RemoveCouponInput!) {
      removeCoupon(input: $input) {
        removed
        userErrors {
          ...userErrorFields @relay(mask: false)
        }
      }
    }
  `);
}
