import type { RouteObject } from 'react-router';
import { homeLoader } from './homeLoader.ts';

const home = {
  loader: homeLoader,
  lazy: () => import('./HomeScreen.tsx').then((m) => ({ Component: m.HomeScreen })),
};

/** `/` and `/home`. */
export const homeRoutes: RouteObject[] = [
  { index: true, ...home },
  { path: 'home', ...home },
];
