import { useEffect } from 'react';
import { useRecordShareViewMutation } from './useRecordShareViewMutation.ts';

/** Counts one open of a shared page: once per link shown. Fire and forget (a failure has the network layer's toast). */
export function useRecordShareView(shareId: string | undefined) {
  const [record] = useRecordShareViewMutation();
  useEffect(() => {
    if (shareId) record({ input: { shareId } }).catch(() => {});
  }, [shareId, record]);
}
