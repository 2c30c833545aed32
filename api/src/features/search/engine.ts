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
import { countProducts, listIds, scopedProducts, type Scope, facetsOf, type Facets } from '../catalog/index.js';
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
 * A page of matches and their count, as two queries at once (two connections of the pool): a top-N
 * sort keeps only the page however many match, where a count in the same query (a window over all
 * matches) would hold every match.
 */
async function pageOfMatching(db: Db, q: ProductSearch, words: string[]): Promise<{ ids: number[]; total: number }> {
  const sort = q.sort ?? 'relevance';
  let query = matching(db, q, words).select('s.product_id as id');
  if (sort === 'relevance') query = query.orderBy(rank(words), 'desc').orderBy('s.rec_rank');
  if (sort === 'recommended') query = query.orderBy('s.rec_rank');
  if (sort === 'newest') query = query.orderBy('s.created_at', 'desc');
  if (sort === 'price_asc') query = query.orderBy('s.price_cents', 'asc');
  if (sort === 'price_desc') query = query.orderBy('s.price_cents', 'desc');
  const page = query
    .orderBy('s.product_id', sort === 'newest' ? 'desc' : 'asc')
    .limit(q.limit)
    .offset(q.offset ?? 0)
    .execute();
  const [rows, total] = await Promise.all([page, countMatching(db, q, words)]);
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
  const { ids, total } = await pageOfMatching(db, q, words);
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
