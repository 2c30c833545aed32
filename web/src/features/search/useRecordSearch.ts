import { useCallback } from 'react';
import { isLogin } from '../../platform/session/sessionStore.ts';
import { addLocalRecentSearch } from './localRecentSearches.ts';
import { useRecordSearchMutation } from './useRecordSearchMutation.ts';

/**
 * Records a search the shopper ran: it counts toward trending, and goes first in the recent list
 * (a signed-in shopper's on the server, a guest's in the browser). Fire and forget: the search itself
 * never waits for it (a network failure still gets the network layer's one toast).
 */
export function useRecordSearch(): (keyword: string) => void {
  const [record] = useRecordSearchMutation();
  return useCallback(
    (keyword: string) => {
      if (!isLogin()) addLocalRecentSearch(keyword);
      record({ input: { keyword } }).catch(() => {});
    },
    [record],
  );
}
