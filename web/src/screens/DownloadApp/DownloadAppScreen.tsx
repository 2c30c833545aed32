import { graphql, usePreloadedQuery } from 'react-relay';
import { Link, useLoaderData } from 'react-router';
import type { DownloadAppScreenQuery } from '../../__generated__/DownloadAppScreenQuery.graphql.ts';
import type { ScreenData } from '../../relay/loadScreenQuery.ts';
import { AppShell } from '../../components/AppShell/AppShell.tsx';
import { useDocumentTitle } from '../../hooks/useDocumentTitle.ts';
import './DownloadApp.css';

export const downloadAppScreenQuery = graphql`
  query DownloadAppScreenQuery {
    ...AppShell_query
  }
`;

const POINTS = [
  'Browse thousands of designer styles to rent or buy',
  'See what fits with size notes on every product page',
  'Get a note when a size you like is back',
];

export function DownloadAppScreen() {
  const { queryRef } = useLoaderData() as ScreenData<DownloadAppScreenQuery>;
  const data = usePreloadedQuery<DownloadAppScreenQuery>(downloadAppScreenQuery, queryRef);
  useDocumentTitle('Get the Tote App');
  return (
    <AppShell query={data}>
      <section className="page download-app">
        <div className="download-app__text">
          <p className="eyebrow">The Tote app</p>
          <h1 className="download-app__title">Your wardrobe, in your pocket</h1>
          <ul className="download-app__points">
            {POINTS.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
          <p className="download-app__note">
            The Tote app is coming soon to the App Store and Google Play. Until then, the shop works fully in your
            phone&rsquo;s browser.
          </p>
          <Link to="/new-arrivals" className="button">
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
