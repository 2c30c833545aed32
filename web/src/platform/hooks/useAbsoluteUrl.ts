import { useHydrated } from './useHydrated.ts';

/**
 * `path` on this site's origin, to copy or share (a referral link). The server knows no origin of its own (behind a
 * proxy, under any host name): on the server and in the render that hydrates its HTML it is `path` itself, which a
 * link resolves the same way; the full URL from right after.
 */
export function useAbsoluteUrl(path: string): string {
  const hydrated = useHydrated();
  return hydrated ? new URL(path, window.location.origin).href : path;
}
