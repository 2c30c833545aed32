import type { RouteObject } from 'react-router';
import { RootLayout } from './RootLayout.tsx';
import { RootError } from './RootError.tsx';
import { PageSkeleton } from '../ui/Spinner/Spinner.tsx';
import { homeRoutes } from '../features/home/index.ts';
import { catalogRoutes } from '../features/catalog/index.ts';
import { searchRoutes } from '../features/search/index.ts';
import { productRoutes } from '../features/product/index.ts';
import { infoRoutes } from '../features/info/index.ts';
import { authRoutes } from '../features/auth/index.ts';
import { emailsRoutes } from '../features/emails/index.ts';
import { checkoutRoutes } from '../features/checkout/index.ts';
import { orderHistoryRoutes, orderRoutes } from '../features/orders/index.ts';
import { reviewRoutes } from '../features/reviews/index.ts';
import { shareRoutes } from '../features/share/index.ts';
import { surveyRoutes } from '../features/survey/index.ts';
import { wishlistRoutes } from '../features/wishlist/index.ts';
import { accountRoute } from '../features/account/index.ts';
import { pollsRoutes } from '../features/polls/index.ts';
import { shellRoutes, type ShellHandle } from '../features/shell/index.ts';
import { shellParts } from './shellParts.ts';

/**
 * Every page, each feature's own (its routes.ts): a static `loader` that starts its Relay query (loadQuery) and a
 * `lazy` chunk with its code, so data and code load in parallel. Screens read the query with usePreloadedQuery.
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    Component: RootLayout,
    ErrorBoundary: RootError,
    HydrateFallback: PageSkeleton,
    // The frame of every page shows these parts of other features (features/shell/ShellParts.tsx).
    handle: { shellParts } satisfies ShellHandle,
    children: [
      ...homeRoutes,
      ...catalogRoutes,
      ...searchRoutes,
      ...productRoutes,
      ...infoRoutes,
      ...authRoutes,
      ...emailsRoutes,
      ...checkoutRoutes,
      ...orderRoutes,
      ...reviewRoutes,
      ...shareRoutes,
      ...surveyRoutes,
      ...wishlistRoutes,
      accountRoute([...orderHistoryRoutes, ...pollsRoutes]),
      ...shellRoutes,
    ],
  },
];
