import { graphql } from 'react-relay';
import type * as Generated from '../../__generated__/useCreateSupportRequestMutation.graphql.ts';
import { useMutationPromise } from '../../platform/relay/useMutationPromise.ts';

type M = Generated.useCreateSupportRequestMutation;

/** Sends a support request (/support/request); the answer carries its number. */
export function useCreateSupportRequestMutation() {
  return useMutationPromise<M>(graphql`
    mutation useCreateSupportRequestMutation($input: CreateSupportRequestInput!) {
      createSupportRequest(input: $input) {
        request {
          requestId
          number
          email
        }
        userErrors {
          ...userErrorFields @relay(mask: false)
        }
      }
    }
  `);
}
