import './zodWithoutEval.ts'; // first: before any schema is built
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import {
  matchRoutes,
  UNSAFE_createBrowserHistory as createBrowserHistory,
  UNSAFE_createRouter as createRouter,
  UNSAFE_hydrationRouteProperties as hydrationRouteProperties,
  UNSAFE_mapRouteProperties as mapRouteProperties,
  type DataStrategyFunction,
  type DataRouter,
} from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { RelayEnvironmentProvider } from 'react-relay';
import { environment } from '../platform/relay/environment.ts';
import { wireErrorReactions } from './wireErrorReactions.ts';
import { routes } from './routes.tsx';
import { startSession } from '../platform/session/session.ts';
import { startAnalytics } from '../platform/analytics/analytics.ts';
import { startSessionTracking } from '../platform/tracking/sessionTracking.ts';
import '../ui/global.css';

// Start-up in steps, each its own task, so a phone's main thread is never blocked for long at once.
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

async function start(container: HTMLElement): Promise<void> {
  // Not in the task that evaluated the app's modules (the store with the page's records among them).
  await nextTask();
  // Before the router runs its first loaders: their guards read the login state.
  startSession();
  // The attribution source of this visit, then the tag manager (when configured); before the first page view.
  startAnalytics();
  await nextTask();
  await preloadScreenCode();
  await nextTask();

  const router = await createBrowserRouterInTwoTasks();
  wireErrorReactions(router, environment);
  // Tracking events, device cookies, location, new-build reloads (SPEC §4/§9): beside the screens, after the first,
  // in a task of their own.
  whenInitialized(router, () => setTimeout(() => startSessionTracking(router, environment)));
  await nextTask();

  const app = (
    <StrictMode>
      <RelayEnvironmentProvider environment={environment}>
        <RouterProvider router={router} />
      </RelayEnvironmentProvider>
    </StrictMode>
  );

  // The gateway drew the page on the server (app/server.tsx): once the first screen's code is here (its data came
  // with the page, in the store) React takes that markup over, as a transition, so hydrating the whole page yields
  // to the browser instead of blocking it; a tap meanwhile hydrates its part first. Without it, the app draws.
  if (container.firstElementChild)
    whenInitialized(router, () => startTransition(() => void hydrateRoot(container, app)));
  else createRoot(container).render(app);
}

/**
 * Starts loading the code of the URL's lazy routes, which the router's first navigation then awaits. Loading a chunk
 * adds a `<link rel="modulepreload">` for each of its imports (Vite's preload), a few ms each on a phone: done here,
 * in a task of its own after the matching (which compiles every route's pattern), rather than in the router's first
 * one. A failure is left for the router's own call to show.
 */
async function preloadScreenCode(): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? [];
  await nextTask();
  for (const { route } of matches) {
    if (typeof route.lazy === 'function') route.lazy().catch(() => {});
  }
}

/**
 * What react-router's createBrowserRouter does, with a task between creating the router (ranking every route's
 * pattern) and initializing it (matching the URL, starting the first navigation): together ~25–40 ms on a phone
 * (4× CPU), one long task. The server sends no router hydration data (the page's data is in the Relay store).
 */
async function createBrowserRouterInTwoTasks(): Promise<DataRouter> {
  const router = createRouter({
    history: createBrowserHistory(),
    routes,
    mapRouteProperties,
    hydrationRouteProperties,
    dataStrategy: firstLoadersInATaskOfTheirOwn(),
  });
  await nextTask();
  return router.initialize();
}

/**
 * React Router's own way of running the matched loaders (each route's `resolve`), the first time a task after the
 * router's creation: creating it matches the URL, and the screen's loader checks the whole query against the store
 * (Relay's availability check), each ~40–60 ms on a phone, too long for one task together.
 */
function firstLoadersInATaskOfTheirOwn(): DataStrategyFunction {
  let first = true;
  return async ({ matches }) => {
    if (first) {
      first = false;
      await nextTask();
    }
    const loading = matches.filter((match) => match.shouldLoad);
    const results = await Promise.all(loading.map((match) => match.resolve()));
    return Object.fromEntries(results.map((result, i) => [loading[i]!.route.id, result]));
  };
}

/** Runs `then` once the router's first navigation (its loaders, its lazy screen) is done. */
function whenInitialized(router: DataRouter, then: () => void): void {
  if (router.state.initialized) return then();
  const unsubscribe = router.subscribe((state) => {
    if (!state.initialized) return;
    unsubscribe();
    then();
  });
}

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
void start(container);
