import { useEffect, useRef } from 'react';
import { useRevalidator } from 'react-router';
import { useOnlineFlag } from '../../../platform/network/online.ts';
import { showToast } from '../../../platform/state/ui.ts';
import './OfflineNotice.css';

export const OFFLINE_MESSAGE = "You're offline. We'll try again as soon as you're back.";
export const BACK_ONLINE_MESSAGE = "You're back online.";

/**
 * Says so while the browser has no network, and when it comes back asks again for what the page shows (its
 * loaders run again: a query that failed meanwhile is retried), with a word that it is back.
 */
export function OfflineNotice() {
  const online = useOnlineFlag() === 1;
  const revalidator = useRevalidator();
  const wasOffline = useRef(false);
  useEffect(() => {
    if (!online) {
      wasOffline.current = true;
      return;
    }
    if (!wasOffline.current) return;
    wasOffline.current = false;
    showToast(BACK_ONLINE_MESSAGE, 'success');
    void revalidator.revalidate();
    // Only the change of `online` matters: the revalidator's identity changes as it works.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [online]);
  if (online) return null;
  return (
    <div className="offline-notice" role="status">
      {OFFLINE_MESSAGE}
    </div>
  );
}
