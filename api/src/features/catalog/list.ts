/**
 * Product list queries: a scope (category, occasion, collection, brand, new arrivals, editors'
 * picks, similar items, title search) narrowed by the shopper's filter, sorted and paged.
 * The page with its total and cards: list-page.ts.
 */
import { sql, type ExpressionBuilder, type SelectQueryBuilder } from 'kysely';
import type { Database, Db } from '../../platform/db/schema.js';
import type { Page, SortKey } from '@tote/contract/catalog';
import type { ListFilterInput } from '@tote/contract/params';
import { hasSkuInStock } from './stock.js';

export interface Scope {
  categoryId?: number;
  /** Every category of a department (clothing or shoes). */
  categoryGroup?: 'clothing' | 'shoes';
  occasionId?: number;
  collectionId?: number;
  /** A curated collection by code (resolved in SQL; an unknown code matches nothing). */
  collectionCode?: string;
  brandId?: number;
  newArrivals?: boolean;
  editorPicks?: boolean;
  /** Case-insensitive substring of the title. */
  title?: string;
  similarTo?: { id: number; categoryId: number; brandId: number };
  /** Only these products (a shared wishlist or capsule). */
  productIds?: readonly number[];
}

export interface ListOptions {
  pageIndex?: number | undefined;
  pageSize?: number | undefined;
  offset?: number | undefined;
  orderByColumn?: SortKey | undefined;
  availableNow?: boolean | undefined;
  filter?: ListFilterInput | undefined;
}

type PDB = Database & { p: Database['products'] };
type ProductQuery = SelectQueryBuilder<PDB, 'p', object>;
type Eb = ExpressionBuilder<PDB, 'p'>;

export const DEFAULT_PAGE_SIZE = 24;

const escapeLike = (s: string): string => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** On-shelf products in the scope, narrowed by the filter. Selects nothing yet. */
export function scopedProducts(db: Db, scope: Scope, filter: ListFilterInput = {}, availableNow = false): ProductQuery {
  let q: ProductQuery = db.selectFrom('products as p').where('p.on_shelf', '=', true);

  if (scope.categoryId !== undefined) {
    const id = scope.categoryId;
    q = q.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('product_categories as pc')
          .select(sql.lit(1).as('one'))
          .whereRef('pc.product_id', '=', 'p.id')
          .where('pc.category_id', '=', id),
      ),
    );
  }
  if (scope.categoryGroup !== undefined) {
    const group = scope.categoryGroup;
    q = q.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('categories as cg')
          .select(sql.lit(1).as('one'))
          .whereRef('cg.id', '=', 'p.category_id')
          .where('cg.group_name', '=', group),
      ),
    );
  }
  if (scope.occasionId !== undefined) {
    const id = scope.occasionId;
    q = q.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('product_occasions as po')
          .select(sql.lit(1).as('one'))
          .whereRef('po.product_id', '=', 'p.id')
          .where('po.occasion_id', '=', id),
      ),
    );
  }
  if (scope.collectionId !== undefined) {
    const id = scope.collectionId;
    q = q.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('product_collections as pl')
          .select(sql.lit(1).as('one'))
          .whereRef('pl.product_id', '=', 'p.id')
          .where('pl.collection_id', '=', id),
      ),
    );
  }
  if (scope.collectionCode !== undefined) {
    const code = scope.collectionCode;
    q = q.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('product_collections as pl')
          .innerJoin('collections as col', 'col.id', 'pl.collection_id')
          .select(sql.lit(1).as('one'))
          .whereRef('pl.product_id', '=', 'p.id')
          .where('col.code', '=', code),
      ),
    );
  }
  if (scope.brandId !== undefined) q = q.where('p.brand_id', '=', scope.brandId);
  if (scope.productIds !== undefined) q = q.where('p.id', 'in', scope.productIds.length ? [...scope.productIds] : [0]);
  if (scope.newArrivals) q = q.where('p.is_new', '=', true);
  if (scope.editorPicks) q = q.where('p.editor_pick_rank', 'is not', null);
  if (scope.title) q = q.where('p.title', 'ilike', `%${escapeLike(scope.title)}%`);
  if (scope.similarTo) {
    const s = scope.similarTo;
    q = q
      .where('p.id', '!=', s.id)
      .where((eb) => eb.or([eb('p.category_id', '=', s.categoryId), eb('p.brand_id', '=', s.brandId)]));
  }

  if (filter.brandIds?.length) q = q.where('p.brand_id', 'in', filter.brandIds);
  if (filter.priceMin !== undefined) q = q.where('p.price_cents', '>=', Math.round(filter.priceMin * 100));
  if (filter.priceMax !== undefined) q = q.where('p.price_cents', '<=', Math.round(filter.priceMax * 100));
  if (filter.categoryCodes?.length) {
    const codes = filter.categoryCodes;
    q = q.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('product_categories as pc')
          .innerJoin('categories as c', 'c.id', 'pc.category_id')
          .select(sql.lit(1).as('one'))
          .whereRef('pc.product_id', '=', 'p.id')
          .where('c.code', 'in', codes),
      ),
    );
  }
  if (filter.colors?.length) {
    const names = filter.colors.map((c) => c.toLowerCase());
    q = q.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('product_colors as pcl')
          .select(sql.lit(1).as('one'))
          .whereRef('pcl.product_id', '=', 'p.id')
          .where(sql<string>`lower(pcl.name)`, 'in', names),
      ),
    );
  }
  if (filter.sizes?.length) {
    // A size filter means "comes in this size" — and, with availableNow, "this size is in stock".
    const sizes = filter.sizes;
    if (availableNow) q = q.where(hasSkuInStock(sql.ref('p.id'), sizes));
    else
      q = q.where(({ exists, selectFrom }) =>
        exists(
          selectFrom('skus as s')
            .select(sql.lit(1).as('one'))
            .whereRef('s.product_id', '=', 'p.id')
            .where('s.size_label', 'in', sizes),
        ),
      );
  }
  if (availableNow) q = q.where(hasSkuInStock(sql.ref('p.id')));
  // "In my size, available now": one of the viewer's sizes is in stock (ANDed with a size filter above).
  if (filter.inStockSizes?.length) q = q.where(hasSkuInStock(sql.ref('p.id'), filter.inStockSizes));
  return q;
}

