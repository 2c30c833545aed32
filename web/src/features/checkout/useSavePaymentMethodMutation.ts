import { graphql } from 'react-relay';
import type { useSavePaymentMethodMutation as M } from '../../__generated__/useSavePaymentMethodMutation.graphql.ts';
import { useMutationPromise } from '../../platform/relay/useMutationPromise.ts';

/** Saves the card the provider answered a pm_… id for (/payment/edit). */
export function useSavePaymentMethodMutation() {
  return useMutationPromise<M>(graphql`
    mutation useSavePaymentMethodMutation($input: SavePaymentMethodInput!) {
      savePaymentMethod(input: $input) {
        paymentMethod {
          maskedNumber
        }
        viewer {
          id
          ...PaymentStep_user
        }
        userErrors {
          ...userErrorFields @relay(mask: false)
        }
      }
    }
  `);
}
