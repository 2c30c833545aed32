import { graphql, usePreloadedQuery } from 'react-relay';
import { Link, useLoaderData } from 'react-router';
import type { ErrorExpiredScreenQuery } from '../../../__generated__/ErrorExpiredScreenQuery.graphql.ts';
import type { ScreenData } from '../../../platform/relay/loadScreenQuery.ts';
import { AppShell } from '../AppShell/AppShell.tsx';
import { useDocumentTitle } from '../../../platform/hooks/useDocumentTitle.ts';
import '../NotFound/NotFound.css';

export const errorExpiredScreenQuery = graphql`
  query ErrorExpiredScreenQuery {
    ...AppShell_query
  }
`;

/**
 * /error/expired: where a share link that expired (22001) or was withdrawn (22002) lands (the
 * network layer's SHARE_EXPIRED reaction). Says what happened and what to do next.
 */
export function ErrorExpiredScreen() {
  const { queryRef } = useLoaderData() as ScreenData<ErrorExpiredScreenQuery>;
  const data = usePreloadedQuery<ErrorExpiredScreenQuery>(errorExpiredScreenQuery, queryRef);
  useDocumentTitle('Link Expired');
  return (
    <AppShell query={data}>
      <section className="not-found" aria-labelledby="expired-title">
        <p className="eyebrow">Shared link</p>
        <h1 id="expired-title" className="not-found__title">
          This link has expired
        </h1>
        <p className="not-found__text">
          Shared links work for a limited time, and the person who shared it may have stopped sharing or changed the
          order. Ask them for a new link — or have a look around yourself.
        </p>
        <div className="not-found__actions">
          <Link to="/" className="button">
            Go to home
          </Link>
          <Link to="/new-arrivals" className="button button--ghost">
            Shop new arrivals
          </Link>
        </div>
      </section>
    </AppShell>
  );
}
