import { graphql } from 'react-relay';
import type * as Generated from '../../__generated__/useEditEmailSubscriptionMutation.graphql.ts';
import { useMutationPromise } from '../../platform/relay/useMutationPromise.ts';

type M = Generated.useEditEmailSubscriptionMutation;

/** Marketing mail on or off, by the token of an email link or for the signed-in shopper. */
export function useEditEmailSubscriptionMutation() {
  return useMutationPromise<M>(graphql`
    mutation useEditEmailSubscriptionMutation($input: EditEmailSubscriptionInput!) {
      editEmailSubscription(input: $input) {
        email
        subscribed
        userErrors {
          ...userErrorFields @relay(mask: false)
        }
      }
    }
  `);
}
