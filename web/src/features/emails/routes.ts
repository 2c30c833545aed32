import type { RouteObject } from 'react-router';
import { emailUnsubscribedLoader } from './emailUnsubscribedLoader.ts';
import { resubscribeLoader } from './resubscribeLoader.ts';

/** Where the links of the shop's emails land: unsubscribed, subscribed again. */
export const emailsRoutes: RouteObject[] = [
  {
    path: 'email-unsubscribed',
    loader: emailUnsubscribedLoader,
    lazy: () => import('./EmailUnsubscribedScreen.tsx').then((m) => ({ Component: m.EmailUnsubscribedScreen })),
  },
  {
    path: 'resubscribe',
    loader: resubscribeLoader,
    lazy: () => import('./ResubscribeScreen.tsx').then((m) => ({ Component: m.ResubscribeScreen })),
  },
];
