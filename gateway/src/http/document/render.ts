/**
 * A page of the shop, drawn on the server by the web's own components: the web's built server entry
 * (serverEntry.ts) runs the route's loaders and guards and renders it, its queries answered in-process by this
 * gateway with the page request's cookies (answers.ts). The page's head (title, description, canonical, Open
 * Graph, JSON-LD) comes from the answer of the route's screen query (the route table of @tote/contract/routes).
 * The page streams: once the loaders have answered, its status, headers and head go out, then React's markup as it
 * is drawn (a boundary waiting for its own query comes after the shell), then the records of the finished render.
 * A guest's page is kept and sent again whole while its answers stay the same (keptPages.ts): only one drawn from
 * the loaders' answers alone, complete, whose bytes carry no nonce (a nonce is never sent twice), from its URL's
 * second draw on.
 * Loaders not done within the time budget, an answer with an error: null, and the caller sends index.html as it is
 * (the browser draws the page and reacts to the error itself). A render past its own budget is stopped: React
 * leaves what it has not drawn to the browser (deadlines.ts).
 */
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { AUTH_COOKIE, USER_COOKIE } from '@tote/contract/cookies';
import { popsAllowedOn } from '@tote/contract/popups';
import { matchScreenRoute } from '@tote/contract/routes';
import type { MarkupSink, PageRender } from '@tote/contract/ssr';
import type { CacheStamp } from '../../cache/responseCache.js';
import { persistedStore, queryIdsByName } from '../../persisted.js';
import { publicOrigin } from '../util.js';
import { pageAnswers, type PageAnswers } from './answers.js';
import { bannerReservationScript, bannersOf } from './banner.js';
import { pageDeadlines } from './deadlines.js';
import { documentParts, withHeadScript, type DocumentParts } from './document.js';
import { runPageQuery, type GraphQLFetch } from './execute.js';
import { obj } from './json.js';
import { cookiesHold, keptPageKey, keptPages } from './keptPages.js';
import { describePage, pageWithoutData } from './page.js';
import { PageBody } from './pageBody.js';
import { streamDrawn, type PageStream } from './pageStream.js';
import type { ScreenCode } from './screenCode.js';
import { serverEntry } from './serverEntry.js';
import { describeShare, isSharePath, namesNoShare, SHARE_OPERATION } from './sharePage.js';
import { warmUpRequest } from './warmUp.js';

export interface DocumentOptions {
  /** relay-compiler's { id: text } file: the screen queries' ids, by operation name. */
  persistedQueriesFile: string;
  /** Production: that file is part of the build, read once; otherwise read again when relay-compiler rewrites it. */
  production?: boolean;
  /** The web's built server entry (web/dist-server/server.js). */
  serverEntryFile: string;
  graphql: GraphQLFetch;
  /** The response cache's stamp, when there is a response cache: a kept page may go out on it (keptPages.ts). */
  stamp?: CacheStamp | undefined;
  /** How long the page waits for its data and its render before it goes out without them. */
  budgetMs: number;
  publicUrl: string | undefined;
  trustProxy: boolean;
  /** The chunks of a screen, by its query's name, that the page names for the boot script (none by default). */
  screenCode?: ScreenCode | undefined;
}

export type RenderedPage =
  | {
      kind: 'page';
      status: number;
      body: PageBody | string;
      /** Drawn (or given a banner) for this shopper: not the plain index.html. */
      written: boolean;
      setCookies: string[];
    }
  /**
   * Drawn as it is sent: `send` writes the head, React's stream and the tail into the page's stream. React's inline
   * scripts (a late boundary's reveal) carry `nonce`: the page's policy must allow it, for this response alone.
   */
  | { kind: 'stream'; status: number; nonce: string; setCookies: string[]; send(out: PageStream): Promise<void> }
  | { kind: 'redirect'; status: number; location: string; setCookies: string[] };

