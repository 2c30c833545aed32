import { graphql } from 'react-relay';
import type { useRevokeShareMutation as M } from '../../__generated__/useRevokeShareMutation.graphql.ts';
import { useMutationPromise } from '../../platform/relay/useMutationPromise.ts';

/** Stops a link of the viewer's (/share/revoke): it lands on /error/expired from then on. */
export function useRevokeShareMutation() {
  return useMutationPromise<M>(graphql`
    mutation useRevokeShareMutation($input: RevokeShareInput!) {
      revokeShare(input: $input) {
        share {
          shareId
        }
        userErrors {
          ...userErrorFields @relay(mask: false)
        }
      }
    }
  `);
}
