import { NavLink } from 'react-router';
import { ACCOUNT_PAGES } from './accountPages.ts';

/** The account pages: a side nav on desktop, scrollable tabs on mobile (CSS). */
export function AccountNav() {
  return (
    <nav className="account-nav" aria-label="Account">
      <ul className="account-nav__list">
        {ACCOUNT_PAGES.map((page) => (
          <li key={page.path}>
            <NavLink to={page.path} className="account-nav__link">
              {page.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
