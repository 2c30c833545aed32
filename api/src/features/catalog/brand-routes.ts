/**
 * /brands/info and its batch form /brands/infos (?brandIds=1,2,3; see batch.ts), /brands/list,
 * /brands/getBrandNameList.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../../platform/db/schema.js';
import type { BrandInfo, BrandInfosResponse, BrandListResponse, BrandNameListResponse } from '@tote/contract/catalog';
import { implement } from '../../platform/http/implement.js';
import { only } from './batch.js';
import { pageWindow } from './list.js';
import { catalogBrandV1 } from '@tote/contract/v1/catalog';
import { brandInfos, loadBrands } from './brands.js';

export function registerBrandRoutes(app: FastifyInstance, db: Db): void {
  implement(app, catalogBrandV1, {
    info: async ({ brandId }): Promise<BrandInfo> => only(await brandInfos(db, [brandId])),
    infos: async ({ brandIds }): Promise<BrandInfosResponse> => ({ list: await brandInfos(db, brandIds) }),
    list: async (p): Promise<BrandListResponse> => {
      const { pageSize, offset, pageIndex } = pageWindow(p);
      const [list, total] = await Promise.all([
        loadBrands(db, { limit: pageSize, offset }),
        db
          .selectFrom('brands')
          .select(sql<number>`count(*)::int`.as('n'))
          .executeTakeFirstOrThrow(),
      ]);
      return { list, total: total.n, pageIndex, pageSize, offset, hasMore: offset + list.length < total.n };
    },
    getBrandNameList: async (): Promise<BrandNameListResponse> => {
      const rows = await db.selectFrom('brands').select(['id', 'name', 'slug']).orderBy('name').execute();
      return {
        list: rows.map((b) => {
          const first = b.name.normalize('NFKD').charAt(0).toUpperCase();
          return { brandId: b.id, name: b.name, slug: b.slug, initial: /[A-Z]/.test(first) ? first : '#' };
        }),
      };
    },
  });
}
