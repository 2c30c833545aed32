import { useCallback } from 'react';
import { commitMutation, graphql, useRelayEnvironment } from 'react-relay';
import type * as Generated from '../../__generated__/useMergeRecentSearchesMutation.graphql.ts';
import { clearLocalRecentSearches, readLocalRecentSearches } from './localRecentSearches.ts';
import { linkSearchDrawer } from './searchDrawerStore.ts';

type M = Generated.useMergeRecentSearchesMutation;

const mutation = graphql`
  mutation useMergeRecentSearchesMutation($input: MergeRecentSearchesInput!) {
    mergeRecentSearches(input: $input) {
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
 * At sign-in: the recent searches this browser kept as a guest join the account's list, and the
 * local key is cleared once the server has them (on a failure they stay for the next sign-in).
 */
export function useMergeRecentSearches(): () => void {
  const environment = useRelayEnvironment();
  return useCallback(() => {
    const keywords = readLocalRecentSearches();
    if (keywords.length === 0) return;
    commitMutation<M>(environment, {
      mutation,
      variables: { input: { keywords: [...keywords] } },
      updater: (store) => linkSearchDrawer(store, 'mergeRecentSearches'),
      onCompleted: ({ mergeRecentSearches }) => {
        if (mergeRecentSearches.userErrors.length === 0) clearLocalRecentSearches();
      },
      onError: () => {},
    });
  }, [environment]);
}
