import type { ReactNode } from 'react';
import { AppReady } from '../../../platform/hydration/AppReady.tsx';
import './AppShell.css';
import '../SiteHeader/SiteHeader.css';

/** The frame of the error pages: no data needed, so it renders when the GraphQL server is down. */
export function StaticShell({ children }: { children: ReactNode }) {
  return (
    <div className="app-shell">
      <header className="site-header">
        <div className="site-header__bar">
          <span />
          <a href="/" className="site-header__logo" aria-label="Tote home">
            TOTE
          </a>
          <span />
        </div>
      </header>
      <main id="main" className="app-shell__main">
        {children}
        <AppReady />
      </main>
    </div>
  );
}
