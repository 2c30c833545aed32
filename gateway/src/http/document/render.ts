/**
 * A page of the shop, written on the server: for a URL of the route table (@tote/contract/routes) the
 * gateway runs the screen's persisted query as the browser would, within a time budget, and writes
 * index.html with the page's head and the inlined result. Anything else — another URL, no answer in
 * time, an error — is null: the caller sends index.html as it is and the web loads its data itself.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { popsAllowedOn } from '@tote/contract/popups';
import { matchScreenRoute } from '@tote/contract/routes';
import { persistedStore, queryIdsByName } from '../../persisted.js';
import { publicOrigin } from '../util.js';
import { bannerReservationScript, bannersOf } from './banner.js';
import { withHeadScript, writeDocument } from './document.js';
import { runPageQuery, type GraphQLFetch } from './execute.js';
import { obj } from './json.js';
import { describePage, type Page } from './page.js';
import { renderShell } from './shell.js';

export interface DocumentOptions {
  /** relay-compiler's { id: text } file: the screen queries' ids, by operation name. */
  persistedQueriesFile: string;
  graphql: GraphQLFetch;
  /** How long the page waits for its data before it goes out without it. */
  budgetMs: number;
  publicUrl: string | undefined;
  trustProxy: boolean;
}

export interface RenderedPage {
  status: number;
  html: string;
  page: Page | null;
  /** Set-Cookie values of the query's answer. */
  setCookies: string[];
}

export function createPageRenderer(opts: DocumentOptions) {
  const store = persistedStore(opts.persistedQueriesFile);
  let ids: { store: Record<string, string>; byName: Map<string, string> } | null = null;
  const idOf = (operation: string): string | null => {
    const current = store();
    if (ids?.store !== current) ids = { store: current, byName: queryIdsByName(current) };
    return ids.byName.get(operation) ?? null;
  };

  return async function renderPage(
    req: IncomingMessage,
    res: ServerResponse,
    html: string,
    device: 'mobile' | 'desktop',
  ): Promise<RenderedPage | null> {
    const url = new URL(req.url ?? '/', 'http://gateway');
    const match = matchScreenRoute(url.pathname);
    const variables = match ? match.route.variables(match.params, url.searchParams) : null;
    // A URL that cannot name anything (/product/abc): the web shows its 404 page.
    if (match && variables === null) return { status: 404, html, page: null, setCookies: [] };
    const id = match && variables ? idOf(match.route.operation) : null;
    // A browsing page may show a banner: its pops are asked beside the screen's data, to reserve its strip.
    const popsId = popsAllowedOn(url.pathname) ? idOf('PopupsQuery') : null;
    const [answer, pops] = await Promise.all([
      id && variables ? runPageQuery(opts.graphql, { req, res, id, variables, budgetMs: opts.budgetMs }) : null,
      popsId ? runPageQuery(opts.graphql, { req, res, id: popsId, variables: {}, budgetMs: opts.budgetMs }) : null,
    ]);
    const banner = bannerReservationScript(pops?.status === 200 ? bannersOf(pops.body.data) : []);
    const data = obj(answer?.body.data);
    // Only a clean answer: with an error in it (an upstream failure), the web asks again and reacts itself.
    if (
      !match ||
      !id ||
      !variables ||
      !answer ||
      answer.status !== 200 ||
      !data ||
      (answer.body.errors?.length ?? 0) > 0
    )
      return banner ? { status: 200, html: withHeadScript(html, banner), page: null, setCookies: [] } : null;
    const origin = publicOrigin(req, opts);
    const page = describePage(match, url, origin, data, variables as Record<string, unknown>);
    return {
      status: page.notFound ? 404 : 200,
      html: writeDocument(
        html,
        page,
        origin,
        { id, variables, response: answer.body },
        renderShell(match, page, data, device === 'desktop'),
        banner,
      ),
      page,
      setCookies: answer.setCookies,
    };
  };
}
