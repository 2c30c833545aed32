/**
 * The product search engine: PostgreSQL full-text search over product_search (a weighted tsvector
 * per product, migration 010) narrowed by filters (filters.ts) and the catalog's scopes (catalog/list.ts),
 * ranked by ts_rank, with "did you mean" from the lexicon (did-you-mean.ts). Routes and the
 * assistant call this module (and type-ahead.ts, suggestions.ts), never SQL: another engine (a
 * search server) can take its place behind the same functions.
 */
import type { SearchSortKey } from '@tote/contract/search';
import type { Db } from '../../platform/db/schema.js';
import type { ListFilterInput } from '@tote/contract/params';
import { sql } from 'kysely';
import {
  CATALOG_VERSION,
  facetsOf,
  listIdsAndTotal,
  scopedProducts,
  type Facets,
  type Scope,
} from '../catalog/index.js';
import { anyMatching, matching, rank, type Matching } from './match.js';
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

/** Each sort's order over the matches' columns (pageOfMatching's m); product id breaks ties. */
const ORDER: Record<SearchSortKey, ReturnType<typeof sql>> = {
  relevance: sql`r desc, rec_rank, id`,
  recommended: sql`rec_rank, id`,
  newest: sql`created_at desc, id desc`,
  price_asc: sql`price_cents asc, id`,
  price_desc: sql`price_cents desc, id`,
};

/**
 * A page of matches, their count and the catalog's version, in one statement: the matches are found once (the
 * tsquery tested against the index and each candidate's document), kept, then counted and sorted for the page.
 * The rank is computed only when the page is sorted by it.
 */
async function pageOfMatching(
  db: Db,
  q: ProductSearch,
  words: string[],
): Promise<{ ids: number[]; total: number; version: string }> {
  const sort = q.sort ?? 'relevance';
  let m = matching(db, q, words).select(['s.product_id as id', 's.rec_rank', 's.created_at', 's.price_cents']);
  if (sort === 'relevance') m = m.select(rank(words).as('r'));
  const { rows } = await sql<{ ids: number[] | null; total: number; version: string }>`
    with m as materialized (${m})
    select array(select id from m order by ${ORDER[sort]} limit ${q.limit} offset ${q.offset ?? 0}) as ids,
      (select count(*)::int from m) as total, ${CATALOG_VERSION} as version`.execute(db);
  const row = rows[0]!;
  return { ids: row.ids ?? [], total: row.total, version: row.version };
}

/** One page of matching product ids, best first (or in the asked order), and how many match in all. */
export async function searchProductIds(db: Db, q: ProductSearch): Promise<ProductSearchResult> {
  const words = queryWords(q.keyword ?? '');
  if (words.length === 0) {
    const opts = {
      filter: q.filter,
      availableNow: q.availableNow,
      orderByColumn: q.sort === 'relevance' ? undefined : q.sort,
    };
    const { ids, total } = await listIdsAndTotal(db, q.scope ?? {}, opts, 'recommended', q.limit, q.offset ?? 0);
    return { ids, total, highlightTerms: [], didYouMean: null };
  }
  const { ids, total, version } = await pageOfMatching(db, q, words);
  if (total > 0) return { ids, total, highlightTerms: words, didYouMean: null };
  return { ids, total, highlightTerms: [], didYouMean: await didYouMean(db, q, words, version) };
}

async function didYouMean(db: Db, q: Matching, words: string[], version: string): Promise<string | null> {
  const corrected = await correctWords(db, words, version);
  return corrected && (await anyMatching(db, q, queryWords(corrected))) ? corrected : null;
}

/** The listing's facets (sizes, colors, brands, categories, price) over the products a search matches. */
export function searchFacets(db: Db, q: Matching & { keyword?: string | undefined }): Promise<Facets> {
  const words = queryWords(q.keyword ?? '');
  if (words.length === 0)
    return facetsOf(db, scopedProducts(db, q.scope ?? {}, q.filter, q.availableNow).select('p.id'));
  return facetsOf(db, matching(db, q, words).select('s.product_id as id'));
}
