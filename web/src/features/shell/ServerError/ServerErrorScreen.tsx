import { useSearchParams } from 'react-router';
import { StaticShell } from '../AppShell/StaticShell.tsx';
import { useDocumentTitle } from '../../../platform/hooks/useDocumentTitle.ts';
import { readServerError, serverErrorTitle } from '../../../platform/relay/serverErrorDetail.ts';
import '../NotFound/NotFound.css';

/**
 * /500?error=…: the server failed; the request and the answer travel in the query (serverErrorDetail.ts), and the
 * answer's status titles the page. No GraphQL request here.
 */
export function ServerErrorScreen() {
  const [search] = useSearchParams();
  const detail = readServerError(search.get('error'));
  const title = serverErrorTitle(detail);
  useDocumentTitle(title, { bare: true });
  const { request, response } = detail ?? {};
  return (
    <StaticShell>
      <section className="not-found">
        <p className="eyebrow">{response?.status ?? 500}</p>
        <h1 className="not-found__title">{title}</h1>
        <p className="not-found__text">
          {response?.status === 404
            ? 'What this page asked for could not be found.'
            : 'Something went wrong on our side. Please try again in a moment.'}
        </p>
        {response ? (
          <dl className="server-error__detail">
            {request?.operation ? (
              <>
                <dt>Request</dt>
                <dd>
                  <code>{request.path ? `${request.operation} (${request.path})` : request.operation}</code>
                </dd>
              </>
            ) : null}
            <dt>Response</dt>
            <dd>
              <code>{response.code ? `${response.code}: ${response.message}` : response.message}</code>
            </dd>
          </dl>
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
