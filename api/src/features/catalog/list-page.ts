/**
 * A listing's page: its ids and total (the whole shelf's total kept per catalog version), then its cards.
 */
import { sql } from 'kysely';
import type { Db } from '../../platform/db/schema.js';
import type { Page, ProductCard, SortKey } from '@tote/contract/catalog';
import { loadCards } from './cards.js';
import { countProducts, idsQuery, listIds, page, pageWindow, type ListOptions, type Scope } from './list.js';
import { CATALOG_VERSION, cachePerDb } from './versioned-cache.js';

/**
 * The whole shelf: no scope, no filter, not "available now". Its count changes only with the catalog (products
 * put on or taken off the shelf, added, removed), so it is kept per catalog version instead of counted each time.
 */
function isWholeShelf(scope: Scope, opts: Pick<ListOptions, 'filter' | 'availableNow'>): boolean {
  const f = opts.filter ?? {};
  const noScope = Object.values(scope).every((v) => v === undefined || v === false || v === '');
  const noFilter =
    !f.brandIds?.length &&
    f.priceMin === undefined &&
    f.priceMax === undefined &&
    !f.categoryCodes?.length &&
    !f.colors?.length &&
    !f.sizes?.length &&
    !f.inStockSizes?.length;
  return noScope && noFilter && !opts.availableNow;
}

const shelfCounts = cachePerDb<number>({ maxEntries: 1, maxBytes: 1024 });

/** One page of ids and the total: two statements at once, or one and the shelf's kept count. */
export async function listIdsAndTotal(
  db: Db,
  scope: Scope,
  opts: ListOptions,
  defaultSort: SortKey,
  limit: number,
  offset = 0,
): Promise<{ ids: number[]; total: number }> {
  if (!isWholeShelf(scope, opts)) {
    const [ids, total] = await Promise.all([
      listIds(db, scope, opts, defaultSort, limit, offset),
      countProducts(db, scope, opts),
    ]);
    return { ids, total };
  }
  const { rows } = await sql<{ ids: number[] | null; version: string }>`select
    array(${idsQuery(db, scope, opts, defaultSort, limit, offset)}) as ids, ${CATALOG_VERSION} as version`.execute(db);
  const { ids, version } = rows[0]!;
  const cache = shelfCounts(db);
  let total = cache.get(version, 'shelf')?.value;
  if (total === undefined) {
    total = await countProducts(db, scope, opts);
    cache.set(version, 'shelf', total);
  }
  return { ids: ids ?? [], total };
}

export async function listProducts(
  db: Db,
  scope: Scope,
  opts: ListOptions,
  defaultSort: SortKey = 'recommended',
): Promise<Page<ProductCard>> {
  const w = pageWindow(opts);
  const { ids, total } = await listIdsAndTotal(db, scope, opts, defaultSort, w.pageSize, w.offset);
  return page(await loadCards(db, ids), total, w);
}
