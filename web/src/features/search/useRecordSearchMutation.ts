import { useCallback } from 'react';
import { commitMutation, graphql, useRelayEnvironment } from 'react-relay';
import type { useRecordSearchMutation as M } from '../../__generated__/useRecordSearchMutation.graphql.ts';
import { isLogin } from '../../platform/session/sessionStore.ts';
import { addLocalRecentSearch } from './localRecentSearches.ts';
import { linkSearchDrawer } from './searchDrawerStore.ts';

const mutation = graphql`
  mutation useRecordSearchMutation($input: RecordSearchInput!) {
    recordSearch(input: $input) {
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
 * Records a search the shopper ran: it counts toward trending, and goes first in the recent list
 * (a signed-in shopper's on the server, a guest's in the browser). Fire and forget: the search itself
 * never waits for it (a network failure still gets the network layer's one toast).
 */
export function useRecordSearch(): (keyword: string) => void {
  const environment = useRelayEnvironment();
  return useCallback(
    (keyword: string) => {
      if (!isLogin()) addLocalRecentSearch(keyword);
      commitMutation<M>(environment, {
        mutation,
        variables: { input: { keyword } },
        updater: (store) => linkSearchDrawer(store, 'recordSearch'),
        onError: () => {},
      });
    },
    [environment],
  );
}
