import { graphql } from 'react-relay';
import type * as Generated from '../../__generated__/useClearRecentSearchesMutation.graphql.ts';
import { useMutationPromise } from '../../platform/relay/useMutationPromise.ts';
import { linkSearchDrawer } from './searchDrawerStore.ts';

type M = Generated.useClearRecentSearchesMutation;

/** Removes one recent search, or all of them; the answer is the drawer's lists. */
export function useClearRecentSearchesMutation() {
  return useMutationPromise<M>(
    graphql`
      mutation useClearRecentSearchesMutation($input: ClearRecentSearchesInput) {
        clearRecentSearches(input: $input) {
          searchDrawer {
            ...SearchStart_drawer
            ...SearchKeywordChips_drawer
          }
          userErrors {
            ...userErrorFields @relay(mask: false)
          }
        }
      }
    `,
    { updater: (store) => linkSearchDrawer(store, 'clearRecentSearches') },
  );
}
