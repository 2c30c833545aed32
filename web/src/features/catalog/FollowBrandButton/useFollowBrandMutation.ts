import { graphql } from 'react-relay';
import type { useFollowBrandMutation as M } from '../../../__generated__/useFollowBrandMutation.graphql.ts';
import { useMutationPromise } from '../../../platform/relay/useMutationPromise.ts';
import { FOLLOWED_BRANDS_CONNECTION, updateSavedConnection } from '../../../platform/relay/savedConnections.ts';

/** Follows a brand; a loaded "Brands you follow" list gets it on top (newest first). */
export function useFollowBrandMutation() {
  return useMutationPromise<M>(
    graphql`
      mutation useFollowBrandMutation($input: FollowBrandInput!) {
        followBrand(input: $input) {
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
        const payload = data?.followBrand;
        if (!payload?.brand || payload.userErrors.length > 0) return;
        updateSavedConnection(store, FOLLOWED_BRANDS_CONNECTION, payload.brand.id, { saved: true });
      },
    },
  );
}
