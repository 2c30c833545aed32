import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { RelayEnvironmentProvider } from 'react-relay';
import { environment } from './relay/environment.ts';
import { wireErrorReactions } from './relay/wireErrorReactions.ts';
import { routes } from './routes.tsx';
import './styles/global.css';

const router = createBrowserRouter(routes);

wireErrorReactions(router);

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

createRoot(container).render(
  <StrictMode>
    <RelayEnvironmentProvider environment={environment}>
      <RouterProvider router={router} />
    </RelayEnvironmentProvider>
  </StrictMode>,
);
