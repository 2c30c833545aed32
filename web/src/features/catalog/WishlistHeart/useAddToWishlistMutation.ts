import { graphql } from 'react-relay';
import type { useAddToWishlistMutation as M } from '../../../__generated__/useAddToWishlistMutation.graphql.ts';
import { useMutationPromise } from '../../../platform/relay/useMutationPromise.ts';
import { updateSavedConnection, WISHLIST_CONNECTION } from '../../../platform/relay/savedConnections.ts';

/** Saves a product; a loaded /wishlist list gets it on top (newest saved first). */
export function useAddToWishlistMutation() {
  return useMutationPromise<M>(
    graphql`
      mutation useAddToWishlistMutation($input: WishlistInput!) {
        addToWishlist(input: $input) {
          product {
            id
            isWished
          }
          wishlistCount
          userErrors {
            ...userErrorFields @relay(mask: false)
          }
        }
      }
    `,
    {
      updater: (store, data) => {
        const payload = data?.addToWishlist;
        if (!payload?.product || payload.userErrors.length > 0) return;
        updateSavedConnection(store, WISHLIST_CONNECTION, payload.product.id, {
          saved: true,
          total: payload.wishlistCount,
        });
      },
    },
  );
}
