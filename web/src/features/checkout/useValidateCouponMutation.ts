import { graphql } from 'react-relay';
import type { useValidateCouponMutation as M } from '../../__generated__/useValidateCouponMutation.graphql.ts';
import { useMutationPromise } from '../../platform/relay/useMutationPromise.ts';

/** Checks a promo or referral code against a checkout (/coupon/validate): 50000–50005 as userErrors. */
export function useValidateCouponMutation() {
  return useMutationPromise<M>(graphql`
    mutation useValidateCouponMutation($input: ValidateCouponInput!) {
      validateCoupon(input: $input) {
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
