import { useSearchParams } from 'react-router';
import { StaticShell } from '../AppShell/StaticShell.tsx';
import { useDocumentTitle } from '../../../platform/hooks/useDocumentTitle.ts';
import '../NotFound/NotFound.css';

/** /500?error=…: the server failed; the error travels in the query. No GraphQL request here. */
export function ServerErrorScreen() {
  const [search] = useSearchParams();
  const error = search.get('error');
  useDocumentTitle('Internal Server Error', { bare: true });
  return (
    <StaticShell>
      <section className="not-found">
        <p className="eyebrow">500</p>
        <h1 className="not-found__title">Internal Server Error</h1>
        <p className="not-found__text">Something went wrong on our side. Please try again in a moment.</p>
        {error ? (
          <pre className="server-error__detail">
            <code>{error}</code>
          </pre>
        ) : null}
        <div className="not-found__actions">
          <a href="/" className="button">
            Go to home
          </a>
        </div>
      </section>
    </StaticShell>
  );
}
