/**
 * /brands/info and its batch form /brands/infos (?brandIds=1,2,3; see batch.ts), /brands/list,
 * /brands/getBrandNameList.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { z } from 'zod';
import type { Db } from '../../platform/db/schema.js';
import type { BrandInfo, BrandInfosResponse, BrandListResponse, BrandNameListResponse } from '@tote/contract/catalog';
import { route } from '../../platform/http/route.js';
import { id, int } from '@tote/contract/params';
import { idList, only } from './batch.js';
import { pageWindow } from './list.js';
import { brandInfos, loadBrands } from './brands.js';

export function registerBrandRoutes(app: FastifyInstance, db: Db): void {
  route(app, {
    path: '/brands/info',
    params: z.object({ brandId: id() }),
    handler: async ({ brandId }): Promise<BrandInfo> => only(await brandInfos(db, [brandId])),
  });

  route(app, {
    path: '/brands/infos',
    params: z.object({ brandIds: idList() }),
    handler: async ({ brandIds }): Promise<BrandInfosResponse> => ({ list: await brandInfos(db, brandIds) }),
  });

  route(app, {
    path: '/brands/list',
    params: z.object({
      pageIndex: int(1, 100000).optional(),
      pageSize: int(1, 100).optional(),
      offset: int(0, 10000000).optional(),
    }),
    handler: async (p): Promise<BrandListResponse> => {
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
  });

  route(app, {
    path: '/brands/getBrandNameList',
    params: z.object({}),
    handler: async (): Promise<BrandNameListResponse> => {
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
