import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { RelayEnvironmentProvider } from 'react-relay';
import { environment } from './relay/environment.ts';
import { wireErrorReactions } from './relay/wireErrorReactions.ts';
import { routes } from './routes.tsx';
import { startSession } from './session/session.ts';
import { startAnalytics } from './analytics/analytics.ts';
import './styles/global.css';

// Before the router runs its first loaders: their guards read the login state.
startSession();
// The attribution source of this visit, then the tag manager (when configured); before the first page view.
startAnalytics();

const router = createBrowserRouter(routes);

wireErrorReactions(router, environment);

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

createRoot(container).render(
  <StrictMode>
    <RelayEnvironmentProvider environment={environment}>
      <RouterProvider router={router} />
    </RelayEnvironmentProvider>
  </StrictMode>,
);
