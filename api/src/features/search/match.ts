/**
 * SQL building blocks of the search: the tsquery of a keyword's words, the rank, and the matching
 * products (product_search `s`, narrowed by a filter, and by the catalog's scope when there is one).
 */
import { sql } from 'kysely';
import type { Db } from '../../platform/db/schema.js';
import type { ListFilterInput } from '@tote/contract/params';
import { scopedProducts, type Scope } from '../catalog/index.js';
import { tsqueryText } from './query.js';
import { filtered } from './filters.js';

export interface Matching {
  scope?: Scope | undefined;
  filter?: ListFilterInput | undefined;
  availableNow?: boolean | undefined;
}

/** The tsquery of `words` (letters and digits only, see query.ts). */
export const tsquery = (words: string[]) => sql`to_tsquery('english', ${tsqueryText(words)})`;
/** ts_rank's default weights: A 1.0, B 0.4, C 0.2, D 0.1 (ts_rank_cd ranks alike at twice the cost). */
export const rank = (words: string[]) => sql<number>`ts_rank(s.document, ${tsquery(words)})`;

const given = (v: unknown): boolean =>
  v !== undefined && v !== false && v !== '' && !(Array.isArray(v) && v.length === 0);

/**
 * On-shelf products whose document matches every word, narrowed by the filter on product_search's
 * own columns (filters.ts), or by the catalog's scope and filter (catalog/list.ts) when there is a
 * scope. Selects nothing yet; `s` is product_search.
 */
export function matching(db: Db, q: Matching, words: string[]) {
  const query = db
    .selectFrom('product_search as s')
    .where('s.on_shelf', '=', true)
    .where(sql<boolean>`s.document @@ ${tsquery(words)}`);
  if (Object.values(q.scope ?? {}).some(given))
    return query.where(
      's.product_id',
      'in',
      scopedProducts(db, q.scope ?? {}, q.filter, q.availableNow).select('p.id'),
    );
  return filtered(query, q.filter, q.availableNow);
}

export async function anyMatching(db: Db, q: Matching, words: string[]): Promise<boolean> {
  // Materialized: under a limit the planner bets on a sequential scan finding a match early, and
  // reads the whole table for words that match nothing.
  const rows = await db
    .with(
      (cte) => cte('m').materialized(),
      () => matching(db, q, words).select('s.product_id'),
    )
    .selectFrom('m')
    .select('m.product_id')
    .limit(1)
    .execute();
  return rows.length > 0;
}
