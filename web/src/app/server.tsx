/**
 * The server entry (built to web/dist-server/server.js; the gateway imports it): draws a page of the shop with the
 * app's own routes and components. react-router's static handler runs the route's loaders and guards (a redirect or
 * a not-found answers with its status), the route's Relay query runs through the gateway in-process, and the page is
 * rendered with react-dom/server's streaming renderer once everything in it is ready. The Relay records the render
 * used go into the page, so the browser hydrates it without asking again (main.tsx).
 */
import './zodWithoutEval.ts';
import { AsyncLocalStorage } from 'node:async_hooks';
import { Writable } from 'node:stream';
import { StrictMode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  isRouteErrorResponse,
  StaticRouterProvider,
  type RouteObject,
} from 'react-router';
import { RelayEnvironmentProvider } from 'react-relay';
import type { PageRender, PageRenderInput } from '@tote/contract/ssr';
import { createEnvironment } from '../platform/relay/environment.ts';
import { provideRequestScope, type RequestScope } from '../platform/ssr/requestScope.ts';
import { routes } from './routes.tsx';

// One store of scopes per process, however many copies of this module are loaded (requestScope.ts).
const SCOPES = Symbol.for('tote.requestScopes');
const shared = globalThis as { [SCOPES]?: AsyncLocalStorage<RequestScope> };
const scopes = (shared[SCOPES] ??= new AsyncLocalStorage<RequestScope>());
provideRequestScope(() => scopes.getStore());

const handler = createStaticHandler(routes);

/** Loads every screen's code (the routes' lazy chunks): a screen's first page is then drawn as fast as the next. */
export async function warmUp(): Promise<void> {
  const chunks: Promise<unknown>[] = [];
  const visit = (list: RouteObject[]) =>
    list.forEach((route) => {
      if (typeof route.lazy === 'function') chunks.push(route.lazy());
      if (route.children) visit(route.children);
    });
  visit(routes);
  await Promise.allSettled(chunks);
}

/** A route's `handle.status`: the not-found page answers 404. */
function handleStatus(handle: unknown): number | undefined {
  const status = (handle as { status?: unknown } | undefined)?.status;
  return typeof status === 'number' ? status : undefined;
}

/**
 * The page's queries go to the gateway's own GraphQL (the cookies and headers of the page request are its own);
 * `started` counts them and `settled()` waits for the ones under way.
 */
function pageFetch(input: PageRenderInput) {
  const pending = new Set<Promise<unknown>>();
  let started = 0;
  const fetchImpl: typeof fetch = (_url, init) => {
    const body = JSON.parse(String(init?.body ?? '{}')) as { id?: string; query?: string; variables?: object };
    const answer = input.graphql({ id: body.id, query: body.query, variables: { ...body.variables } });
    started += 1;
    const settled: Promise<unknown> = answer.then(
      () => pending.delete(settled),
      () => pending.delete(settled),
    );
    pending.add(settled);
    return answer;
  };
  return {
    fetchImpl,
    started: () => started,
    settled: async () => {
      while (pending.size > 0) await Promise.all(pending);
    },
  };
}

function renderWhole(element: React.ReactNode, signal: AbortSignal): Promise<string | null> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
      final(done) {
        done();
        resolve(Buffer.concat(chunks).toString('utf8'));
      },
    });
    let failed = false;
    const stream = renderToPipeableStream(element, {
      // Piped once everything is ready, and no boundary outlined however large: the page goes out whole, without
      // the inline scripts React writes to reveal boundaries late (the pages' CSP allows no others).
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onAllReady: () => (failed ? resolve(null) : stream.pipe(sink)),
      onShellError: () => resolve(null),
      onError: (error) => {
        failed = true;
        if (process.env['TOTE_SSR_DEBUG']) console.error('server render:', error);
      },
    });
    signal.addEventListener('abort', () => {
      stream.abort();
      resolve(null);
    });
  });
}

export async function renderPage(input: PageRenderInput): Promise<PageRender> {
  const queries = pageFetch(input);
  const environment = createEnvironment({ url: '/graphql', fetchImpl: queries.fetchImpl }, undefined, true);
  const scope: RequestScope = { cookie: input.cookie, mobile: input.mobile, environment };
  return scopes.run(scope, async () => {
    const request = new Request(input.url, { headers: { cookie: input.cookie }, signal: input.signal });
    const context = await handler.query(request);
    if (context instanceof Response) {
      const location = context.headers.get('location');
      return location && context.status >= 300 && context.status < 400
        ? { kind: 'redirect', status: context.status, location }
        : { kind: 'unavailable', reason: `a loader answered ${context.status}` };
    }
    // A loader's 4xx (a URL that names nothing) draws the error page, as the browser would; anything else failed.
    const failure = Object.values(context.errors ?? {}).find(
      (error) => !isRouteErrorResponse(error) || error.status >= 500,
    );
    if (failure) {
      if (process.env['TOTE_SSR_DEBUG']) console.error('server render: a loader failed:', failure);
      return { kind: 'unavailable', reason: 'a loader failed' };
    }
    await queries.settled();
    const loaded = queries.started();
    const router = createStaticRouter(handler.dataRoutes, context);
    const html = await renderWhole(
      <StrictMode>
        <RelayEnvironmentProvider environment={environment}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </RelayEnvironmentProvider>
      </StrictMode>,
      input.signal,
    );
    if (html === null) return { kind: 'unavailable', reason: input.signal.aborted ? 'out of time' : 'render failed' };
    const status = context.matches.reduce((s, match) => handleStatus(match.route.handle) ?? s, context.statusCode);
    const records = environment.getStore().getSource().toJSON() as Record<string, unknown>;
    return { kind: 'page', status, html, records, closed: queries.started() === loaded };
  });
}