const SIGNED_IN = new RegExp(`(?:^|;\\s*)(?:${AUTH_COOKIE}|${USER_COOKIE})=`);
/** The warm-up's page waits this long for its data and render (a cold process takes longer than a page may). */
const WARM_UP_BUDGET_MS = 10_000;
/** The first product and category pages the home page links to: the warm-up draws one of each kind. */
const PRODUCT_LINK = /href="(\/product\/[^"?#]+)"/;
const CATEGORY_LINK = /href="(\/category\/[^"?#]+)"/;

export function createPageRenderer(opts: DocumentOptions) {
  const store = persistedStore(opts.persistedQueriesFile, { watch: !opts.production });
  const entry = serverEntry(opts.serverEntryFile);
  const kept = keptPages();
  // Its code (the entry's and every screen's) is loaded now, not on the first page, which would miss its budget.
  void entry().then((loaded) => loaded?.warmUp?.());
  let ids: { store: Record<string, string>; byName: Map<string, string> } | null = null;
  const idOf = (operation: string): string | null => {
    const current = store();
    if (ids?.store !== current) ids = { store: current, byName: queryIdsByName(current) };
    return ids.byName.get(operation) ?? null;
  };

  /** The web's render of the page, its queries answered through `answers`; null when there is no server entry. */
  async function draw(
    req: IncomingMessage,
    url: URL,
    mobile: boolean,
    answers: PageAnswers,
    signal: AbortSignal,
  ): Promise<PageRender | null> {
    const loaded = await entry();
    if (!loaded) return null;
    return loaded
      .renderPage({
        url: url.toString(),
        cookie: req.headers.cookie ?? '',
        mobile,
        signal,
        graphql: async (operation) => {
          const answer = await answers.ask(operation);
          return new Response(answer.text, { status: answer.status, headers: answer.headers });
        },
      })
      .catch((error: unknown): PageRender => ({ kind: 'unavailable', reason: String(error) }));
  }

  /**
   * `html` is index.html for the device (the same string for every page of the device, kept pages are kept with
   * it): the page written into it.
   */
  async function renderPage(
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
    const stamp = opts.stamp?.current() ?? null;
    const key = SIGNED_IN.test(req.headers.cookie ?? '') ? null : keptPageKey(device, origin, url);
    const before = key ? kept.get(key) : undefined;
    const keptPage = before?.template === html && cookiesHold(before.cookies, req.headers.cookie) ? before : undefined;
    // On trust (keptPages.ts), with its banner as it was: a second at most behind a switch of the back office, which
    // the browser's own ask for the pops sees at once. Only a plain guest's: a token in a header makes answers its own.
    if (keptPage && !req.headers.authorization && kept.trusted(keptPage, stamp))
      return { kind: 'page', status: keptPage.status, body: keptPage.body, written: true, setCookies: [] };

    const deadlines = pageDeadlines(res, opts.budgetMs);
    const signal = deadlines.loaders;
    const answers = pageAnswers(opts.graphql, { req, res }, deadlines.queries, opts.stamp);
    const banner = (
      popsId ? runPageQuery(opts.graphql, { req, res, id: popsId, variables: {}, budgetMs: opts.budgetMs }) : null
    )?.then((pops) => bannerReservationScript(pops?.status === 200 ? bannersOf(pops.body.data) : []));
    if (keptPage && (await kept.holds(keptPage, answers.ask)) && ((await banner) ?? '') === keptPage.banner) {
      kept.asked(keptPage, answers.stampOf(stamp));
      const { status, body } = keptPage;
      return { kind: 'page', status, body, written: true, setCookies: answers.setCookies };
    }

    const render = await draw(req, url, device === 'mobile', answers, signal);
    const script = (await banner) ?? '';
    const { setCookies } = answers;
    if (render?.kind === 'redirect') return { ...render, setCookies };
    // Only a clean page, its loaders done within the budget: with an error in an answer (an upstream failure), the
    // browser asks again and reacts itself.
    const parts = render?.kind === 'page' && answers.clean() && !signal.aborted ? documentOf(render.status) : null;
    if (render?.kind !== 'page' || !parts) {
      // A URL that cannot name anything (/product/abc): the web shows its 404 page.
      if (match && variables === null) return { kind: 'page', status: 404, body: html, written: false, setCookies: [] };
      return script
        ? { kind: 'page', status: 200, body: withHeadScript(html, script), written: true, setCookies: [] }
        : null;
    }
    const { status } = parts;
    const nonce = randomBytes(16).toString('base64');
    const drawing = deadlines.render();
    const record = key !== null && kept.admits(key);
    const send = async (out: PageStream) => {
      const drawn = await streamDrawn(out, parts.document, (sink) => render.draw(sink, nonce, drawing), record);
      // Drawn from the loaders' answers alone (the same answers draw it again), whole, and without a script of
      // React's: a nonce is never sent twice.
      if (key && drawn.bytes && drawn.closed && drawn.complete && answers.clean() && !drawn.bytes.includes(nonce)) {
        const body = new PageBody(drawn.bytes);
        kept.keep(
          key,
          { template: html, banner: script, status, body, stamp: answers.stampOf(stamp), cookies: drawn.cookies },
          answers.answers,
        );
      }
    };
    return { kind: 'stream', status, nonce, setCookies, send };

    /** The document around the page, from the loaders' answers (the screen's query, the share's), and its status. */
    function documentOf(routeStatus: number): { document: DocumentParts; status: number } | null {
      const dataOf = (id: string | null) =>
        obj(answers.answers.find((a) => a.request.id !== undefined && a.request.id === id)?.body()?.data);
      const data = dataOf(screenId);
      const shared = isSharePath(url.pathname) ? dataOf(idOf(SHARE_OPERATION)) : null;
      const page =
        (match && variables && data && describePage(match, url, origin, data, variables as Record<string, unknown>)) ||
        (shared && describeShare(shared, `${origin}${url.pathname}`)) ||
        pageWithoutData(match, url, origin, shared && namesNoShare(shared) ? 404 : routeStatus);
      const screenCode = match && opts.screenCode ? opts.screenCode(match.route.operation) : [];
      const document = documentParts(html, page, origin, script, screenCode);
      return document && { document, status: page.notFound ? 404 : routeStatus };
    }
  }

  /**
   * Loads the server entry and every screen's code and draws the home page, then the first product and category
   * pages it links to (their queries ask the api, which plans its statements once), so that the first shopper's page
   * of each kind is drawn within its budget. True when there was nothing to warm (no server entry) or `/` was drawn.
   */
  async function warm(): Promise<boolean> {
    const loaded = await entry();
    if (!loaded) return true;
    await loaded.warmUp?.();
    const home = await drawnForWarmUp('/');
    if (home === null) return false;
    for (const link of [PRODUCT_LINK, CATEGORY_LINK]) {
      const path = link.exec(home)?.[1];
      if (path) await drawnForWarmUp(path);
    }
    return true;
  }

  /** The page at `path` drawn for a guest on a phone, its markup; null when it could not be drawn. */
  async function drawnForWarmUp(path: string): Promise<string | null> {
    const { req, res } = warmUpRequest(path);
    const signal = AbortSignal.timeout(WARM_UP_BUDGET_MS);
    const url = new URL(path, 'http://localhost/');
    const drawn = await draw(req, url, true, pageAnswers(opts.graphql, { req, res }, signal), signal);
    if (drawn?.kind !== 'page') return null;
    const decoder = new TextDecoder();
    let markup = '';
    const collect: MarkupSink = {
      write: (chunk) => ((markup += decoder.decode(chunk, { stream: true })), true),
      once: () => undefined,
      flush: () => {},
    };
    return (await drawn.draw(collect, '', signal)).shell ? markup : null;
  }

  return { renderPage, warm };
}
