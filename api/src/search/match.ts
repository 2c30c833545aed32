/**
 * SQL building blocks of the search: the tsquery of a keyword's words, the rank, and the matching
 * products (product_search `s`, narrowed by the catalog's scope and filter when there is one).
 */
import { sql } from 'kysely';
import type { Db } from '../db/schema.js';
import type { ListFilterInput } from '../http/params.js';
import { scopedProducts, type Scope } from '../catalog/list.js';
import { tsqueryText } from './query.js';

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
/** Whether the scope, filter or availableNow narrow the catalog (a search without them reads product_search only). */
const narrows = (q: Matching): boolean =>
  !!q.availableNow || Object.values(q.scope ?? {}).some(given) || Object.values(q.filter ?? {}).some(given);

/**
 * On-shelf products whose document matches every word, in the scope and filter (catalog/list.ts)
 * when there is one. Selects nothing yet; `s` is product_search.
 */
export function matching(db: Db, q: Matching, words: string[]) {
  let query = db
    .selectFrom('product_search as s')
    .where('s.on_shelf', '=', true)
    .where(sql<boolean>`s.document @@ ${tsquery(words)}`);
  if (narrows(q))
    query = query.where(
      's.product_id',
      'in',
      scopedProducts(db, q.scope ?? {}, q.filter, q.availableNow).select('p.id'),
    );
  return query;
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

export async function countMatching(db: Db, q: Matching, words: string[]): Promise<number> {
  const row = await matching(db, q, words)
    .select(sql<number>`count(*)::int`.as('n'))
    .executeTakeFirstOrThrow();
  return row.n;
}
