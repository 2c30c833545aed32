import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import { TERMS_PATH } from '@tote/contract/routes';
import type { Footer_query$key } from '../../../__generated__/Footer_query.graphql.ts';
// Footer.css comes with the shell (AppShell.tsx), which loads this component lazily.

interface Props {
  query: Footer_query$key;
}

export function Footer({ query }: Props) {
  const data = useFragment(
    graphql`
      fragment Footer_query on Query {
        menu {
          id
          title
          url
        }
      }
    `,
    query,
  );

  return (
    <footer className="site-footer">
      <div className="page site-footer__inner">
        <div className="site-footer__brand">
          <span className="site-footer__logo">TOTE</span>
          <p className="site-footer__tagline">
            Rent the look, buy what you love. Designer fashion, delivered in your Tote.
          </p>
        </div>
        <nav className="site-footer__column" aria-label="Shop">
          <h2 className="site-footer__heading">Shop</h2>
          <ul>
            {data.menu.map((item) => (
              <li key={item.id}>
                <Link to={item.url}>{item.title}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav className="site-footer__column" aria-label="Discover">
          <h2 className="site-footer__heading">Discover</h2>
          <ul>
            <li>
              <Link to="/new-arrivals">New arrivals</Link>
            </li>
            <li>
              <Link to="/occasions">Occasions</Link>
            </li>
            <li>
              <Link to="/brands">Brands A–Z</Link>
            </li>
            <li>
              <Link to="/download_app">Get the app</Link>
            </li>
          </ul>
        </nav>
        <nav className="site-footer__column" aria-label="Legal">
          <h2 className="site-footer__heading">Legal</h2>
          <ul>
            <li>
              <Link to={TERMS_PATH}>Terms of Service</Link>
            </li>
          </ul>
        </nav>
      </div>
      {/* The server's year may be the browser's next one for a few hours at New Year: its text stays. */}
      <p className="page site-footer__legal" suppressHydrationWarning>
        {`© ${new Date().getFullYear()} Tote. All rights reserved.`}
      </p>
    </footer>
  );
}
