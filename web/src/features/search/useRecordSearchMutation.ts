import { graphql } from 'react-relay';
import type * as Generated from '../../__generated__/useRecordSearchMutation.graphql.ts';
import { useMutationPromise } from '../../platform/relay/useMutationPromise.ts';
import { linkSearchDrawer } from './searchDrawerStore.ts';

type M = Generated.useRecordSearchMutation;

/** Records a search a signed-in shopper or a guest ran; the answer is the drawer's lists. */
export function useRecordSearchMutation() {
  return useMutationPromise<M>(
    graphql`
      mutation useRecordSearchMutation($input: RecordSearchInput!) {
        recordSearch(input: $input) {
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
    { updater: (store) => linkSearchDrawer(store, 'recordSearch') },
  );
}
