import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { RouteChangeEffects } from './RouteChangeEffects.tsx';
import { PageViewAnalytics } from '../platform/analytics/PageViewAnalytics.tsx';
import { ToastHost } from '../ui/ToastHost/ToastHost.tsx';
import { PageSkeleton } from '../ui/Spinner/Spinner.tsx';
import { AssistantRoot } from '../features/assistant/index.ts';
import { WaitlistModal } from '../features/waitlist/index.ts';

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
