import type { RouteObject } from 'react-router';
import { searchLoader } from './Search/searchLoader.ts';

/** The search results page. */
export const searchRoutes: RouteObject[] = [
  {
    path: 'search',
    loader: searchLoader,
    lazy: () => import('./Search/SearchScreen.tsx').then((m) => ({ Component: m.SearchScreen })),
  },
];
