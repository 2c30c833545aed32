import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type * as Generated from '../../__generated__/useClearRecentSearchesMutation.graphql.ts';
import { useMutationPromise } from '../../platform/relay/useMutationPromise.ts';
import { useIsLogin } from '../../platform/session/sessionStore.ts';
import { clearLocalRecentSearches, removeLocalRecentSearch } from './localRecentSearches.ts';
import { linkSearchDrawer, removeFromRecent } from './searchDrawerStore.ts';

type M = Generated.useClearRecentSearchesMutation;

const mutation = graphql`
  mutation useClearRecentSearchesMutation($input: ClearRecentSearchesInput) {
    clearRecentSearches(input: $input) {
      searchDrawer {
        ...SearchStart_drawer
        ...SearchKeywordChips_drawer
      }
      userErrors {
        code
        message
      }
    }
  }
`;

/**
 * Removes one recent search (`keyword`) or all of them (none given): a signed-in shopper's through
 * clearRecentSearches (the list changes at once, the answer confirms it), a guest's from the browser.
 */
export function useClearRecentSearches(): (keyword?: string) => void {
  const signedIn = useIsLogin();
  const [commit] = useMutationPromise<M>(mutation);
  return useCallback(
    (keyword?: string) => {
      if (!signedIn) {
        if (keyword === undefined) clearLocalRecentSearches();
        else removeLocalRecentSearch(keyword);
        return;
      }
      commit(keyword === undefined ? { input: {} } : { input: { keyword } }, {
        optimisticUpdater: (store) => removeFromRecent(store, keyword ?? null),
        updater: (store) => linkSearchDrawer(store, 'clearRecentSearches'),
      }).catch(() => {
        // The failure's reaction (a toast) is the network layer's; the optimistic change is rolled back.
      });
    },
    [signedIn, commit],
  );
}
