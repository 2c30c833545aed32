/**
 * The server entry (built to web/dist-server/server.js; the gateway imports it): draws a page of the shop with the
 * app's own routes and components. react-router's static handler runs the route's loaders and guards (a redirect or
 * a not-found answers with its status), the route's Relay query runs through the gateway in-process; once they have
 * answered (the gateway writes the page's head then), the page is rendered with react-dom/server's streaming
 * renderer, piped from its shell on: a boundary still waiting for its own query streams in after. The Relay records
 * the render used go into the page after it, so the browser hydrates it without asking again (main.tsx).
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
import type { MarkupSink, PageDrawing, PageRender, PageRenderInput } from '@tote/contract/ssr';
import { createEnvironment } from '../platform/relay/environment.ts';
import { provideRequestScope, type RequestScope } from '../platform/ssr/requestScope.ts';
import { routes } from './routes.tsx';

/**
 * The scopes of the pages being drawn, one store per process however many copies of this module are loaded
 * (requestScope.ts). On Node 20 an AsyncLocalStorage in use turns on promise hooks for the whole process, every
 * promise of every GraphQL request paying for them (6–11 % of the gateway's CPU a request, #35), and they
 * stay on while any instance is enabled. So the store is enabled only while a page's loaders or render run, and
 * disabled when none does. (React's own, which would stay enabled for good once it has drawn a page, is replaced in
 * this bundle: platform/ssr/reactRequestStorage.ts.)
 */
interface Scopes {
  storage: AsyncLocalStorage<RequestScope>;
  /** The loaders' runs and renders under way. */
  active: number;
}
const SCOPES = Symbol.for('tote.requestScopes');
const shared = globalThis as { [SCOPES]?: Scopes };
const scopes = (shared[SCOPES] ??= { storage: new AsyncLocalStorage<RequestScope>(), active: 0 });
provideRequestScope(() => scopes.storage.getStore());

/** Runs `work` in `scope`; the store is disabled again once no page's work is under way. */
async function inScope<T>(scope: RequestScope, work: () => Promise<T>): Promise<T> {
  scopes.active += 1;
  try {
    return await scopes.storage.run(scope, work);
  } finally {
    scopes.active -= 1;
    if (scopes.active === 0) scopes.storage.disable();
  }
}

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

/**
 * Pipes React's markup into `sink` from its shell on, late boundaries streamed after it (React's inline scripts that
 * reveal them carry `nonce`); settles once React has written all it will. The signal stops the render: what is not
 * drawn by then is left to the browser.
 */
function drawInto(
  element: React.ReactNode,
  sink: MarkupSink,
  nonce: string,
  signal: AbortSignal,
): Promise<{ shell: boolean; complete: boolean }> {
  return new Promise((resolve) => {
    let failed = false;
    const settle = (drawing: { shell: boolean; complete: boolean }) => {
      signal.removeEventListener('abort', abort);
      resolve(drawing);
    };
    const out = new Writable({
      write(chunk: Buffer, _encoding, done) {
        if (sink.write(chunk)) done();
        else sink.once('drain', () => done());
      },
      final(done) {
        done();
        settle({ shell: true, complete: !failed });
      },
    });
    // React flushes its destination after each burst of writes (an encoder's block must leave with it).
    Object.assign(out, { flush: () => sink.flush() });
    const stream = renderToPipeableStream(element, {
      nonce,
      // No boundary outlined however large: one that is ready with the shell goes out in it, without a script.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      // From the shell on, a task later: React writes a timing script into a shell flushed while any of its work is
      // pending, so a page drawn whole in one pass goes out whole, with no script of React's (and can be kept).
      onShellReady: () => setImmediate(pipe),
      onAllReady: pipe,
      onShellError: () => settle({ shell: false, complete: false }),
      onError: (error) => {
        failed = true;
        if (process.env['TOTE_SSR_DEBUG']) console.error('server render:', error);
      },
    });
    let piped = false;
    function pipe() {
      if (!piped) stream.pipe(out);
      piped = true;
    }
    function abort() {
      stream.abort(new Error('out of time'));
    }
    if (signal.aborted) abort();
    else signal.addEventListener('abort', abort, { once: true });
  });
}

export async function renderPage(input: PageRenderInput): Promise<PageRender> {
  const queries = pageFetch(input);
  const environment = createEnvironment({ url: '/graphql', fetchImpl: queries.fetchImpl }, undefined, true);
  const scope: RequestScope = { cookie: input.cookie, mobile: input.mobile, environment, cookiesRead: new Map() };
  return inScope(scope, async () => {
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
    const status = context.matches.reduce((s, match) => handleStatus(match.route.handle) ?? s, context.statusCode);
    const router = createStaticRouter(handler.dataRoutes, context);
    const element = (
      <StrictMode>
        <RelayEnvironmentProvider environment={environment}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </RelayEnvironmentProvider>
      </StrictMode>
    );
    const draw = (sink: MarkupSink, nonce: string, signal: AbortSignal) =>
      inScope(scope, async (): Promise<PageDrawing> => {
        const drawn = await drawInto(element, sink, nonce, signal);
        // Taken once React is done: the answers of boundaries that came late are in the store too.
        const records = environment.getStore().getSource().toJSON() as Record<string, unknown>;
        const cookies = Object.fromEntries(scope.cookiesRead);
        return { ...drawn, records, closed: queries.started() === loaded, cookies };
      });
    return { kind: 'page', status, draw };
  });
}
