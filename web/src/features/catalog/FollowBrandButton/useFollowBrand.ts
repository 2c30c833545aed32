import { useCallback, useRef } from 'react';
import { useFollowBrandMutation } from './useFollowBrandMutation.ts';
import { useUnfollowBrandMutation } from './useUnfollowBrandMutation.ts';
import { useRequireLogin } from '../../../platform/session/useRequireLogin.ts';
import { showToast } from '../../../platform/state/ui.ts';

/**
 * Follows or unfollows a brand, optimistically (isFollowed flips at once; Relay rolls it back when
 * the request fails). A guest goes to login and comes back to this page.
 */
export function useFollowBrand(): (brandId: string, follow: boolean) => Promise<void> {
  const [followBrand] = useFollowBrandMutation();
  const [unfollowBrand] = useUnfollowBrandMutation();
  const requireLogin = useRequireLogin();
  // One change at a time: a follow and an unfollow racing to the server could land in either order.
  const pending = useRef(false);

  return useCallback(
    async (brandId: string, follow: boolean) => {
      if (pending.current || !requireLogin()) return;
      pending.current = true;
      const input = { brandId };
      const optimistic = { brand: { id: brandId, isFollowed: follow }, userErrors: [] };
      try {
        const payload = follow
          ? (await followBrand({ input }, { optimisticResponse: { followBrand: optimistic } })).followBrand
          : (await unfollowBrand({ input }, { optimisticResponse: { unfollowBrand: optimistic } })).unfollowBrand;
        const [first] = payload.userErrors;
        if (first) showToast(first.message, 'error');
      } catch {
        // The network layer has shown the failure; Relay has rolled the change back.
      } finally {
        pending.current = false;
      }
    },
    [followBrand, unfollowBrand, requireLogin],
  );
}
