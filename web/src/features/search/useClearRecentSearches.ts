import { useCallback } from 'react';
import { useIsLogin } from '../../platform/session/sessionStore.ts';
import { clearLocalRecentSearches, removeLocalRecentSearch } from './localRecentSearches.ts';
import { removeFromRecent } from './searchDrawerStore.ts';
import { useClearRecentSearchesMutation } from './useClearRecentSearchesMutation.ts';

/**
 * Removes one recent search (`keyword`) or all of them (none given): a signed-in shopper's through
 * clearRecentSearches (the list changes at once, the answer confirms it), a guest's from the browser.
 */
export function useClearRecentSearches(): (keyword?: string) => void {
  const signedIn = useIsLogin();
  const [clear] = useClearRecentSearchesMutation();
  return useCallback(
    (keyword?: string) => {
      if (!signedIn) {
        if (keyword === undefined) clearLocalRecentSearches();
        else removeLocalRecentSearch(keyword);
        return;
      }
      clear(keyword === undefined ? { input: {} } : { input: { keyword } }, {
        optimisticUpdater: (store) => removeFromRecent(store, keyword ?? null),
      }).catch(() => {
        // The failure's reaction (a toast) is the network layer's; the optimistic change is rolled back.
      });
    },
    [signedIn, clear],
  );
}
