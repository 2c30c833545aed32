import type { RouteObject } from 'react-router';
import { subscribeLoader, subscribeShouldRevalidate } from './Subscribe/subscribeLoader.ts';
import { paymentResultCheckLoader } from './PaymentResultCheck/paymentResultCheckLoader.ts';

const subscribe = {
  loader: subscribeLoader,
  shouldRevalidate: subscribeShouldRevalidate,
  lazy: () => import('./Subscribe/SubscribeScreen.tsx').then((m) => ({ Component: m.SubscribeScreen })),
};

/** The checkout (a membership, or the Tote's items) and the page a redirected payment comes back to. */
export const checkoutRoutes: RouteObject[] = [
  { path: 'subscribe', ...subscribe },
  { path: 'resume-subscription', ...subscribe },
  {
    path: 'payment-result-check',
    loader: paymentResultCheckLoader,
    lazy: () =>
      import('./PaymentResultCheck/PaymentResultCheckScreen.tsx').then((m) => ({
        Component: m.PaymentResultCheckScreen,
      })),
  },
];
