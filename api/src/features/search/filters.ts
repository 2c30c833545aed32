/**
 * A listing's filter (catalog/list.ts scopedProducts) on product_search's own columns (migration 012),
 * with the same meaning: a size filter is "comes in this size", and with availableNow "this size is
 * in stock"; availableNow alone is "some size is in stock"; colors are matched case-insensitively;
 * category codes name any of the product's categories; inStockSizes is "one of these sizes is in stock".
 */
import { sql, type SelectQueryBuilder } from 'kysely';
import type { Database } from '../../platform/db/schema.js';
import type { ListFilterInput } from '@tote/contract/params';
import { hasSkuInStock } from '../catalog/index.js';

type SDB = Database & { s: Database['product_search'] };
type SearchQuery<O> = SelectQueryBuilder<SDB, 's', O>;

const texts = (values: string[]) => sql<string[]>`${values}::text[]`;

export function filtered<O>(q: SearchQuery<O>, filter: ListFilterInput = {}, availableNow = false): SearchQuery<O> {
  if (filter.brandIds?.length) q = q.where('s.brand_id', 'in', filter.brandIds);
  if (filter.priceMin !== undefined) q = q.where('s.price_cents', '>=', Math.round(filter.priceMin * 100));
  if (filter.priceMax !== undefined) q = q.where('s.price_cents', '<=', Math.round(filter.priceMax * 100));
  if (filter.categoryCodes?.length) {
    const codes = texts(filter.categoryCodes);
    q = q.where(sql<boolean>`s.category_ids && array(select c.id from categories c where c.code = any (${codes}))`);
  }
  if (filter.colors?.length) {
    const names = texts(filter.colors.map((c) => c.toLowerCase()));
    q = q.where(sql<boolean>`s.colors && ${names}`);
  }
  if (filter.sizes?.length) {
    const column = availableNow ? sql.ref('s.sizes_in_stock') : sql.ref('s.sizes');
    q = q.where(sql<boolean>`${column} && ${texts(filter.sizes)}`);
  }
  // With sizes, "one of them is in stock" already says "some size is in stock".
  if (availableNow && !filter.sizes?.length) q = q.where(sql<boolean>`s.sizes_in_stock <> '{}'`);
  // "In my size, available now" reads the SKUs themselves: what counts as in stock is the catalog's (stock.ts).
  if (filter.inStockSizes?.length) q = q.where(hasSkuInStock(sql.ref('s.product_id'), filter.inStockSizes));
  return q;
}
