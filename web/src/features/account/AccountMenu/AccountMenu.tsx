import { useEffect, useRef, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link, useLocation } from 'react-router';
import type { AccountMenu_viewer$key } from '../../../__generated__/AccountMenu_viewer.graphql.ts';
import { useLogOut } from '../../../platform/session/useLogOut.ts';
import { ACCOUNT_PAGES } from '../Account/accountPages.ts';
import './AccountMenu.css';

function PersonIcon() {
  return (
    <svg width="22" height="22" viewBox="0 0 22 22" aria-hidden="true">
      <circle cx="11" cy="7.5" r="3.75" stroke="currentColor" strokeWidth="1.5" fill="none" />
      <path d="M3.5 19c.9-3.6 3.9-5.5 7.5-5.5s6.6 1.9 7.5 5.5" stroke="currentColor" strokeWidth="1.5" fill="none" />
    </svg>
  );
}

/** A guest: "Log in", coming back to this page afterwards. */
export function LogInLink() {
  const { pathname, search } = useLocation();
  const here = pathname + search;
  const to =
    pathname === '/' || pathname.startsWith('/login') || pathname.startsWith('/register')
      ? '/login'
      : `/login?redirect_uri=${encodeURIComponent(here)}`;
  return (
    <Link to={to} className="account-menu__login">
      <PersonIcon />
      <span className="account-menu__label">Log in</span>
    </Link>
  );
}

/** A signed-in shopper: the account pages and Log out, in a small menu. */
export function AccountMenu({ viewer }: { viewer: AccountMenu_viewer$key }) {
  const data = useFragment(
    graphql`
      fragment AccountMenu_viewer on User {
        name
        email
      }
    `,
    viewer,
  );
  const details = useRef<HTMLDetailsElement>(null);
  const { pathname } = useLocation();
  const [logOut, loggingOut] = useLogOut();

  // The panel exists only while open (no hidden duplicate of the page's own Log out button).
  const [open, setOpen] = useState(false);

  // Close on navigation (adjusted while rendering, as React advises, not in an effect) and on a click outside.
  const [openedOn, setOpenedOn] = useState(pathname);
  if (pathname !== openedOn) {
    setOpenedOn(pathname);
    setOpen(false);
  }
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (!details.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, []);

  const firstName = data.name.split(' ')[0] || 'Account';
  return (
    <details ref={details} className="account-menu" open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className="account-menu__summary" aria-label={`Account menu for ${data.name || data.email}`}>
        <PersonIcon />
        <span className="account-menu__label">{firstName}</span>
      </summary>
      {open ? (
        <div className="account-menu__panel">
          <p className="account-menu__who">
            <strong>{data.name}</strong>
            <span>{data.email}</span>
          </p>
          <ul className="account-menu__list">
            {ACCOUNT_PAGES.map((page) => (
              <li key={page.path}>
                <Link to={page.path} className="account-menu__link">
                  {page.label}
                </Link>
              </li>
            ))}
            <li>
              <button
                type="button"
                className="account-menu__link account-menu__logout"
                onClick={() => void logOut()}
                disabled={loggingOut}
              >
                Log out
              </button>
            </li>
          </ul>
        </div>
      ) : null}
    </details>
  );
}
