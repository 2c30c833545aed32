import { graphql } from 'react-relay';
import type { useChangeMobileMutation as M } from '../../../__generated__/useChangeMobileMutation.graphql.ts';
import { useMutationPromise } from '../../../platform/relay/useMutationPromise.ts';

/** Changes the mobile number, confirmed by the texted code. */
export function useChangeMobileMutation() {
  return useMutationPromise<M>(graphql`
    mutation useChangeMobileMutation($input: ChangeMobileInput!) {
      changeMobile(input: $input) {
        viewer {
          id
          ...MobileChange_user
        }
        userErrors {
          ...userErrorFields @relay(mask: false)
        }
      }
    }
  `);
}
