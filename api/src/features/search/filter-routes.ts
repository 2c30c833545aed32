/**
 * /filter/info: the facets (sizes, colors, brands, prices) of a listing — a category, occasion, collection, brand,
 * new arrivals — or of a search's matches, with the sort options. Search's, since a keyword narrows it to the
 * products /ai_search/products finds.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { FilterInfo } from '@tote/contract/catalog';
import { bool, id, optStr } from '@tote/contract/params';
import type { Db } from '../../platform/db/schema.js';
import { route } from '../../platform/http/route.js';
import {
  type Scope,
  SORT_OPTIONS,
  brandById,
  categoryScope,
  collectionByCode,
  occasionByCode,
} from '../catalog/index.js';
import { searchFacets } from './engine.js';
import { optKeywordParam } from './params.js';

export function registerFilterRoutes(app: FastifyInstance, db: Db): void {
  route(app, {
    path: '/filter/info',
    params: z.object({
      categoryCode: optStr(60),
      collectionCode: optStr(60),
      occasionCode: optStr(60),
      brandId: id().optional(),
      newArrivals: bool().optional(),
      title: optStr(100),
      /** Facets of a search (the products /ai_search/products finds for it). */
      keyword: optKeywordParam,
    }),
    handler: async (p): Promise<FilterInfo> => {
      const scope: Scope = {};
      if (p.categoryCode) Object.assign(scope, (await categoryScope(db, p.categoryCode)).scope);
      if (p.occasionCode) scope.occasionId = (await occasionByCode(db, p.occasionCode)).id;
      if (p.collectionCode) {
        const c = await collectionByCode(db, p.collectionCode);
        if (!c.is_dynamic) scope.collectionId = c.id;
      }
      if (p.brandId !== undefined) scope.brandId = (await brandById(db, p.brandId)).id;
      if (p.newArrivals) scope.newArrivals = true;
      if (p.title) scope.title = p.title;
      return { ...(await searchFacets(db, { keyword: p.keyword, scope })), sortOptions: SORT_OPTIONS };
    },
  });
}
