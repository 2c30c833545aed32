import { graphql } from 'react-relay';
import type { useShareOrderMutation as M } from '../../__generated__/useShareOrderMutation.graphql.ts';
import { useMutationPromise } from '../../platform/relay/useMutationPromise.ts';

/** A read-only link to one of the viewer's placed orders (/share/generate). */
export function useShareOrderMutation() {
  return useMutationPromise<M>(graphql`
    mutation useShareOrderMutation($input: ShareOrderInput!) {
      shareOrder(input: $input) {
        share {
          shareId
          url
          expiresAt
        }
        userErrors {
          ...userErrorFields @relay(mask: false)
        }
      }
    }
  `);
}
