import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { track } from './analytics.ts';

/**
 * The analytics event `pageView`: one per route change, like the route-change effects
 * (app/RouteChangeEffects.tsx): a change of the path, not of the query string alone (filters,
 * colorId). The first page counts too. Rendered once, in the root layout.
 */
export function PageViewAnalytics() {
  const { pathname, search } = useLocation();
  // StrictMode runs effects twice; the ref keeps it to one event per path change.
  const last = useRef<string | null>(null);

  useEffect(() => {
    if (last.current === pathname) return;
    last.current = pathname;
    track('pageView', { page_path: pathname + search, page_location: window.location.href });
    // The query string alone is not a new page: the ref above lets a change of `search` alone pass.
  }, [pathname, search]);

  return null;
}
