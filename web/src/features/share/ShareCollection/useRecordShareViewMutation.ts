import { graphql } from 'react-relay';
import type { useRecordShareViewMutation as M } from '../../../__generated__/useRecordShareViewMutation.graphql.ts';
import { useMutationPromise } from '../../../platform/relay/useMutationPromise.ts';

/** Counts one open of a shared page (recordShareView, /share/analyze). */
export function useRecordShareViewMutation() {
  return useMutationPromise<M>(graphql`
    mutation useRecordShareViewMutation($input: RecordShareViewInput!) {
      recordShareView(input: $input) {
        viewCount
      }
    }
  `);
}
