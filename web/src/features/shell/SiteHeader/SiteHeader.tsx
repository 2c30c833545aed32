import { graphql, useFragment } from 'react-relay';
import { Link, NavLink } from 'react-router';
import type { SiteHeader_query$key } from '../../../__generated__/SiteHeader_query.graphql.ts';
import { openDrawer } from '../../../platform/state/ui.ts';
import { useIsMobile } from '../../../platform/hooks/useIsMobile.ts';
import { useShellParts } from '../ShellParts.tsx';
import './SiteHeader.css';

interface Props {
  query: SiteHeader_query$key;
}

/**
 * Announcement, hamburger (opens the menu drawer), the TOTE logo, search (opens the search drawer),
 * the account (Log in for a guest, the account menu when signed in), the wishlist, the Tote icon with
 * its count and, on desktop, the top-level nav.
 */
export function SiteHeader({ query }: Props) {
  const data = useFragment(
    graphql`
      fragment SiteHeader_query on Query {
        appSettings {
          announcement
        }
        menu {
          id
          title
          url
        }
        viewer {
          ...AccountMenu_viewer
          ...ToteIconButton_user
        }
      }
    `,
    query,
  );
  const isMobile = useIsMobile();
  const { SearchButton, AssistantButton, AccountMenu, LogInLink, ToteButton } = useShellParts();
  const announcement = data.appSettings?.announcement;

  return (
    <>
      {announcement ? <p className="site-header__announcement">{announcement}</p> : null}
      <header className="site-header">
        <div className="site-header__bar">
          <button
            type="button"
            className="icon-button site-header__menu-button"
            aria-label="Open menu"
            aria-haspopup="dialog"
            onClick={() => openDrawer('menu')}
          >
            <svg width="22" height="22" viewBox="0 0 22 22" aria-hidden="true">
              <path d="M3 6h16M3 11h16M3 16h16" stroke="currentColor" strokeWidth="1.5" fill="none" />
            </svg>
          </button>
          <Link to="/" className="site-header__logo" aria-label="Tote home">
            TOTE
          </Link>
          <div className="site-header__end">
            <SearchButton />
            <AssistantButton />
            {data.viewer ? <AccountMenu viewer={data.viewer} /> : <LogInLink />}
            <Link to="/wishlist" className="icon-button" aria-label="Wishlist">
              <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true">
                <path
                  d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z"
                  stroke="currentColor"
                  strokeWidth="1.5"
                  fill="none"
                />
              </svg>
            </Link>
            <ToteButton user={data.viewer ?? null} />
          </div>
        </div>
        {!isMobile && data.menu.length > 0 ? (
          <nav className="site-header__nav" aria-label="Main">
            <ul>
              {data.menu.map((item) => (
                <li key={item.id}>
                  <NavLink to={item.url} className="site-header__nav-link">
                    {item.title}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
      </header>
    </>
  );
}
