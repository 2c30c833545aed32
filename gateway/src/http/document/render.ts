/**
 * A page of the shop, drawn on the server by the web's own components: the web's built server entry
 * (serverEntry.ts) runs the route's loaders and guards and renders it, its queries answered in-process by this
 * gateway with the page request's cookies. The page's head (title, description, canonical, Open Graph, JSON-LD)
 * comes from the answer of the route's screen query (the route table of @tote/contract/routes).
 * No page within the time budget, an answer with an error, a failed render: null, and the caller sends index.html
 * as it is (the browser draws the page and reacts to the error itself).
 */
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { LRUCache } from 'lru-cache';
import { AUTH_COOKIE, USER_COOKIE } from '@tote/contract/cookies';
import { popsAllowedOn } from '@tote/contract/popups';
import { matchScreenRoute } from '@tote/contract/routes';
import type { PageGraphQLRequest, PageRender } from '@tote/contract/ssr';
import { persistedStore, queryIdsByName } from '../../persisted.js';
import { publicOrigin } from '../util.js';
import { bannerReservationScript, bannersOf } from './banner.js';
import { withHeadScript, writeDocument } from './document.js';
import { graphQLRequest, runPageQuery, type GraphQLFetch } from './execute.js';
import { obj } from './json.js';
import { describePage, pageWithoutData, type Page } from './page.js';
import { serverEntry } from './serverEntry.js';
import { describeShare, isSharePath, namesNoShare, SHARE_OPERATION } from './sharePage.js';

export interface DocumentOptions {
  /** relay-compiler's { id: text } file: the screen queries' ids, by operation name. */
  persistedQueriesFile: string;
  /** The web's built server entry (web/dist-server/server.js). */
  serverEntryFile: string;
  graphql: GraphQLFetch;
  /** How long the page waits for its data and its render before it goes out without them. */
  budgetMs: number;
  publicUrl: string | undefined;
  trustProxy: boolean;
}

export type RenderedPage =
  | { kind: 'page'; status: number; html: string; page: Page | null; setCookies: string[] }
  | { kind: 'redirect'; status: number; location: string; setCookies: string[] };

interface Answer {
  id: string | undefined;
  status: number;
  body: { data?: unknown; errors?: unknown[] } | null;
  /** The answer's text, hashed. */
  digest: string;
}

type DrawnPage = Extract<PageRender, { kind: 'page' }>;

/** How much of guests' drawn pages is kept (markup and records). */
const DRAWN_PAGES_MAX_BYTES = 24 * 1024 * 1024;
const SIGNED_IN = new RegExp(`(?:^|;\\s*)(?:${AUTH_COOKIE}|${USER_COOKIE})=`);

/**
 * Guests' pages, by URL, device and the answers they were drawn from: a guest's page is the same for every guest
 * (nothing of the shopper in it), so when its queries answer the same again — the response cache answers them in
 * a few milliseconds — the page is not drawn again. A signed-in shopper's page is never kept.
 */
function drawnPages() {
  const pages = new LRUCache<string, DrawnPage>({
    maxSize: DRAWN_PAGES_MAX_BYTES,
    sizeCalculation: (page) => page.html.length + JSON.stringify(page.records).length,
  });
  const keyOf = (url: URL, mobile: boolean, answers: readonly Answer[]) =>
    `${mobile ? 'm' : 'd'} ${url.pathname}${url.search} ${answers
      .map((a) => `${a.id ?? ''}:${a.digest}`)
      .sort()
      .join(',')}`;
  return {
    get: (key: string) => pages.get(key),
    set: (key: string, page: DrawnPage) => void pages.set(key, page),
    keyOf,
  };
}

