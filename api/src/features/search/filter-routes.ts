/**
 * /filter/info: the facets (sizes, colors, brands, prices) of a listing — a category, occasion, collection, brand,
 * new arrivals — or of a search's matches, with the sort options. Search's, since a keyword narrows it to the
 * products /ai_search/products finds.
 */
import type { FastifyInstance } from 'fastify';
import type { FilterInfo } from '@tote/contract/catalog';
import type { Db } from '../../platform/db/schema.js';
import { implement } from '../../platform/http/implement.js';
import {
  type Scope,
  SORT_OPTIONS,
  brandById,
  categoryScope,
  collectionByCode,
  occasionByCode,
} from '../catalog/index.js';
import { searchFacets } from './engine.js';
import { searchFilterV1 } from '@tote/contract/v1/search';

export function registerFilterRoutes(app: FastifyInstance, db: Db): void {
  implement(app, searchFilterV1, {
    info: async (p): Promise<FilterInfo> => {
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
