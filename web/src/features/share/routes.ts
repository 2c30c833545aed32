import type { RouteObject } from 'react-router';
import { shareOrderLoader } from './ShareOrder/shareOrderLoader.ts';
import { SHARE_COLLECTION_PATHS, shareCollectionRoute } from './ShareCollection/shareCollectionRoute.ts';

/** What a shared link opens: public and read-only, for anyone with the link. */
export const shareRoutes: RouteObject[] = [
  {
    // Not server-rendered: a private link, not for crawlers.
    path: 'share/order/:shareId',
    loader: shareOrderLoader,
    lazy: () => import('./ShareOrder/ShareOrderScreen.tsx').then((m) => ({ Component: m.ShareOrderScreen })),
  },
  ...SHARE_COLLECTION_PATHS.map((path) => ({ path, ...shareCollectionRoute })),
];
