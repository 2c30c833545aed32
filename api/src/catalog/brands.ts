/** /brands/info, /brands/list, /brands/getBrandNameList. */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { z } from 'zod';
import type { Db } from '../db/schema.js';
import type { BrandInfo, BrandListResponse, BrandNameListResponse } from '@tote/contract/catalog';
import { route } from '../http/routes.js';
import { id, int } from '../http/params.js';
import { brandById, brandLogo } from './taxonomy.js';
import { pageWindow } from './list.js';

/** Brands with their on-shelf product counts; `ids` narrows, `order` picks the sort. */
export async function loadBrands(db: Db, opts: { ids?: number[]; order?: 'name' | 'popular'; limit?: number; offset?: number } = {}): Promise<BrandInfo[]> {
  let q = db
    .selectFrom('brands as b')
    .leftJoin('products as p', (j) => j.onRef('p.brand_id', '=', 'b.id').on('p.on_shelf', '=', true))
    .groupBy('b.id')
    .select(['b.id', 'b.name', 'b.slug', 'b.description', sql<number>`count(p.id)::int`.as('product_count')]);
  if (opts.ids) q = opts.ids.length ? q.where('b.id', 'in', opts.ids) : q.where(sql.lit(false));
  q = opts.order === 'popular' ? q.orderBy('product_count', 'desc').orderBy('b.name') : q.orderBy('b.name').orderBy('b.id');
  if (opts.limit !== undefined) q = q.limit(opts.limit);
  if (opts.offset) q = q.offset(opts.offset);
  const rows = await q.execute();
  return rows.map((b) => ({ brandId: b.id, name: b.name, slug: b.slug, description: b.description, logo: brandLogo(b.slug, b.name), productCount: b.product_count }));
}

export function registerBrandRoutes(app: FastifyInstance, db: Db): void {
  route(app, {
    path: '/brands/info',
    params: z.object({ brandId: id() }),
    handler: async ({ brandId }) => {
      await brandById(db, brandId);
      const [brand] = await loadBrands(db, { ids: [brandId] });
      return brand!;
    },
  });

  route(app, {
    path: '/brands/list',
    params: z.object({ pageIndex: int(1, 100000).optional(), pageSize: int(1, 100).optional(), offset: int(0, 10000000).optional() }),
    handler: async (p): Promise<BrandListResponse> => {
      const { pageSize, offset, pageIndex } = pageWindow(p);
      const [list, total] = await Promise.all([
        loadBrands(db, { limit: pageSize, offset }),
        db.selectFrom('brands').select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
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
