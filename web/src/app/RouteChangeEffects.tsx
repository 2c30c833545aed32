import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { closeRouteDrawers } from '../platform/state/ui.ts';

/**
 * Every route change closes the search, menu, AI-more and cart-order-preview drawers,
 * restores body scrolling and resets the page scroll. A change of the query string alone (filters,
 * colorId) is not a route change.
 */
export function RouteChangeEffects() {
  const { pathname } = useLocation();
  const first = useRef(true);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    closeRouteDrawers();
    document.body.style.overflow = 'auto';
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);

  return null;
}
