/**
 * /v1 search: the drawer (/ai_search/search_before, /filter/searchBefore), product search
 * (/ai_search/products, /filter/search), its facets (/ai_search/products/filter), type-ahead
 * (/ai_search/suggestions) and recent searches (/ai_search/record_search, /ai_search/clear_recent_search).
 */
import type { FastifyInstance } from 'fastify';
import type { FilterInfo } from '@tote/contract/catalog';
import type { RecentSearches, SearchBefore, SearchResponse } from '@tote/contract/search';
import type { Db } from '../../platform/db/schema.js';
import type { RequestContext } from '../../platform/http/context.js';
import { implement, type HandlerOf } from '../../platform/http/implement.js';
import { requireUser, type Limiter } from '../auth/index.js';
import { loadCards, page, pageWindow, SORT_OPTIONS } from '../catalog/index.js';
import { searchFacets, searchProductIds } from './engine.js';
import { searchSuggestions } from './suggestions.js';
import {
  clearRecentSearches,
  hotKeywords,
  mergeRecentSearches,
  recentSearches,
  recordSearch,
  trendingSearches,
} from './history.js';
import { searchV1 } from '@tote/contract/v1/search';

const userIdOf = (ctx: RequestContext): number | null => (ctx.auth?.kind === 'user' ? ctx.auth.user.id : null);

export function registerSearchRoutes(app: FastifyInstance, db: Db, limiter: Limiter): void {
  const searchBefore = async (_p: unknown, ctx: RequestContext): Promise<SearchBefore> => {
    const userId = userIdOf(ctx);
    const [recent, trending, hot] = await Promise.all([
      userId === null ? [] : recentSearches(db, userId),
      trendingSearches(db),
      hotKeywords(db),
    ]);
    return { recent, trending, hotKeywords: hot };
  };

  const aiSearchSearchBefore: HandlerOf<typeof searchV1.aiSearchSearchBefore> = searchBefore;
  const aiSearchProducts: HandlerOf<typeof searchV1.aiSearchProducts> = async (p): Promise<SearchResponse> => {
    const w = pageWindow(p);
    const found = await searchProductIds(db, {
      keyword: p.keyword,
      filter: p.filter,
      availableNow: p.availableNow,
      sort: p.orderByColumn,
      limit: w.pageSize,
      offset: w.offset,
    });
    return {
      ...page(await loadCards(db, found.ids), found.total, w),
      keyword: p.keyword,
      highlightTerms: found.highlightTerms,
      didYouMean: found.didYouMean,
    };
  };
  implement(app, searchV1, {
    aiSearchSearchBefore,
    filterSearchBefore: aiSearchSearchBefore,
    aiSearchProducts,
    filterSearch: aiSearchProducts,
    aiSearchProductsFilter: async (p): Promise<FilterInfo> => ({
      ...(await searchFacets(db, { keyword: p.keyword, filter: p.filter, availableNow: p.availableNow })),
      sortOptions: SORT_OPTIONS,
    }),
    aiSearchSuggestions: (p) => searchSuggestions(db, p.prefix),
    aiSearchRecordSearch: async (p, ctx, req, reply): Promise<RecentSearches> => {
      const userId = userIdOf(ctx);
      // Trending counts searches: one client cannot flood it.
      await limiter.hit(req, reply, 'recordSearchPerClient', userId === null ? `ip:${req.ip}` : `user:${userId}`);
      if (userId !== null && p.merge) await mergeRecentSearches(db, userId, p.merge);
      if (p.keyword) await recordSearch(db, { userId, deviceId: ctx.deviceId }, p.keyword);
      return { recent: userId === null ? [] : await recentSearches(db, userId) };
    },
    aiSearchClearRecentSearch: async (p, ctx): Promise<RecentSearches> => {
      const { user } = requireUser(ctx);
      await clearRecentSearches(db, user.id, p.keyword);
      return { recent: await recentSearches(db, user.id) };
    },
  });
}
