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
  useDocumentTitle(notFound ? 'Page Not Found' : 'Something went wrong', { bare: true });
  if (!notFound) console.error(error);
  return (
    <StaticShell>
      {notFound ? <NotFoundContent /> : <ErrorMessage error={error} />}
      <ToastHost />
    </StaticShell>
  );
}
