import type { RouteObject } from 'react-router';
import { notFoundLoader } from './NotFound/notFoundLoader.ts';
import { errorExpiredLoader } from './ErrorExpired/errorExpiredLoader.ts';

const notFound = {
  loader: notFoundLoader,
  // The server answers this page with 404 (app/server.tsx).
  handle: { status: 404 },
  lazy: () => import('./NotFound/NotFoundScreen.tsx').then((m) => ({ Component: m.NotFoundScreen })),
};

/** The error pages: an expired link, a server error, and not found (every path no other route takes). */
export const shellRoutes: RouteObject[] = [
  {
    // Where an expired or withdrawn share link lands (SHARE_EXPIRED, platform/relay/errorReactions.ts).
    path: 'error/expired',
    loader: errorExpiredLoader,
    lazy: () => import('./ErrorExpired/ErrorExpiredScreen.tsx').then((m) => ({ Component: m.ErrorExpiredScreen })),
  },
  {
    path: '500',
    lazy: () => import('./ServerError/ServerErrorScreen.tsx').then((m) => ({ Component: m.ServerErrorScreen })),
  },
  { path: '404', ...notFound },
  { path: '*', ...notFound },
];
