import { useEffect, useRef } from 'react';

const PAGE_SIZE = 24;
/** Pages loaded by scrolling before the shopper has to press "Load more". */
const AUTO_PAGES = 3;

interface Paging {
  hasNext: boolean;
  isLoadingNext: boolean;
  loadNext: (count: number) => unknown;
}

/**
 * Infinite-ish paging: the next pages load as the returned sentinel (the grid's footer) scrolls into
 * view, then a button (`loadMore`) takes over.
 */
export function useAutoLoadMore({ hasNext, isLoadingNext, loadNext }: Paging) {
  const sentinel = useRef<HTMLDivElement>(null);
  const autoLoads = useRef(0);

  useEffect(() => {
    const target = sentinel.current;
    if (!target || !hasNext || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting) && !isLoadingNext && autoLoads.current < AUTO_PAGES) {
          autoLoads.current += 1;
          loadNext(PAGE_SIZE);
        }
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [hasNext, isLoadingNext, loadNext]);

  return { sentinel, loadMore: () => loadNext(PAGE_SIZE) };
}
