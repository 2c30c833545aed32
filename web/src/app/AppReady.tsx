import { useEffect } from 'react';
import { replayEarlyTaps } from './earlyTaps.ts';

/**
 * `<html data-app="ready">` once the app has taken the page over (tests and scripts wait for it), and the taps
 * the shopper made before are replayed (earlyTaps.ts). Rendered by both
 * entries at the same place (server.tsx, main.tsx), so the server's tree and the hydrating one are the same.
 */
export function AppReady() {
  useEffect(() => {
    document.documentElement.dataset['app'] = 'ready';
    void replayEarlyTaps();
  }, []);
  return null;
}
