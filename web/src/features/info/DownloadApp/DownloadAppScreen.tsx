import { graphql, usePreloadedQuery } from 'react-relay';
import { Link, useLoaderData } from 'react-router';
import type { DownloadAppScreenQuery } from '../../../__generated__/DownloadAppScreenQuery.graphql.ts';
import type { ScreenData } from '../../../platform/relay/loadScreenQuery.ts';
import { AppShell } from '../../shell/index.ts';
import { useDocumentTitle } from '../../../platform/hooks/useDocumentTitle.ts';
import { HomeScreenSteps, type Platform } from './HomeScreenSteps.tsx';
import { StoreLinks } from './StoreLinks.tsx';
import './DownloadApp.css';

export const downloadAppScreenQuery = graphql`
  query DownloadAppScreenQuery {
    ...AppShell_query
    appSettings {
      appStoreUrl
      playStoreUrl
    }
  }
`;

const POINTS = [
  'Browse thousands of designer styles to rent or buy',
  'See what fits with size notes on every product page',
  'Get a note when a size you like is back',
];

/**
 * /download_app: the app's store links where the shop has an app (the api's settings), and for a platform
 * without one, how to keep the shop on the phone's home screen instead.
 */
export function DownloadAppScreen() {
  const { queryRef } = useLoaderData() as ScreenData<DownloadAppScreenQuery>;
  const data = usePreloadedQuery<DownloadAppScreenQuery>(downloadAppScreenQuery, queryRef);
  useDocumentTitle('Get the Tote App');
  const appStoreUrl = data.appSettings?.appStoreUrl ?? null;
  const playStoreUrl = data.appSettings?.playStoreUrl ?? null;
  const withoutApp: Platform[] = [
    ...(appStoreUrl ? [] : ['ios' as const]),
    ...(playStoreUrl ? [] : ['android' as const]),
  ];
  const hasApp = withoutApp.length < 2;
  return (
    <AppShell query={data}>
      <section className="page download-app">
        <div className="download-app__text">
          <p className="eyebrow">{hasApp ? 'The Tote app' : 'Tote on your phone'}</p>
          <h1 className="download-app__title">Your wardrobe, in your pocket</h1>
          <ul className="download-app__points">
            {POINTS.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
          {hasApp ? <StoreLinks appStoreUrl={appStoreUrl} playStoreUrl={playStoreUrl} /> : null}
          {withoutApp.length > 0 ? (
            <>
              <p className="download-app__note">
                {hasApp
                  ? 'No app for your phone? The shop works fully in its browser — keep it on your home screen:'
                  : 'The whole shop works in your phone’s browser. Keep it one tap away on your home screen:'}
              </p>
              <HomeScreenSteps platforms={withoutApp} />
            </>
          ) : null}
          <Link to="/new-arrivals" className="button button--ghost">
            Shop new arrivals
          </Link>
        </div>
        <div className="download-app__phone" aria-hidden="true">
          <div className="download-app__screen">
            <span className="download-app__logo">TOTE</span>
          </div>
        </div>
      </section>
    </AppShell>
  );
}
