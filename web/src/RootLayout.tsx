import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { RouteChangeEffects } from './components/RouteChangeEffects/RouteChangeEffects.tsx';
import { PageViewAnalytics } from './analytics/PageViewAnalytics.tsx';
import { ToastHost } from './components/ToastHost/ToastHost.tsx';
import { PageSkeleton } from './components/Spinner/Spinner.tsx';
import { AssistantRoot } from './assistant/AssistantRoot.tsx';
import { WaitlistModal } from './waitlist/WaitlistModal.tsx';

/**
 * The root route: route-change effects and page views, the screen (suspending on its query), the
 * shopping assistant (on every page; its stream outlives a page change), the waitlist modal (closed until a
 * membership offer or a 20013 / 20014 opens it) and the toasts.
 */
export function RootLayout() {
  return (
    <>
      <RouteChangeEffects />
      <PageViewAnalytics />
      <Suspense fallback={<PageSkeleton />}>
        <Outlet />
      </Suspense>
      <AssistantRoot />
      <WaitlistModal />
      <ToastHost />
    </>
  );
}