export function createPageRenderer(opts: DocumentOptions) {
  const store = persistedStore(opts.persistedQueriesFile);
  const entry = serverEntry(opts.serverEntryFile);
  const memo = drawnPages();
  void entry(); // loaded now, not on the first page (which would miss its budget)
  let ids: { store: Record<string, string>; byName: Map<string, string> } | null = null;
  const idOf = (operation: string): string | null => {
    const current = store();
    if (ids?.store !== current) ids = { store: current, byName: queryIdsByName(current) };
    return ids.byName.get(operation) ?? null;
  };

  /** The web's render of the page, with every answer its queries got and the cookies those set. */
  async function draw(req: IncomingMessage, res: ServerResponse, url: URL, mobile: boolean, signal: AbortSignal) {
    const answers: Answer[] = [];
    const setCookies: string[] = [];
    const render = await entry();
    if (!render) return { render: null, answers, setCookies };
    const guest = !SIGNED_IN.test(req.headers.cookie ?? '');
    let key: string | null = null;
    const graphql = async (operation: PageGraphQLRequest): Promise<Response> => {
      const response = await opts.graphql(graphQLRequest(req, operation, signal), { req, res });
      setCookies.push(...response.headers.getSetCookie());
      const text = await response.text();
      let body: Answer['body'] = null;
      try {
        body = JSON.parse(text) as Answer['body'];
      } catch {
        // not a GraphQL answer: counted as a failure below
      }
      const digest = createHash('sha1').update(text).digest('base64');
      answers.push({ id: operation.id, status: response.status, body, digest });
      return new Response(text, { status: response.status, headers: response.headers });
    };
    const drawn: PageRender = await render({
      url: url.toString(),
      cookie: req.headers.cookie ?? '',
      mobile,
      graphql,
      signal,
      drawnBefore: () => {
        if (!guest) return undefined;
        key = memo.keyOf(url, mobile, answers);
        return memo.get(key);
      },
    }).catch((error: unknown) => ({ kind: 'unavailable', reason: String(error) }));
    const clean = answers.every((a) => a.status === 200 && a.body !== null && (a.body.errors?.length ?? 0) === 0);
    if (key && clean && drawn.kind === 'page' && drawn.closed) memo.set(key, drawn);
    return { render: drawn, answers, setCookies, clean };
  }

  return async function renderPage(
    req: IncomingMessage,
    res: ServerResponse,
    html: string,
    device: 'mobile' | 'desktop',
  ): Promise<RenderedPage | null> {
    const origin = publicOrigin(req, opts);
    const url = new URL(req.url ?? '/', `${origin}/`);
    const match = matchScreenRoute(url.pathname);
    const variables = match ? match.route.variables(match.params, url.searchParams) : null;
    const screenId = match && variables ? idOf(match.route.operation) : null;
    // A browsing page may show a banner: its pops are asked beside the page, to reserve its strip.
    const popsId = popsAllowedOn(url.pathname) ? idOf('PopupsQuery') : null;
    const signal = AbortSignal.timeout(opts.budgetMs);
    const [drawn, pops] = await Promise.all([
      draw(req, res, url, device === 'mobile', signal),
      popsId ? runPageQuery(opts.graphql, { req, res, id: popsId, variables: {}, budgetMs: opts.budgetMs }) : null,
    ]);
    const banner = bannerReservationScript(pops?.status === 200 ? bannersOf(pops.body.data) : []);
    const { render, answers, setCookies } = drawn;
    if (render?.kind === 'redirect') return { ...render, setCookies };
    // Only a clean page: with an error in an answer (an upstream failure), the browser asks again and reacts itself.
    const clean = 'clean' in drawn && drawn.clean;
    if (render?.kind !== 'page' || !clean) {
      // A URL that cannot name anything (/product/abc): the web shows its 404 page.
      if (match && variables === null) return { kind: 'page', status: 404, html, page: null, setCookies: [] };
      return banner
        ? { kind: 'page', status: 200, html: withHeadScript(html, banner), page: null, setCookies: [] }
        : null;
    }
    const dataOf = (id: string | null) => obj(answers.find((a) => a.id !== undefined && a.id === id)?.body?.data);
    const data = dataOf(screenId);
    const shared = isSharePath(url.pathname) ? dataOf(idOf(SHARE_OPERATION)) : null;
    const page =
      (match && variables && data && describePage(match, url, origin, data, variables as Record<string, unknown>)) ||
      (shared && describeShare(shared, `${origin}${url.pathname}`)) ||
      pageWithoutData(match, url, origin, shared && namesNoShare(shared) ? 404 : render.status);
    const status = page.notFound ? 404 : render.status;
    return {
      kind: 'page',
      status,
      html: writeDocument(html, page, origin, render.records, render.html, banner),
      page,
      setCookies,
    };
  };
}
