import type { RouteObject } from 'react-router';
import { productPollsLoader } from './productPollsLoader.ts';

/** The account page of polls (under /account). */
export const pollsRoutes: RouteObject[] = [
  {
    path: 'product-polls',
    loader: productPollsLoader,
    lazy: () => import('./ProductPollsScreen.tsx').then((m) => ({ Component: m.ProductPollsScreen })),
  },
];