/** The scope's natural order for 'recommended'. */
function sorted(q: SelectQueryBuilder<PDB, 'p', { id: number }>, sort: SortKey, scope: Scope) {
  switch (sort) {
    case 'newest':
      return q.orderBy('p.created_at', 'desc').orderBy('p.id', 'desc');
    case 'price_asc':
      return q.orderBy('p.price_cents', 'asc').orderBy('p.id', 'asc');
    case 'price_desc':
      return q.orderBy('p.price_cents', 'desc').orderBy('p.id', 'asc');
    case 'recommended': {
      if (scope.similarTo) {
        const s = scope.similarTo;
        return q
          .orderBy((eb: Eb) => eb.case().when('p.category_id', '=', s.categoryId).then(0).else(1).end())
          .orderBy((eb: Eb) => eb.case().when('p.brand_id', '=', s.brandId).then(0).else(1).end())
          .orderBy('p.rec_rank')
          .orderBy('p.id');
      }
      if (scope.editorPicks) return q.orderBy('p.editor_pick_rank').orderBy('p.id');
      return q.orderBy('p.rec_rank').orderBy('p.id');
    }
  }
}

export function pageWindow(opts: {
  pageIndex?: number | undefined;
  pageSize?: number | undefined;
  offset?: number | undefined;
}) {
  const pageSize = opts.pageSize ?? DEFAULT_PAGE_SIZE;
  const offset = opts.offset ?? ((opts.pageIndex ?? 1) - 1) * pageSize;
  const pageIndex = opts.offset !== undefined ? Math.floor(offset / pageSize) + 1 : (opts.pageIndex ?? 1);
  return { pageSize, offset, pageIndex };
}

export type PageWindow = ReturnType<typeof pageWindow>;

/** A Page of `list` (one window of `total` items). */
export function page<T>(list: T[], total: number, w: PageWindow): Page<T> {
  return {
    list,
    total,
    pageIndex: w.pageIndex,
    pageSize: w.pageSize,
    offset: w.offset,
    hasMore: w.offset + list.length < total,
  };
}

export function idsQuery(db: Db, scope: Scope, opts: ListOptions, defaultSort: SortKey, limit: number, offset = 0) {
  const base = scopedProducts(db, scope, opts.filter, opts.availableNow).select('p.id');
  return sorted(base, opts.orderByColumn ?? defaultSort, scope)
    .limit(limit)
    .offset(offset);
}

export async function listIds(
  db: Db,
  scope: Scope,
  opts: ListOptions,
  defaultSort: SortKey,
  limit: number,
  offset = 0,
): Promise<number[]> {
  const rows = await idsQuery(db, scope, opts, defaultSort, limit, offset).execute();
  return rows.map((r) => r.id);
}

/** Several short lists in one round trip (the home page's rows): one int[] column per list. */
export async function listIdsMany(
  db: Db,
  lists: { scope: Scope; sort: SortKey; limit: number }[],
): Promise<number[][]> {
  if (lists.length === 0) return [];
  const columns = lists.map((l, i) => sql`array(${idsQuery(db, l.scope, {}, l.sort, l.limit)}) as ${sql.ref(`r${i}`)}`);
  const { rows } = await sql<Record<string, number[] | null>>`select ${sql.join(columns)}`.execute(db);
  const row = rows[0] ?? {};
  return lists.map((_, i) => row[`r${i}`] ?? []);
}

export async function countProducts(
  db: Db,
  scope: Scope,
  opts: Pick<ListOptions, 'filter' | 'availableNow'> = {},
): Promise<number> {
  const row = await scopedProducts(db, scope, opts.filter, opts.availableNow)
    .select(sql<number>`count(*)::int`.as('n'))
    .executeTakeFirstOrThrow();
  return row.n;
}
