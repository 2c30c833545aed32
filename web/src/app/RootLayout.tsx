import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { RouteChangeEffects } from './RouteChangeEffects.tsx';
import { PageViewAnalytics } from '../platform/analytics/PageViewAnalytics.tsx';
import { useUi } from '../platform/state/ui.ts';
import { ToastHost } from '../ui/ToastHost/ToastHost.tsx';
import { PageSkeleton } from '../ui/Spinner/Spinner.tsx';
import { WhenIdle } from '../ui/Deferred/WhenIdle.tsx';
import { AssistantRoot } from '../features/assistant/index.ts';
import { WaitlistModal } from '../features/waitlist/index.ts';
import { OfflineNotice } from '../features/shell/index.ts';

/**
 * The root route: route-change effects and page views, the screen (suspending on its query), the
 * shopping assistant (on every page; its stream outlives a page change), the waitlist modal (closed until a
 * membership offer or a 20013 / 20014 opens it) and the toasts. These three are not part of the page's first view:
 * they mount when the browser is first idle after hydration (the header and the screen hydrate first), or at once
 * when the shopper opens them before. The offline notice shows while the browser has no network.
 */
export function RootLayout() {
  return (
    <>
      <RouteChangeEffects />
      <PageViewAnalytics />
      <Suspense fallback={<PageSkeleton />}>
        <Outlet />
      </Suspense>
      <Assistant />
      <Waitlist />
      <Toasts />
      <OfflineNotice />
    </>
  );
}

function Assistant() {
  const open = useUi((state) => state.isAIOn);
  return (
    <WhenIdle now={open}>
      <AssistantRoot />
    </WhenIdle>
  );
}

function Waitlist() {
  const open = useUi((state) => state.modals.waitlist);
  return (
    <WhenIdle now={open}>
      <WaitlistModal />
    </WhenIdle>
  );
}

function Toasts() {
  const shown = useUi((state) => state.toasts.length > 0);
  return (
    <WhenIdle now={shown}>
      <ToastHost />
    </WhenIdle>
  );
}
