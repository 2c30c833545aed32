import { lazy, Suspense, useEffect } from 'react';
import { useQueryLoader } from 'react-relay';
import ToteDrawerQueryNode, { type ToteDrawerQuery } from '../../__generated__/ToteDrawerQuery.graphql.ts';
import { Drawer } from '../../ui/Drawer/Drawer.tsx';
import { Spinner } from '../../ui/Spinner/Spinner.tsx';
import { ErrorBoundary } from '../../ui/ErrorBoundary/ErrorBoundary.tsx';
import { ErrorMessage } from '../../ui/ErrorBoundary/ErrorMessage.tsx';
import { useUi } from '../../platform/state/ui.ts';

// The Tote's views load with the drawer's first opening: they stay out of every page's first load.
const ToteDrawerContent = lazy(() => import('./ToteDrawerContent.tsx').then((m) => ({ default: m.ToteDrawerContent })));

/**
 * The cart-order preview (a UI flag): the Tote in a drawer, opened from the header icon or
 * after an add. Its query and code start loading when the drawer opens (store-and-network: a Tote that a mutation
 * just wrote shows at once and is refreshed).
 */
export function ToteDrawer() {
  const open = useUi((state) => state.drawers.cartOrderPreview);
  const [queryRef, loadQuery] = useQueryLoader<ToteDrawerQuery>(ToteDrawerQueryNode);

  useEffect(() => {
    if (open) loadQuery({}, { fetchPolicy: 'store-and-network' });
  }, [open, loadQuery]);

  return (
    <Drawer name="cartOrderPreview" title="Your Tote" side="right">
      <ErrorBoundary
        resetKey={String(open)}
        fallback={(error, reset) => <ErrorMessage error={error} onRetry={reset} />}
      >
        <Suspense fallback={<Spinner />}>{queryRef ? <ToteDrawerContent queryRef={queryRef} /> : <Spinner />}</Suspense>
      </ErrorBoundary>
    </Drawer>
  );
}
