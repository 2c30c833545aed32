import { isRouteErrorResponse, useRouteError } from 'react-router';
import { StaticShell, NotFoundContent } from '../features/shell/index.ts';
import { ErrorMessage } from '../ui/ErrorBoundary/ErrorMessage.tsx';
import { ToastHost } from '../ui/ToastHost/ToastHost.tsx';
import { useDocumentTitle } from '../platform/hooks/useDocumentTitle.ts';

/**
 * The outer error boundary (the root route's ErrorBoundary): crashes, failed chunk loads, failed
 * screen queries and loader validation failures (404 responses).
 */
export function RootError() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  // The titles of /500 (SPEC §2): a crash is the server error's page drawn where it happened.
  useDocumentTitle(notFound ? 'Page Not Found' : 'Internal Server Error', { bare: true });
  if (!notFound) console.error(error);
  return (
    <StaticShell>
      {notFound ? <NotFoundContent /> : <ErrorMessage error={error} />}
      <ToastHost />
    </StaticShell>
  );
}
