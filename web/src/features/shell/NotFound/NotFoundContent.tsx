import { Link, useLocation } from 'react-router';
import './NotFound.css';

/** "Page not found: {path}". After a NOT_FOUND redirect to /404 the path is the page that failed. */
export function NotFoundContent() {
  const location = useLocation();
  const state = location.state as { from?: unknown } | null;
  const path = typeof state?.from === 'string' ? state.from : location.pathname;
  return (
    <section className="not-found">
      <p className="eyebrow">404</p>
      <h1 className="not-found__title">Page not found: {path}</h1>
      <p className="not-found__text">The page may have moved, or the style is no longer available.</p>
      <div className="not-found__actions">
        <Link to="/" className="button">
          Go to home
        </Link>
        <Link to="/new-arrivals" className="button button--ghost">
          Shop new arrivals
        </Link>
      </div>
    </section>
  );
}
