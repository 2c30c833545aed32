import { useEffect } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useRecordShareViewMutation as M } from '../../../__generated__/useRecordShareViewMutation.graphql.ts';

/** Counts one open of a shared page (recordShareView, /share/analyze): once per link shown. */
export function useRecordShareView(shareId: string | undefined) {
  const [record] = useMutation<M>(graphql`
    mutation useRecordShareViewMutation($input: RecordShareViewInput!) {
      recordShareView(input: $input) {
        viewCount
      }
    }
  `);
  useEffect(() => {
    if (shareId) record({ variables: { input: { shareId } } });
  }, [shareId, record]);
}
