import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { RouteChangeEffects } from './components/RouteChangeEffects/RouteChangeEffects.tsx';
import { PageViewAnalytics } from './analytics/PageViewAnalytics.tsx';
import { ToastHost } from './components/ToastHost/ToastHost.tsx';
import { PageSkeleton } from './components/Spinner/Spinner.tsx';

/** The root route: route-change effects and page views, the screen (suspending on its query) and the toasts. */
export function RootLayout() {
  return (
    <>
      <RouteChangeEffects />
      <PageViewAnalytics />
      <Suspense fallback={<PageSkeleton />}>
        <Outlet />
      </Suspense>
      <ToastHost />
    </>
  );
}
