import type { RouteObject } from 'react-router';
import { wishlistLoader } from './wishlistLoader.ts';

export const wishlistRoutes: RouteObject[] = [
  {
    path: 'wishlist',
    loader: wishlistLoader,
    lazy: () => import('./WishlistScreen.tsx').then((m) => ({ Component: m.WishlistScreen })),
  },
];
