/**
 * A route of the app drawn as the server draws it, then hydrated as the browser does (issue #31): react-router's
 * static handler runs the route's loaders, react-dom/server renders the page once every query is answered (by the
 * mock environment) and every lazy part loaded, with no window, document or web storage, as on the server; a data
 * router over the same URL, with the loaders' data, hydrates that HTML. The gateway's own renderer (the web build's
 * server entry) streams it with the real network. (Here renderToString, retried until nothing suspends: a streaming
 * render still at work when the browser's renderer starts would share React's contexts with it, in one process.)
 */
import type { ReactNode } from 'react';
import { act, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { RelayEnvironmentProvider } from 'react-relay';
import {
  createMemoryRouter,
  createStaticHandler,
  createStaticRouter,
  RouterProvider,
  StaticRouterProvider,
  type StaticHandlerContext,
} from 'react-router';
import { expect } from 'vitest';
import { routes } from '../src/app/routes.tsx';
import { provideRequestScope, type RequestScope } from '../src/platform/ssr/requestScope.ts';
import { hydrate } from './hydration.tsx';
import { environment } from './relay.tsx';

/** What the server has not: the browser's globals, undefined while it renders. */
const BROWSER_ONLY = ['window', 'document', 'localStorage', 'sessionStorage'] as const;

/** The request the server's render answers, as the gateway's entry gives it: the browser's cookies come with it. */
let rendering: RequestScope | undefined;
provideRequestScope(() => rendering);

/** The server's page: its HTML, and the loaders' data (which the gateway's page carries to the browser). */
export interface ServerPage {
  html: string;
  context: StaticHandlerContext;
}

/** The server's answer for `url`: a guard's redirect, or the page. */
export async function serverPage(url: string): Promise<ServerPage | Response> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(url, 'http://localhost')));
  if (context instanceof Response) return context;
  const router = createStaticRouter(handler.dataRoutes, context);
  const page = (
    <RelayEnvironmentProvider environment={environment}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </RelayEnvironmentProvider>
  );
  for (let attempt = 0; attempt < 100; attempt++) {
    const html = serverRender(page);
    if (!SUSPENDED.test(html)) return { html, context };
    // A query not answered yet, a lazy part not loaded yet: they come in the next moments.
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`${url}: the server's page still suspends after 2 s`);
}

/** A Suspense boundary the render could not finish: React marks it for the client to render. */
const SUSPENDED = /<!--\$[?!]-->/;

function serverRender(page: ReactNode): string {
  rendering = { cookie: document.cookie, mobile: false, environment, cookiesRead: new Map() };
  const browser = BROWSER_ONLY.map((name) => [name, Object.getOwnPropertyDescriptor(globalThis, name)] as const);
  for (const name of BROWSER_ONLY) Object.defineProperty(globalThis, name, { value: undefined, configurable: true });
  try {
    return renderToString(page);
  } finally {
    rendering = undefined;
    for (const [name, descriptor] of browser) if (descriptor) Object.defineProperty(globalThis, name, descriptor);
  }
}

/** Hydrates the server's HTML of `url` in the browser; `problems` holds React's hydration complaints. */
export async function hydratePage(url: string, { html, context }: ServerPage) {
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const router = createMemoryRouter(routes, {
    initialEntries: [url],
    hydrationData: { loaderData: context.loaderData, actionData: context.actionData, errors: context.errors },
  });
  // The matched routes' code (their `lazy`), as main.tsx waits for it before hydrating.
  await waitFor(() => expect(router.state.initialized).toBe(true));
  const result = hydrate(
    container,
    <RelayEnvironmentProvider environment={environment}>
      <RouterProvider router={router} />
    </RelayEnvironmentProvider>,
  );
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  return { ...result, container, router };
}
