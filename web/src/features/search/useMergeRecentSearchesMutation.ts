import { graphql } from 'react-relay';
import type * as Generated from '../../__generated__/useMergeRecentSearchesMutation.graphql.ts';
import { useMutationPromise } from '../../platform/relay/useMutationPromise.ts';
import { linkSearchDrawer } from './searchDrawerStore.ts';

type M = Generated.useMergeRecentSearchesMutation;

/** Adds a guest's recent searches to the account's list; the answer is the drawer's lists. */
export function useMergeRecentSearchesMutation() {
  return useMutationPromise<M>(
    graphql`
      mutation useMergeRecentSearchesMutation($input: MergeRecentSearchesInput!) {
        mergeRecentSearches(input: $input) {
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
    { updater: (store) => linkSearchDrawer(store, 'mergeRecentSearches') },
  );
}
