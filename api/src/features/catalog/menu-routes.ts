/** /menu/index and /menu/category/list (/filter/info, which counts a search's facets too, is search's). */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../../platform/db/schema.js';
import type { CategoryGroup, MenuItem, MenuResponse, TaxonomyResponse } from '@tote/contract/catalog';
import { implement } from '../../platform/http/implement.js';
import { catalogMenuV1 } from '@tote/contract/v1/catalog';
import { categoryImage, collectionImage, occasionImage } from './taxonomy.js';

/** The taxonomy; product counts only when asked (the menu shows none, and they cost a scan each). */
async function taxonomy(db: Db, withCounts = true): Promise<TaxonomyResponse> {
  const onShelf = (join: string, col: string, table: string) =>
    withCounts
      ? sql<number>`(select count(*)::int from ${sql.table(join)} j join products p on p.id = j.product_id
          where j.${sql.ref(col)} = ${sql.ref(`${table}.id`)} and p.on_shelf)`
      : sql<number>`0`;
  const [categories, collections, occasions, allCount] = await Promise.all([
    db
      .selectFrom('categories')
      .select([
        'id',
        'code',
        'slug',
        'name',
        'group_name',
        'description',
        onShelf('product_categories', 'category_id', 'categories').as('n'),
      ])
      .orderBy('position')
      .execute(),
    db
      .selectFrom('collections')
      .select([
        'id',
        'code',
        'name',
        'description',
        'is_dynamic',
        onShelf('product_collections', 'collection_id', 'collections').as('n'),
      ])
      .orderBy('position')
      .execute(),
    db
      .selectFrom('occasions')
      .select(['id', 'code', 'name', 'description', onShelf('product_occasions', 'occasion_id', 'occasions').as('n')])
      .orderBy('position')
      .execute(),
    withCounts
      ? db
          .selectFrom('products')
          .where('on_shelf', '=', true)
          .select(sql<number>`count(*)::int`.as('n'))
          .executeTakeFirstOrThrow()
      : { n: 0 },
  ]);
  return {
    categories: categories.map((c) => ({
      id: c.id,
      code: c.code,
      name: c.name,
      description: c.description,
      image: categoryImage(c.slug, c.name),
      productCount: c.n,
      group: c.group_name as CategoryGroup,
    })),
    collections: collections.map((c) => ({
      id: c.id,
      code: c.code,
      name: c.name,
      description: c.description,
      image: collectionImage(c.code, c.name),
      productCount: c.is_dynamic ? allCount.n : c.n,
    })),
    occasions: occasions.map((o) => ({
      id: o.id,
      code: o.code,
      name: o.name,
      description: o.description,
      image: occasionImage(o.code, o.name),
      productCount: o.n,
    })),
  };
}

function menu(t: TaxonomyResponse): MenuItem[] {
  const leaf = (menuId: string, title: string, link: string): MenuItem => ({ menuId, title, link, children: [] });
  const group = (g: CategoryGroup) =>
    t.categories.filter((c) => c.group === g).map((c) => leaf(`category-${c.code}`, c.name, `/category/${c.code}`));
  const clothing = group('clothing');
  const shoes = group('shoes');
  return [
    leaf('new-arrivals', 'New Arrivals', '/new-arrivals'),
    { menuId: 'clothing', title: 'Clothing', link: '/category/CLOTHING', children: clothing },
    { menuId: 'shoes', title: 'Shoes', link: '/category/SHOES', children: shoes },
    {
      menuId: 'occasions',
      title: 'Occasions',
      link: '/occasions',
      children: t.occasions.map((o) => leaf(`occasion-${o.code}`, o.name, `/occasions?code=${o.code}`)),
    },
    {
      menuId: 'collections',
      title: 'Collections',
      link: '/collection/allStyle',
      children: t.collections.map((c) => leaf(`collection-${c.code}`, c.name, `/collection/${c.code}`)),
    },
    leaf('brands', 'Brands', '/brands'),
  ];
}

export function registerMenuRoutes(app: FastifyInstance, db: Db): void {
  implement(app, catalogMenuV1, {
    index: async (): Promise<MenuResponse> => ({ list: menu(await taxonomy(db, false)) }),
    categoryList: () => taxonomy(db),
  });
}
