import { lazy, Suspense, useEffect, useRef } from 'react';
import { useQueryLoader } from 'react-relay';
import SearchPanelQueryNode, { type SearchPanelQuery } from '../../../__generated__/SearchPanelQuery.graphql.ts';
import { Drawer } from '../../../ui/Drawer/Drawer.tsx';
import { Spinner } from '../../../ui/Spinner/Spinner.tsx';
import { ErrorBoundary } from '../../../ui/ErrorBoundary/ErrorBoundary.tsx';
import { ErrorMessage } from '../../../ui/ErrorBoundary/ErrorMessage.tsx';
import { useUi } from '../../../platform/state/ui.ts';
import { SEARCH_BUTTON, takeSearchOpener } from './openSearch.ts';

// The search panel loads with the drawer's first opening: it stays out of every page's first load.
const SearchPanel = lazy(() => import('./SearchPanel.tsx').then((m) => ({ default: m.SearchPanel })));

/**
 * The search drawer (a UI flag; every route change closes it): recent, trending and hot keywords
 * before typing, type-ahead suggestions while typing. Its query starts when it opens
 * (store-and-network: the recent list may have changed in another tab); focus goes back to the
 * control that opened it when it closes.
 */
export function SearchDrawer() {
  const open = useUi((state) => state.drawers.search);
  const [queryRef, loadQuery] = useQueryLoader<SearchPanelQuery>(SearchPanelQueryNode);

  // Focus goes back only when the drawer closes: on the page's first render it was never open, and focusing the
  // search button then drew its focus ring on every page a shopper opens.
  const wasOpen = useRef(false);
  useEffect(() => {
    if (open) {
      wasOpen.current = true;
      loadQuery({}, { fetchPolicy: 'store-and-network' });
      return;
    }
    if (!wasOpen.current) return;
    wasOpen.current = false;
    // The control that opened it; when that one is gone (drawn again meanwhile, or never known), the header's
    // search button rather than the page's body.
    const opener = takeSearchOpener();
    const target = opener?.isConnected ? opener : document.querySelector<HTMLElement>(SEARCH_BUTTON);
    target?.focus();
  }, [open, loadQuery]);

  return (
    <Drawer name="search" title="Search" side="right">
      <ErrorBoundary
        resetKey={String(open)}
        fallback={(error, reset) => <ErrorMessage error={error} onRetry={reset} />}
      >
        <Suspense fallback={<Spinner />}>{queryRef ? <SearchPanel queryRef={queryRef} /> : <Spinner />}</Suspense>
      </ErrorBoundary>
    </Drawer>
  );
}
