import type { RouteObject } from 'react-router';
import { productLoader, productShouldRevalidate } from './productLoader.ts';

/** A product's page. */
export const productRoutes: RouteObject[] = [
  {
    path: 'product/*',
    loader: productLoader,
    shouldRevalidate: productShouldRevalidate,
    lazy: () => import('./ProductScreen.tsx').then((m) => ({ Component: m.ProductScreen })),
  },
];
