import { graphql } from 'react-relay';
import type * as Generated from '../../../__generated__/useRemoveFromWishlistMutation.graphql.ts';
import { useMutationPromise } from '../../../platform/relay/useMutationPromise.ts';
import { updateSavedConnection, WISHLIST_CONNECTION } from '../../../platform/relay/savedConnections.ts';

type M = Generated.useRemoveFromWishlistMutation;

/** Unsaves a product; a loaded /wishlist list drops its card. */
export function useRemoveFromWishlistMutation() {
  return useMutationPromise<M>(
    graphql`
      mutation useRemoveFromWishlistMutation($input: WishlistInput!) {
        removeFromWishlist(input: $input) {
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
        const payload = data?.removeFromWishlist;
        if (!payload?.product || payload.userErrors.length > 0) return;
        updateSavedConnection(store, WISHLIST_CONNECTION, payload.product.id, {
          saved: false,
          total: payload.wishlistCount,
        });
      },
    },
  );
}
