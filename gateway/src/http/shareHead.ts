/**
 * Link previews of shared wishlists, capsules and products (/share/{kind}/{shareId}): a crawler runs
 * no JS, so their HTML carries the title, description, og:* and twitter:card tags from the share
 * itself (its screen query, run as the page's own request; the answer is inlined for the web like a
 * route-table page's). An unknown, expired or withdrawn link gets the plain page: the web reacts.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { persistedStore, queryIdsByName } from '../persisted.js';
import { writeDocument } from './document/document.js';
import { runPageQuery, type GraphQLFetch } from './document/execute.js';
import { imageOf, list, obj, text } from './document/json.js';
import { SITE_NAME, type Page } from './document/page.js';
import { publicOrigin } from './util.js';

const SHARE_PATH = /^\/share\/(wishlist|capsule|product)\/([A-Za-z0-9_-]{22})$/;
const OPERATION = 'ShareCollectionScreenQuery';
/** The web loader's variables for a link without filters (shareCollectionQuery.ts). */
const variablesOf = (shareId: string) => ({ shareId, page: 1, pageSize: 24, sort: 'RECOMMENDED', filter: null });

export interface ShareHeadOptions {
  graphql: GraphQLFetch;
  persistedQueriesFile: string;
  budgetMs: number;
  publicUrl: string | undefined;
  trustProxy: boolean;
}

function describeShare(data: Record<string, unknown>, canonical: string): Page | null {
  const shared = obj(data['sharedCollection']);
  const title = text(shared?.['title']);
  if (!shared || !title) return null;
  const owner = text(shared['ownerFirstName']) ?? 'A Tote member';
  const count = Number(shared['productCount'] ?? 0);
  const kind = shared['kind'] === 'PRODUCT' ? 'a style' : shared['kind'] === 'CAPSULE' ? 'a capsule' : 'a wishlist';
  const image = imageOf(list(shared['coverImages'])[0]);
  return {
    title: `${title} | ${SITE_NAME}`,
    description: `${owner} shared ${kind} on Tote: ${count} ${count === 1 ? 'style' : 'styles'} to rent or buy.`,
    canonical,
    ogType: 'website',
    image,
    lcpImage: null,
    images: [],
    jsonLd: [],
    extraMeta: [],
    notFound: false,
  };
}

export function createShareHead(opts: ShareHeadOptions) {
  const store = persistedStore(opts.persistedQueriesFile);
  return async function shareHead(req: IncomingMessage, res: ServerResponse, html: string): Promise<string | null> {
    const url = new URL(req.url ?? '/', 'http://gateway');
    const match = SHARE_PATH.exec(url.pathname);
    const id = match ? queryIdsByName(store()).get(OPERATION) : undefined;
    if (!match || !id) return null;
    const variables = variablesOf(match[2]!);
    const answer = await runPageQuery(opts.graphql, { req, res, id, variables, budgetMs: opts.budgetMs });
    const data = obj(answer?.body.data);
    if (!answer || answer.status !== 200 || !data || (answer.body.errors?.length ?? 0) > 0) return null;
    const origin = publicOrigin(req, opts);
    const page = describeShare(data, `${origin}${url.pathname}`);
    if (!page) return null;
    // Filters in the URL ask with other variables: the web then asks itself (the inlined answer is not used).
    return writeDocument(html, page, origin, { id, variables, response: answer.body });
  };
}
