import { useEffect, useState, type ReactNode } from 'react';
import { useHydrated } from '../../platform/hooks/useHydrated.ts';
import { afterIdle, idlePassed } from './idle.ts';

interface Props {
  children: ReactNode;
  /** Drawn until then, by the server too (e.g. a box the children will fill); nothing by default. */
  fallback?: ReactNode;
  /** Mount at once (once hydrated), without waiting for idle: e.g. the shopper opened what it holds. */
  now?: boolean;
}

/**
 * What the page does not need for its first view (the assistant, toasts, banners, closed drawers): not drawn on the
 * server nor in the render that hydrates, mounted at the browser's first idle moment after it. Once that moment has
 * passed, a later page mounts it at once. The same with a root that hydrates server HTML and one that does not.
 * Not as a transition: what mounts here may suspend on its own query (the banners), and React retries a transition
 * that suspends on data until the data comes, which inside a test's act() never happens (the test hangs); a plain
 * update shows the Suspense fallback.
 */
export function WhenIdle({ children, fallback = null, now = false }: Props) {
  const hydrated = useHydrated();
  const [ready, setReady] = useState(idlePassed);
  // Adjusted while rendering (not in an effect), so it mounts in the same render as the change that opened it.
  if (hydrated && now && !ready) setReady(true);

  useEffect(() => {
    if (ready) return;
    return afterIdle(() => setReady(true));
  }, [ready]);

  return hydrated && ready ? children : fallback;
}
