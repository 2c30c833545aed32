import { lazy, Suspense, type ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useLocation } from 'react-router';
import type { AppShell_query$key } from '../../../__generated__/AppShell_query.graphql.ts';
import { SiteHeader } from '../SiteHeader/SiteHeader.tsx';
import { MenuDrawer } from '../MenuDrawer/MenuDrawer.tsx';
import { ErrorBoundary } from '../../../ui/ErrorBoundary/ErrorBoundary.tsx';
import { ErrorMessage } from '../../../ui/ErrorBoundary/ErrorMessage.tsx';
import { Spinner } from '../../../ui/Spinner/Spinner.tsx';
import { AppReady } from '../../../platform/hydration/AppReady.tsx';
import { useViewerSessionCheck } from '../../../platform/session/useViewerSessionCheck.ts';
import { useShellParts, type Audience } from '../ShellParts.tsx';
import './AppShell.css';
// With the shell's styles, not the footer's chunk: the server's HTML of the footer is laid out from the first paint.
import '../Footer/Footer.css';

// Its own chunk, behind its own Suspense boundary: the server draws it (links for crawlers and for a page without
// JavaScript), and hydration reaches it after the rest of the page (selective hydration), once this code is in.
const Footer = lazy(() => import('../Footer/Footer.tsx').then((module) => ({ default: module.Footer })));

interface Props {
  query: AppShell_query$key;
  children: ReactNode;
}

/**
 * The layout of every screen. Each screen's query spreads `...AppShell_query`, so header, menu and
 * footer come in the screen's ONE request (the banner's strip above the header and the pop-up ask for theirs
 * once a visit: features/banners/Popups.tsx). The parts of other features come from the app (ShellParts.tsx).
 * The inner error boundary keeps the header and menu and resets when the path changes.
 */
export function AppShell({ query, children }: Props) {
  const data = useFragment(
    graphql`
      fragment AppShell_query on Query {
        viewer {
          id
          isMember
        }
        ...SiteHeader_query
        ...MenuDrawer_query
        ...Footer_query
      }
    `,
    query,
  );
  const { pathname } = useLocation();
  const { TopBanner, SearchDrawer, ToteDrawer, Popup } = useShellParts();
  const audience: Audience = data.viewer ? (data.viewer.isMember ? 'member' : 'non_member') : 'guest';
  // With the user cookie, the viewer loads with this query; none means the session ended.
  useViewerSessionCheck(data.viewer != null);

  return (
    <div className="app-shell">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <TopBanner audience={audience} />
      <SiteHeader query={data} />
      <MenuDrawer query={data} />
      <SearchDrawer />
      {data.viewer ? <ToteDrawer /> : null}
      <main id="main" className="app-shell__main" tabIndex={-1}>
        <ErrorBoundary resetKey={pathname} fallback={(error, reset) => <ErrorMessage error={error} onRetry={reset} />}>
          <Suspense fallback={<Spinner />}>
            {children}
            <AppReady />
          </Suspense>
        </ErrorBoundary>
      </main>
      <Suspense fallback={null}>
        <Footer query={data} />
      </Suspense>
      <Popup audience={audience} />
    </div>
  );
}
