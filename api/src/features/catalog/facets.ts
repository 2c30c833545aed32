/** The listing's facets (/filter/info, search facets): filter values among a set of products, with counts. */
import { sql, type SelectQueryBuilder } from 'kysely';
import type { FilterInfo } from '@tote/contract/catalog';
import type { Db } from '../../platform/db/schema.js';
import { money } from './cards.js';

export type Facets = Omit<FilterInfo, 'sortOptions'>;

/** Facets of the products `ids` selects (a query of one `id` column). */
export async function facetsOf<DB, TB extends keyof DB>(
  db: Db,
  ids: SelectQueryBuilder<DB, TB, { id: number }>,
): Promise<Facets> {
  const [sizes, colors, brands, categories, price] = await Promise.all([
    db
      .selectFrom('skus as s')
      .where('s.product_id', 'in', ids)
      .select(['s.size_label as value', sql<number>`count(distinct s.product_id)::int`.as('count')])
      .groupBy('s.size_label')
      .orderBy(sql`min(case when s.size_label like 'US %' then 1 else 0 end)`)
      .orderBy(sql`min(s.size_position)`)
      .execute(),
    db
      .selectFrom('product_colors as c')
      .where('c.product_id', 'in', ids)
      .select([
        'c.name as value',
        sql<string>`min(c.hex)`.as('hex'),
        sql<number>`count(distinct c.product_id)::int`.as('count'),
      ])
      .groupBy('c.name')
      .orderBy('count', 'desc')
      .orderBy('c.name')
      .execute(),
    db
      .selectFrom('products as p')
      .innerJoin('brands as b', 'b.id', 'p.brand_id')
      .where('p.id', 'in', ids)
      .select(['b.id as brandId', 'b.name', sql<number>`count(*)::int`.as('count')])
      .groupBy(['b.id', 'b.name'])
      .orderBy('b.name')
      .execute(),
    db
      .selectFrom('product_categories as pc')
      .innerJoin('categories as c', 'c.id', 'pc.category_id')
      .where('pc.product_id', 'in', ids)
      .select(['c.code', 'c.name', sql<number>`count(*)::int`.as('count')])
      .groupBy(['c.code', 'c.name', 'c.position'])
      .orderBy('c.position')
      .execute(),
    db
      .selectFrom('products as p')
      .where('p.id', 'in', ids)
      .select([sql<number | null>`min(p.price_cents)`.as('min'), sql<number | null>`max(p.price_cents)`.as('max')])
      .executeTakeFirstOrThrow(),
  ]);
  return { sizes, colors, brands, categories, price: { min: money(price.min ?? 0), max: money(price.max ?? 0) } };
}
