import { useSyncExternalStore } from 'react';
import { requestScope } from '../ssr/requestScope.ts';

/** The mobile layout applies at 768 px or less (the CSS media queries use the same value). */
export const MOBILE_MAX_WIDTH = 768;

/** The gateway writes `<meta name="tote-device" content="mobile">` when the User-Agent is a phone's. */
function serverSaysMobile(): boolean {
  if (typeof document === 'undefined') return requestScope()?.mobile ?? false;
  return document.querySelector('meta[name="tote-device"]')?.getAttribute('content') === 'mobile';
}

export function isMobileNow(): boolean {
  if (typeof window === 'undefined') return false;
  return serverSaysMobile() || window.innerWidth <= MOBILE_MAX_WIDTH;
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

/**
 * True for the mobile layout: viewport ≤ 768 px wide, or the server's device detection says mobile. On the server
 * and in the render that hydrates its HTML, only the device detection (the server knows no viewport): a phone gets
 * its layout from the server; a narrow desktop window's differences are hidden by the CSS media queries until the
 * browser's own answer applies, right after.
 */
export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribe, isMobileNow, serverSaysMobile);
}
