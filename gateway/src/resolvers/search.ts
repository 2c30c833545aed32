/**
 * Search (issue 10): product search as a connection with the listing's facets, type-ahead, the search
 * drawer, and the shopper's recent searches (/ai_search/*). A guest's recent searches live in the
 * browser: record counts a guest's search toward trending; merge and clear need a signed-in shopper.
 */
import { searchV1 } from '@tote/contract/v1/search';
import { KEYWORD_MAX, RECENT_SEARCHES_MAX, type RecentSearches, type SearchSortKey } from '@tote/contract/search';
import type { Resolvers, SearchSort, SearchTermKind } from '../__generated__/resolvers-types.js';
import { edgesOf, pageArgs, pageInfoOf } from '../connection.js';
import type { GatewayContext } from '../context.js';
import { badUserInput, Code } from '../errors.js';
import type { RecentSearchesPayloadModel } from '../models/search.js';
import { filterParamsOf } from './listing.js';
import { mySizeFacet, withMySize } from './mySize.js';
import { requireSignIn } from './session.js';
import { attempt, validationError } from './upstreamCalls.js';

const SORT: Record<SearchSort, SearchSortKey> = {
  RELEVANCE: 'relevance',
  NEWEST: 'newest',
  PRICE_ASC: 'price_asc',
  PRICE_DESC: 'price_desc',
};

/** Refusals of /ai_search/record_search and /clear_recent_search that the drawer shows. */
const RECENT_USER_ERROR_CODES: ReadonlySet<number> = new Set([Code.BAD_REQUEST, Code.TOO_MANY_REQUESTS]);

/** A keyword as the shop reads it: trimmed, inner whitespace collapsed (case kept); null when empty or too long. */
function tidyKeyword(raw: string): string | null {
  const k = raw.trim().replace(/\s+/g, ' ');
  return k && k.length <= KEYWORD_MAX ? k : null;
}

const KEYWORD_RULE = `1 to ${KEYWORD_MAX} characters`;

/** A query argument: BAD_USER_INPUT when empty or too long. */
function keywordArg(raw: string, field: string): string {
  const k = tidyKeyword(raw);
  if (k === null) throw badUserInput(`\`${field}\` must be ${KEYWORD_RULE}.`, field);
  return k;
}

async function currentRecent(ctx: GatewayContext): Promise<string[]> {
  return (await ctx.loaders.searchBefore.load({})).recent;
}

/** Runs a change of the recent list; the payload's drawer is read afresh when asked for. */
async function changeRecent(
  ctx: GatewayContext,
  change: () => Promise<RecentSearches>,
  field: string[],
): Promise<RecentSearchesPayloadModel> {
  const r = await attempt(ctx, change(), field, RECENT_USER_ERROR_CODES);
  ctx.loaders.searchBefore.clearAll();
  return r.ok
    ? { recent: r.value.recent, userErrors: [] }
    : { recent: await currentRecent(ctx), userErrors: r.userErrors };
}

async function invalid(ctx: GatewayContext, field: string[], message: string): Promise<RecentSearchesPayloadModel> {
  return { recent: await currentRecent(ctx), userErrors: [validationError(field, message)] };
}

export const searchResolvers: Resolvers = {
  Query: {
    search: async (_p, args, ctx) => {
      const query = keywordArg(args.query, 'query');
      const { offset, pageSize, first } = pageArgs(args, 24);
      const page = await ctx.loaders.searchProducts.load({
        keyword: query,
        offset,
        pageSize,
        orderByColumn: SORT[args.sort ?? 'RELEVANCE'],
        ...(await withMySize(ctx, args.filter, filterParamsOf(args.filter))),
      });
      return { page, first, query, filter: args.filter };
    },
    searchSuggestions: (_p, { prefix }, ctx) =>
      ctx.loaders.searchSuggestions.load({ prefix: keywordArg(prefix, 'prefix') }),
    searchDrawer: (_p, _a, ctx) => ctx.loaders.searchBefore.load({}),
  },

  Mutation: {
    recordSearch: (_p, { input }, ctx) => {
      const keyword = tidyKeyword(input.keyword);
      const field = ['input', 'keyword'];
      if (keyword === null) return invalid(ctx, field, `A search is ${KEYWORD_RULE}.`);
      return changeRecent(ctx, () => ctx.loaders.recordSearch.load({ keyword }), field);
    },
    mergeRecentSearches: (_p, { input }, ctx) => {
      requireSignIn(ctx, searchV1.aiSearchRecordSearch);
      const merge = [...new Set(input.keywords.map(tidyKeyword).filter((k): k is string => k !== null))];
      if (merge.length === 0) return invalid(ctx, ['input', 'keywords'], `Searches are ${KEYWORD_RULE} each.`);
      const recent = merge.slice(0, RECENT_SEARCHES_MAX);
      return changeRecent(ctx, () => ctx.loaders.recordSearch.load({ merge: recent }), ['input', 'keywords']);
    },
    clearRecentSearches: (_p, { input }, ctx) => {
      requireSignIn(ctx, searchV1.aiSearchClearRecentSearch);
      const field = ['input', 'keyword'];
      if (input?.keyword == null) return changeRecent(ctx, () => ctx.loaders.clearRecentSearch.load({}), field);
      const keyword = tidyKeyword(input.keyword);
      if (keyword === null) return invalid(ctx, field, `A search is ${KEYWORD_RULE}.`);
      return changeRecent(ctx, () => ctx.loaders.clearRecentSearch.load({ keyword }), field);
    },
  },

  SearchConnection: {
    edges: (c) => edgesOf(c.page, c.first),
    pageInfo: (c) => pageInfoOf(c.page, c.first),
    totalCount: (c) => c.page.total,
    // Its own call, made only when the client selects the facets.
    facets: (c, _a, ctx) => ctx.loaders.searchFacets.load({ keyword: c.query }),
    mySize: (c, _a, ctx) =>
      mySizeFacet(
        ctx,
        c.filter,
        filterParamsOf(c.filter),
        // With the filter on, the page itself was asked with her sizes: its total is the count.
        async (params) =>
          c.filter?.inMySize
            ? c.page.total
            : (await ctx.loaders.searchProducts.load({ keyword: c.query, offset: 0, pageSize: 1, ...params })).total,
      ),
    highlightTerms: (c) => c.page.highlightTerms,
    didYouMean: (c) => c.page.didYouMean,
  },
  SearchTermSuggestion: {
    kind: (t) => t.kind.toUpperCase() as SearchTermKind,
  },
  RecentSearchesPayload: {
    searchDrawer: (_p, _a, ctx) => ctx.loaders.searchBefore.load({}),
  },
};
