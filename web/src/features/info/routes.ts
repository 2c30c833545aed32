import type { RouteObject } from 'react-router';
import { downloadAppLoader } from './DownloadApp/downloadAppLoader.ts';
import { termsLoader } from './Terms/termsLoader.ts';

/** The app download page and the terms. */
export const infoRoutes: RouteObject[] = [
  {
    path: 'download_app',
    loader: downloadAppLoader,
    lazy: () => import('./DownloadApp/DownloadAppScreen.tsx').then((m) => ({ Component: m.DownloadAppScreen })),
  },
  {
    path: 'terms',
    loader: termsLoader,
    lazy: () => import('./Terms/TermsScreen.tsx').then((m) => ({ Component: m.TermsScreen })),
  },
];
