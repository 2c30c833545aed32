/**
 * Type-ahead's products: a few good matches, cheap for any prefix (a one-letter one matches nearly
 * everything), without a count; the "did you mean" keyword's when nothing matches.
 */
import { sql } from 'kysely';
import type { Db } from '../../platform/db/schema.js';
import { queryWords } from './query.js';
import { correctWords } from './did-you-mean.js';
import { readCatalogVersion } from '../catalog/index.js';
import { rank, tsquery } from './match.js';

/** Type-ahead ranks at most this many matches, the most recommended. */
const QUICK_POOL = 200;
/**
 * Type-ahead first looks for matches among this many most recommended products, and searches
 * everything only when they hold too few.
 */
const QUICK_SCAN = 2000;
/** The cutoff when the shelf holds fewer than QUICK_SCAN products: every product comes before it. */
const MAX_INT = 2147483647;

export interface QuickSearchResult {
  /** The best `limit` of the pool, ranked like searchProductIds. */
  ids: number[];
  /** With several words (type-ahead completes the last one from them): the titles of the whole pool. */
  poolTitles: string[];
  /** When nothing matched: the keyword the ids are for. */
  didYouMean: string | null;
}

/**
 * A few good matches for type-ahead, without a count: the best ranked of the QUICK_POOL most
 * recommended matches. When nothing matches, those of the "did you mean" keyword.
 */
export async function quickSearch(db: Db, keyword: string, limit: number): Promise<QuickSearchResult> {
  const words = queryWords(keyword);
  if (words.length === 0) return { ids: [], poolTitles: [], didYouMean: null };
  const pool = await poolOf(db, words, limit, words.length > 1);
  if (pool.length > 0) return { ...bestOf(pool, limit), didYouMean: null };
  // Each keystroke of a typo asks again: its corrections are kept per word and catalog version. The version is read
  // here, not in the pool's statement, where it cost a matching prefix (the common case) ~0.3 ms.
  const corrected = await correctWords(db, words, await readCatalogVersion(db));
  if (!corrected) return { ids: [], poolTitles: [], didYouMean: null };
  // Type-ahead completes no words of a corrected keyword: no titles.
  const fixed = await poolOf(db, queryWords(corrected), limit, false);
  return { ...bestOf(fixed, limit), didYouMean: fixed.length > 0 ? corrected : null };
}

type PoolRow = { id: number; rec_rank: number; rank: number; title?: string };

function bestOf(pool: PoolRow[], limit: number): Omit<QuickSearchResult, 'didYouMean'> {
  const best = [...pool].sort((a, b) => b.rank - a.rank || a.rec_rank - b.rec_rank || a.id - b.id).slice(0, limit);
  return { ids: best.map((r) => r.id), poolTitles: pool.flatMap((r) => (r.title === undefined ? [] : [r.title])) };
}

/**
 * The pool, in one statement: the first QUICK_POOL matches, most recommended first, among the
 * QUICK_SCAN most recommended products (those up to the cutoff); when they hold fewer than `limit`,
 * among all. The planner walks product_search_pool_idx in order for a common word (an index-only
 * scan that stops early, cheap for a one-letter prefix) and asks the GIN index for a rare word or a
 * typo. The indexes' predicate type_ahead is on_shelf (see migration 012).
 */
async function poolOf(db: Db, words: string[], limit: number, titles: boolean): Promise<PoolRow[]> {
  const matches = sql`s.document @@ ${tsquery(words)}`;
  // The titles only for completions (several words).
  const title = titles ? sql`, p.title from pool join products p on p.id = pool.id` : sql` from pool`;
  const { rows } = await sql<PoolRow>`
    with cutoff as materialized (
      select coalesce(max(c.rec_rank), ${MAX_INT}) as rec_rank, coalesce(max(c.product_id), ${MAX_INT}) as product_id
        from (select rec_rank, product_id from product_search where type_ahead
              order by rec_rank, product_id offset ${QUICK_SCAN - 1} limit 1) c
    ), top as materialized (
      select s.product_id as id, s.rec_rank, ${rank(words)} as rank
        from product_search s
        where s.type_ahead and ${matches}
          and (s.rec_rank, s.product_id) <= (select c.rec_rank, c.product_id from cutoff c)
        order by s.rec_rank, s.product_id limit ${QUICK_POOL}
    ), pool as (
      select * from top where (select count(*) from top) >= ${limit}
      union all
      select * from (select s.product_id as id, s.rec_rank, ${rank(words)} as rank
          from product_search s where s.on_shelf and ${matches}
          order by s.rec_rank, s.product_id limit ${QUICK_POOL}) e
        where (select count(*) from top) < ${limit}
    )
    select pool.id, pool.rec_rank, pool.rank${title}`.execute(db);
  return rows;
}
