/**
 * The product search engine: PostgreSQL full-text search over product_search (a weighted tsvector
 * per product, migration 010) narrowed by the catalog's scopes and filters (catalog/list.ts),
 * ranked by ts_rank, with "did you mean" from the lexicon (did-you-mean.ts). Routes and the
 * assistant call this module (and type-ahead.ts, suggestions.ts), never SQL: another engine (a
 * search server) can take its place behind the same functions.
 */
import { sql } from 'kysely';
import type { SearchSortKey } from '@tote/contract/search';
import type { Db } from '../db/schema.js';
import type { ListFilterInput } from '../http/params.js';
import { countProducts, listIds, scopedProducts, type Scope } from '../catalog/list.js';
import { facetsOf, type Facets } from '../catalog/facets.js';
import { anyMatching, countMatching, matching, rank, type Matching } from './match.js';
import { queryWords } from './query.js';
import { correctWords } from './did-you-mean.js';

export interface ProductSearch {
  keyword?: string; // free text; '' or undefined = no text condition
  scope?: Scope;
  filter?: ListFilterInput;
  availableNow?: boolean;
  sort?: SearchSortKey; // default 'relevance'
  limit: number;
  offset?: number;
}

export interface ProductSearchResult {
  ids: number[];
  total: number;
  /** The query's words (lower case, the last as typed); empty when nothing matched. */
  highlightTerms: string[];
  /** When nothing matched: a keyword of known terms that matches something; else null. */
  didYouMean: string | null;
}

/**
 * The index and the matches are in memory: a planner costing random reads at 4× sequential ones
 * reads all of product_search for a common word rather than the GIN index (twice the work).
 */
function inMemory<T>(db: Db, run: (db: Db) => Promise<T>): Promise<T> {
  if (db.isTransaction) return run(db); // the caller's transaction keeps its own settings
  return db.transaction().execute(async (trx) => {
    await sql`set local random_page_cost = 1.1`.execute(trx);
    return run(trx);
  });
}

/**
 * A page of matches and their count in one pass: the sort reads every match anyway (an index
 * walk in the sort's order would stop early only when matches are dense, and the planner cannot
 * tell, e.g. for two words that go together).
 */
async function pageOfMatching(db: Db, q: ProductSearch, words: string[]): Promise<{ ids: number[]; total: number }> {
  const offset = q.offset ?? 0;
  const sort = q.sort ?? 'relevance';
  // offset 0 keeps the rank in the scan, so the window buffers a few numbers per match, not documents.
  const scored = matching(db, q, words)
    .select([
      's.product_id as id',
      's.rec_rank',
      's.price_cents',
      's.created_at',
      (sort === 'relevance' ? rank(words) : sql<number>`0`).as('rank'),
    ])
    .offset(0);
  let query = db.selectFrom(scored.as('m')).select(['m.id', sql<number>`(count(*) over ())::int`.as('total')]);
  if (sort === 'relevance') query = query.orderBy('m.rank', 'desc').orderBy('m.rec_rank');
  if (sort === 'recommended') query = query.orderBy('m.rec_rank');
  if (sort === 'newest') query = query.orderBy('m.created_at', 'desc');
  if (sort === 'price_asc') query = query.orderBy('m.price_cents', 'asc');
  if (sort === 'price_desc') query = query.orderBy('m.price_cents', 'desc');
  const rows = await query
    .orderBy('m.id', sort === 'newest' ? 'desc' : 'asc')
    .limit(q.limit)
    .offset(offset)
    .execute();
  const total = rows[0]?.total ?? (offset > 0 ? await countMatching(db, q, words) : 0);
  return { ids: rows.map((r) => r.id), total };
}

/** One page of matching product ids, best first (or in the asked order), and how many match in all. */
export async function searchProductIds(db: Db, q: ProductSearch): Promise<ProductSearchResult> {
  const words = queryWords(q.keyword ?? '');
  if (words.length === 0) {
    const scope = q.scope ?? {};
    const opts = {
      filter: q.filter,
      availableNow: q.availableNow,
      orderByColumn: q.sort === 'relevance' ? undefined : q.sort,
    };
    const [ids, total] = await Promise.all([
      listIds(db, scope, opts, 'recommended', q.limit, q.offset ?? 0),
      countProducts(db, scope, opts),
    ]);
    return { ids, total, highlightTerms: [], didYouMean: null };
  }
  const { ids, total } = await inMemory(db, (trx) => pageOfMatching(trx, q, words));
  if (total > 0) return { ids, total, highlightTerms: words, didYouMean: null };
  return { ids, total, highlightTerms: [], didYouMean: await didYouMean(db, q, words) };
}

async function didYouMean(db: Db, q: Matching, words: string[]): Promise<string | null> {
  const corrected = await correctWords(db, words);
  return corrected && (await anyMatching(db, q, queryWords(corrected))) ? corrected : null;
}

/** The listing's facets (sizes, colors, brands, categories, price) over the products a search matches. */
export function searchFacets(db: Db, q: Matching & { keyword?: string | undefined }): Promise<Facets> {
  const words = queryWords(q.keyword ?? '');
  if (words.length === 0)
    return facetsOf(db, scopedProducts(db, q.scope ?? {}, q.filter, q.availableNow).select('p.id'));
  return facetsOf(db, matching(db, q, words).select('s.product_id as id'));
}
