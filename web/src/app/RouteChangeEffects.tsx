import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { closeRouteDrawers } from '../platform/state/ui.ts';

/**
 * Every route change closes the search, menu, AI-more and cart-order-preview drawers,
 * restores body scrolling and resets the page scroll. A change of the query string alone (filters,
 * colorId) is not a route change. A drawer opened after the URL changed, while the new page was still loading, is
 * the new page's and stays open.
 */
export function RouteChangeEffects() {
  const { pathname } = useLocation();
  const first = useRef(true);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    closeRouteDrawers(pathname);
    document.body.style.overflow = 'auto';
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);

  return null;
}
