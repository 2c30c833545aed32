import { Suspense } from 'react';
import { graphql, usePreloadedQuery } from 'react-relay';
import { Outlet, useLoaderData } from 'react-router';
import type { AccountScreenQuery } from '../../../__generated__/AccountScreenQuery.graphql.ts';
import type { ScreenData } from '../../../platform/relay/loadScreenQuery.ts';
import { AppShell } from '../../shell/index.ts';
import { Spinner } from '../../../ui/Spinner/Spinner.tsx';
import { AccountNav } from './AccountNav.tsx';
import './Account.css';

export const accountScreenQuery = graphql`
  query AccountScreenQuery {
    ...AppShell_query
    viewer {
      id
      name
    }
  }
`;

/** /account: the parent page of the account pages (nav + the child page). */
export function AccountScreen() {
  const { queryRef } = useLoaderData() as ScreenData<AccountScreenQuery>;
  const data = usePreloadedQuery<AccountScreenQuery>(accountScreenQuery, queryRef);
  // No viewer: the session ended. The query's answer already logged this tab out and is taking the
  // shopper to login (loadSignedInScreenQuery); a log-out in this tab goes home.
  const signedOut = data.viewer == null;

  return (
    <AppShell query={data}>
      <div className="page account">
        <aside className="account__aside">
          <p className="eyebrow account__eyebrow">My account</p>
          <AccountNav />
        </aside>
        <div className="account__content">
          {signedOut ? (
            <Spinner />
          ) : (
            <Suspense fallback={<Spinner />}>
              <Outlet />
            </Suspense>
          )}
        </div>
      </div>
    </AppShell>
  );
}
