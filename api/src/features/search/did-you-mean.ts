/**
 * "Did you mean": each word of a query that matches no product is replaced by the most similar
 * known term (pg_trgm similarity over the lexicon, search_terms). Words the search ignores (stop
 * words) and words that match something stay as typed.
 */
import { sql } from 'kysely';
import type { Db } from '../../platform/db/schema.js';
import { trgm, trgmSchema } from './trgm.js';

/** Below this trigram similarity a term is not offered as a correction. */
export const MIN_SIMILARITY = 0.3;
/**
 * Trigram similarity favours longer terms that share the word's trigrams ("dres": dresses 0.63,
 * dress 0.57); each character of length difference costs this much, so the closer spelling wins.
 */
const LENGTH_PENALTY = 0.05;

/** The query with unknown words corrected, or null when no word needed (or found) a correction. */
export async function correctWords(db: Db, words: string[]): Promise<string | null> {
  const t = trgm(await trgmSchema(db));
  // One row per word, its tsquery a constant (so the GIN index can answer "known"); the last word
  // is checked as a prefix, as the search reads it. The matches are a materialized CTE: inside
  // exists() the planner would bet on a sequential scan finding one early, and read the whole
  // table for a word that has none.
  const queries = words.map((word, i) => sql`to_tsquery('english', ${i === words.length - 1 ? `${word}:*` : word})`);
  const matches = queries.map(
    (q, i) => sql`${sql.id(`m${i}`)} as materialized (select 1 from product_search s where s.document @@ ${q})`,
  );
  const checks = words.map(
    (word, i) => sql`select ${i}::int as i, ${word}::text as word,
      numnode(${queries[i]}) = 0 or exists (select 1 from ${sql.id(`m${i}`)}) as known`,
  );
  const similarity = t.similarity(sql.ref('st.term'), sql.ref('w.word'));
  const { rows } = await sql<{ i: number; best: string | null }>`
    with ${sql.join(matches)}, w as (${sql.join(checks, sql` union all `)})
    select w.i, case when w.known then null else (
      select st.term from search_terms st
      where ${t.similar(sql.ref('st.term'), sql.ref('w.word'))} and ${similarity} >= ${MIN_SIMILARITY}
      order by ${similarity} - ${LENGTH_PENALTY}::real * abs(length(st.term) - length(w.word)) desc,
        st.products desc, st.term
      limit 1) end as best
    from w order by w.i`.execute(db);
  const corrected = words.map((w, i) => rows[i]?.best ?? w);
  return corrected.some((w, i) => w !== words[i]) ? corrected.join(' ') : null;
}
