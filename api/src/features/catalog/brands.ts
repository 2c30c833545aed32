/** Loading brands with their product counts (the brand endpoints and the wishlist use it). */
import { sql } from 'kysely';
import type { Db } from '../../platform/db/schema.js';
import type { BatchEntry, BrandInfo } from '@tote/contract/catalog';
import { notFound } from '../../platform/http/errors.js';
import { entries } from './batch.js';
import { brandLogo } from './taxonomy.js';

/** Brands with their on-shelf product counts; `ids` narrows, `order` picks the sort. */
export async function loadBrands(
  db: Db,
  opts: { ids?: number[]; order?: 'name' | 'popular'; limit?: number; offset?: number } = {},
): Promise<BrandInfo[]> {
  let q = db
    .selectFrom('brands as b')
    .leftJoin('products as p', (j) => j.onRef('p.brand_id', '=', 'b.id').on('p.on_shelf', '=', true))
    .groupBy('b.id')
    .select(['b.id', 'b.name', 'b.slug', 'b.description', sql<number>`count(p.id)::int`.as('product_count')]);
  if (opts.ids) q = opts.ids.length ? q.where('b.id', 'in', opts.ids) : q.where(sql.lit(false));
  q =
    opts.order === 'popular'
      ? q.orderBy('product_count', 'desc').orderBy('b.name')
      : q.orderBy('b.name').orderBy('b.id');
  if (opts.limit !== undefined) q = q.limit(opts.limit);
  if (opts.offset) q = q.offset(opts.offset);
  const rows = await q.execute();
  return rows.map((b) => ({
    brandId: b.id,
    name: b.name,
    slug: b.slug,
    description: b.description,
    logo: brandLogo(b.slug, b.name),
    productCount: b.product_count,
  }));
}

/** Each brand of `ids` (/brands/info; 20003 for an unknown one). */
export async function brandInfos(db: Db, ids: readonly number[]): Promise<BatchEntry<BrandInfo>[]> {
  const byId = new Map((await loadBrands(db, { ids: [...ids] })).map((b) => [b.brandId, b]));
  return entries(ids, (id) => {
    const brand = byId.get(id);
    if (!brand) throw notFound(`Brand ${id}`);
    return brand;
  });
}
