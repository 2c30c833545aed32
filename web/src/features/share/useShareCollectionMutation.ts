import { graphql } from 'react-relay';
import type { useShareCollectionMutation as M } from '../../__generated__/useShareCollectionMutation.graphql.ts';
import { useMutationPromise } from '../../platform/relay/useMutationPromise.ts';

/** Makes a read-only link to the viewer's wishlist, a capsule or a product (/share/generate). */
export function useShareCollectionMutation() {
  return useMutationPromise<M>(graphql`
    mutation useShareCollectionMutation($input: ShareCollectionInput!) {
      shareCollection(input: $input) {
        share {
          url
        }
        userErrors {
          ...userErrorFields @relay(mask: false)
        }
      }
    }
  `);
}
