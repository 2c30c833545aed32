import { isRouteErrorResponse, useRouteError } from 'react-router';
import { StaticShell } from './components/AppShell/StaticShell.tsx';
import { ErrorMessage } from './components/ErrorBoundary/ErrorMessage.tsx';
import { NotFoundContent } from './screens/NotFound/NotFoundContent.tsx';
import { ToastHost } from './components/ToastHost/ToastHost.tsx';
import { useDocumentTitle } from './hooks/useDocumentTitle.ts';

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
