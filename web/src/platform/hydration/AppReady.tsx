import { useEffect } from 'react';
import { replayEarlyTaps } from './earlyTaps.ts';

let ready = false;

/**
 * `<html data-app="ready">` once the app has taken the page over (tests and scripts wait for it), and the taps
 * the shopper made before are replayed (earlyTaps.ts). The page's frames (AppShell, StaticShell) render it last in
 * their main content, inside its Suspense boundary: React hydrates each boundary's content in a pass of its own
 * after the header's, and only once that content has hydrated do its fields and buttons answer for themselves.
 * The server draws it in the same place, so the trees are the same. Later screens render it again: once is enough.
 */
export function AppReady() {
  useEffect(() => {
    if (ready) return;
    ready = true;
    document.documentElement.dataset['app'] = 'ready';
    void replayEarlyTaps();
  }, []);
  return null;
}
