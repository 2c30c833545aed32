import { Suspense, useEffect } from 'react';
import { graphql, usePreloadedQuery } from 'react-relay';
import { Outlet, useLoaderData, useLocation, useNavigate } from 'react-router';
import type { AccountScreenQuery } from '../../__generated__/AccountScreenQuery.graphql.ts';
import type { ScreenData } from '../../relay/loadScreenQuery.ts';
import { AppShell } from '../../components/AppShell/AppShell.tsx';
import { Spinner } from '../../components/Spinner/Spinner.tsx';
import { loggedOutCleanup } from '../../session/session.ts';
import { isLogin } from '../../session/sessionStore.ts';
import { loginUrl } from '../../session/redirects.ts';
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
  const navigate = useNavigate();
  const location = useLocation();
  const signedOut = data.viewer == null;

  // The cookie said logged in but the session has ended: log in again, then come back here.
  // (After a log-out in this tab the flag is already false, and the log-out goes home.)
  useEffect(() => {
    if (!signedOut || !isLogin()) return;
    loggedOutCleanup();
    const target = loginUrl(location.pathname + location.search + location.hash);
    if (target) void navigate(target, { replace: true });
  }, [signedOut, navigate, location]);

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
