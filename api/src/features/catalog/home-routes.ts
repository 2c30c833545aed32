/** /homepage/index: the hero and the rows of the home page in one call. */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db/schema.js';
import type { HomeModule, HomepageResponse, ProductCard } from '@tote/contract/catalog';
import { implement } from '../../platform/http/implement.js';
import { loadCards } from './cards.js';
import { listIdsMany, type Scope } from './list.js';
import { loadBrands } from './brands.js';
import { catalogHomeV1 } from '@tote/contract/v1/catalog';
import { categoryImage } from './taxonomy.js';

const ROW = 12;

interface Row {
  moduleId: string;
  title: string;
  link: string;
  scope: Scope;
  sort?: 'newest';
}

const collectionScope = (code: string): Scope => ({ collectionCode: code });

const ROWS: Row[] = [
  {
    moduleId: 'new-arrivals',
    title: 'New Arrivals',
    link: '/new-arrivals',
    scope: { newArrivals: true },
    sort: 'newest',
  },
  { moduleId: 'editors-picks', title: 'Editors’ Picks', link: '/collection/allStyle', scope: { editorPicks: true } },
  {
    moduleId: 'wedding-guest',
    title: 'The Wedding Guest Edit',
    link: '/collection/WEDDING_GUEST',
    scope: collectionScope('WEDDING_GUEST'),
  },
  { moduleId: 'work-edit', title: 'The Work Edit', link: '/collection/WORK_EDIT', scope: collectionScope('WORK_EDIT') },
  { moduleId: 'vacation', title: 'Vacation Shop', link: '/collection/VACATION', scope: collectionScope('VACATION') },
];

export async function homepage(db: Db): Promise<HomepageResponse> {
  const [rowIds, categories, brands] = await Promise.all([
    listIdsMany(
      db,
      ROWS.map((r) => ({ scope: r.scope, sort: r.sort ?? 'recommended', limit: ROW })),
    ),
    db.selectFrom('categories').select(['code', 'slug', 'name']).orderBy('position').execute(),
    loadBrands(db, { order: 'popular', limit: ROW }),
  ]);
  const cards = new Map<number, ProductCard>((await loadCards(db, rowIds.flat())).map((c) => [c.shopProductId, c]));
  const rows: HomeModule[] = ROWS.map((r, i) => ({
    type: 'products',
    moduleId: r.moduleId,
    title: r.title,
    link: r.link,
    productList: (rowIds[i] ?? []).map((id) => cards.get(id)).filter((c): c is ProductCard => !!c),
  }));
  const [newArrivals, picks, ...edits] = rows;
  return {
    modules: [
      {
        type: 'hero',
        moduleId: 'hero',
        title: 'Wear it. Love it. Send it back.',
        subtitle: 'Rent designer dresses, coats and shoes from 48 labels — or buy the pieces you can’t part with.',
        image: { url: '/images/hero/1.svg', alt: 'A rail of dresses in soft colours' },
        link: '/new-arrivals',
        cta: 'Shop new arrivals',
      },
      ...(newArrivals ? [newArrivals] : []),
      {
        type: 'categories',
        moduleId: 'categories',
        title: 'Shop by category',
        items: categories.map((c) => ({
          title: c.name,
          link: `/category/${c.code}`,
          image: categoryImage(c.slug, c.name),
        })),
      },
      ...(picks ? [picks] : []),
      { type: 'brands', moduleId: 'brands', title: 'Designers we love', brands },
      ...edits,
    ],
  };
}

export function registerHomeRoutes(app: FastifyInstance, db: Db): void {
  implement(app, catalogHomeV1, {
    index: () => homepage(db),
  });
}
