import { graphql } from 'react-relay';
import type * as Generated from '../../__generated__/useRequestStockNotificationMutation.graphql.ts';
import { useMutationPromise } from '../../platform/relay/useMutationPromise.ts';

type M = Generated.useRequestStockNotificationMutation;

/** "Email me when it's back" for a sold-out size. */
export function useRequestStockNotificationMutation() {
  return useMutationPromise<M>(graphql`
    mutation useRequestStockNotificationMutation($input: RequestStockNotificationInput!) {
      requestStockNotification(input: $input) {
        saved
        userErrors {
          ...userErrorFields @relay(mask: false)
        }
      }
    }
  `);
}
