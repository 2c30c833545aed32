/**
 * Type-ahead's products: a few good matches, cheap for any prefix (a one-letter one matches nearly
 * everything), without a count; the "did you mean" keyword's when nothing matches.
 */
import { sql } from 'kysely';
import type { Db } from '../db/schema.js';
import { queryWords } from './query.js';
import { correctWords } from './did-you-mean.js';
import { rank, tsquery } from './match.js';

/** Type-ahead ranks at most this many matches, the most recommended. */
const QUICK_POOL = 200;
/**
 * Type-ahead first looks for matches among this many most recommended products (a bounded walk
 * of an index: cheap for a one-letter prefix), and searches everything only when they hold too few.
 */
const QUICK_SCAN = 2000;

export interface QuickSearchResult {
  /** The best `limit` of the pool, ranked like searchProductIds. */
  ids: number[];
  /** The titles of the whole pool (type-ahead completes words from them). */
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
  const small = await smallCatalog(db);
  const scanned = await poolOf(db, words, false);
  if (scanned.length >= limit || (small && scanned.length > 0)) return { ...bestOf(scanned, limit), didYouMean: null };
  // A rare word or a typo: all its matches (the GIN index finds few cheaply), and a correction meanwhile.
  const [all, corrected] = await Promise.all([small ? scanned : poolOf(db, words, true), correctWords(db, words)]);
  if (all.length > 0 || !corrected) return { ...bestOf(all, limit), didYouMean: null };
  const fixedWords = queryWords(corrected);
  let fixed = await poolOf(db, fixedWords, false);
  if (fixed.length < limit && !small) fixed = await poolOf(db, fixedWords, true);
  return { ...bestOf(fixed, limit), didYouMean: fixed.length > 0 ? corrected : null };
}

/** Whether the QUICK_SCAN most recommended products are all of them (then the scan is the search). */
const smallCatalogs = new WeakMap<Db, { value: Promise<boolean>; at: number }>();
const SMALL_TTL_MS = 60_000;

function smallCatalog(db: Db): Promise<boolean> {
  const cached = smallCatalogs.get(db);
  if (cached && Date.now() - cached.at < SMALL_TTL_MS) return cached.value;
  const value = db
    .selectFrom(
      poolCandidates(db)
        .limit(QUICK_SCAN + 1)
        .as('c'),
    )
    .select(sql<number>`count(*)::int`.as('n'))
    .executeTakeFirstOrThrow()
    .then((r) => r.n <= QUICK_SCAN);
  value.catch(() => smallCatalogs.delete(db));
  smallCatalogs.set(db, { value, at: Date.now() });
  return value;
}

type PoolRow = { id: number; title: string; rank: number };

function bestOf(pool: PoolRow[], limit: number): Omit<QuickSearchResult, 'didYouMean'> {
  // Stable sort: equal ranks keep the recommended order.
  const best = [...pool].sort((a, b) => b.rank - a.rank).slice(0, limit);
  return { ids: best.map((r) => r.id), poolTitles: pool.map((r) => r.title) };
}

/** The pool: matches among the QUICK_SCAN most recommended products, or `everywhere`. */
function poolOf(db: Db, words: string[], everywhere: boolean): Promise<PoolRow[]> {
  const candidates = everywhere
    ? poolCandidates(db)
        .where(sql<boolean>`s.document @@ ${tsquery(words)}`)
        .offset(0)
    : poolCandidates(db).orderBy('s.rec_rank').orderBy('s.product_id').limit(QUICK_SCAN);
  return db
    .selectFrom(candidates.as('s'))
    .innerJoin('products as p', 'p.id', 's.product_id')
    .where(sql<boolean>`s.document @@ ${tsquery(words)}`)
    .select(['p.id', 'p.title', rank(words).as('rank')])
    .orderBy('s.rec_rank')
    .orderBy('s.product_id')
    .limit(QUICK_POOL)
    .execute();
}

const poolCandidates = (db: Db) =>
  db
    .selectFrom('product_search as s')
    .where('s.on_shelf', '=', true)
    .select(['s.product_id', 's.rec_rank', 's.document']);
