import type { RouteObject } from 'react-router';
import { reviewCreateLoader } from './ReviewCreate/reviewCreateLoader.ts';

/** Reviewing a delivered or returned item of the viewer's orders; needs login. */
export const reviewRoutes: RouteObject[] = [
  {
    path: 'review/create',
    loader: reviewCreateLoader,
    lazy: () => import('./ReviewCreate/ReviewCreateScreen.tsx').then((m) => ({ Component: m.ReviewCreateScreen })),
  },
];
