import { useSyncExternalStore } from 'react';

const noopSubscribe = () => () => {};

/**
 * False on the server and in the render that hydrates the server's HTML (which must draw exactly what the server
 * drew), true after it; true from the first render of a root without server HTML (createRoot) and of anything
 * mounted later. What only the browser knows (storage, the URL's origin, its APIs) waits for it.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noopSubscribe,
    () => true,
    () => false,
  );
}
