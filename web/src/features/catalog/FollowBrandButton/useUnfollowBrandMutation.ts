import { graphql } from 'react-relay';
import type { useUnfollowBrandMutation as M } from '../../../__generated__/useUnfollowBrandMutation.graphql.ts';
import { useMutationPromise } from '../../../platform/relay/useMutationPromise.ts';
import { FOLLOWED_BRANDS_CONNECTION, updateSavedConnection } from '../../../platform/relay/savedConnections.ts';

/** Unfollows a brand; a loaded "Brands you follow" list drops its tile. */
export function useUnfollowBrandMutation() {
  return useMutationPromise<M>(
    graphql`
      mutation useUnfollowBrandMutation($input: FollowBrandInput!) {
        unfollowBrand(input: $input) {
          brand {
            id
            isFollowed
          }
          userErrors {
            ...userErrorFields @relay(mask: false)
          }
        }
      }
    `,
    {
      updater: (store, data) => {
        const payload = data?.unfollowBrand;
        if (!payload?.brand || payload.userErrors.length > 0) return;
        updateSavedConnection(store, FOLLOWED_BRANDS_CONNECTION, payload.brand.id, { saved: false });
      },
    },
  );
}
