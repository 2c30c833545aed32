import { useCallback } from 'react';
import { clearLocalRecentSearches, readLocalRecentSearches } from './localRecentSearches.ts';
import { useMergeRecentSearchesMutation } from './useMergeRecentSearchesMutation.ts';

/**
 * At sign-in: the recent searches this browser kept as a guest join the account's list, and the
 * local key is cleared once the server has them (on a failure they stay for the next sign-in).
 */
export function useMergeRecentSearches(): () => void {
  const [merge] = useMergeRecentSearchesMutation();
  return useCallback(() => {
    const keywords = readLocalRecentSearches();
    if (keywords.length === 0) return;
    merge({ input: { keywords: [...keywords] } })
      .then(({ mergeRecentSearches }) => {
        if (mergeRecentSearches.userErrors.length === 0) clearLocalRecentSearches();
      })
      .catch(() => {});
  }, [merge]);
}
