/**
 * "Did you mean": each word of a query that matches no product is replaced by the most similar
 * known term (pg_trgm similarity over the lexicon, search_terms). Words the search ignores (stop
 * words) and words that match something stay as typed.
 */
import { sql } from 'kysely';
import type { Db } from '../../platform/db/schema.js';
import { cachePerDb } from '../catalog/index.js';
import { trgm, trgmSchema } from './trgm.js';

/** Below this trigram similarity a term is not offered as a correction. */
export const MIN_SIMILARITY = 0.3;
/**
 * Trigram similarity favours longer terms that share the word's trigrams ("dres": dresses 0.63,
 * dress 0.57); each character of length difference costs this much, so the closer spelling wins.
 */
const LENGTH_PENALTY = 0.05;

/**
 * Each word's answer (its correction, or null: known, or nothing close) depends on the word, on whether it is read
 * as a prefix (the last word) and on the catalog alone: searches that find nothing ask again and again for the same
 * few words, so the answers are kept per catalog version (migration 032). Keys: the word, `*` after a prefix (words
 * hold only letters and digits).
 */
const answers = cachePerDb<string | null>({ maxEntries: 20_000, maxBytes: 2 * 1024 * 1024 });

interface Asked {
  word: string;
  prefix: boolean;
}
const keyOf = (a: Asked): string => (a.prefix ? `${a.word}*` : a.word);

/**
 * The query with unknown words corrected, or null when no word needed (or found) a correction. With the catalog's
 * `version` (read by the caller's statement), the words' answers come from the cache where it has them.
 */
export async function correctWords(db: Db, words: string[], version?: string): Promise<string | null> {
  const asked = words.map((word, i) => ({ word, prefix: i === words.length - 1 }));
  const cache = version === undefined ? null : answers(db);
  const best = new Map<string, string | null>();
  for (const a of asked) {
    const kept = cache?.get(version!, keyOf(a));
    if (kept) best.set(keyOf(a), kept.value);
  }
  const missing = [...new Map(asked.filter((a) => !best.has(keyOf(a))).map((a) => [keyOf(a), a])).values()];
  if (missing.length > 0) {
    const found = await bestTerms(db, missing);
    missing.forEach((a, i) => {
      best.set(keyOf(a), found[i] ?? null);
      cache?.set(version!, keyOf(a), found[i] ?? null);
    });
  }
  const corrected = asked.map((a) => best.get(keyOf(a)) ?? a.word);
  return corrected.some((w, i) => w !== words[i]) ? corrected.join(' ') : null;
}

/** Each word's correction: null when it is known (matches some product) or no term is close enough. */
async function bestTerms(db: Db, asked: Asked[]): Promise<(string | null)[]> {
  const t = trgm(await trgmSchema(db));
  // One row per word, its tsquery a constant (so the GIN index can answer "known"); the last word
  // is checked as a prefix, as the search reads it. The matches are a materialized CTE: inside
  // exists() the planner would bet on a sequential scan finding one early, and read the whole
  // table for a word that has none.
  const queries = asked.map((a) => sql`to_tsquery('english', ${a.prefix ? `${a.word}:*` : a.word})`);
  const matches = queries.map(
    (q, i) => sql`${sql.id(`m${i}`)} as materialized (select 1 from product_search s where s.document @@ ${q})`,
  );
  const checks = asked.map(
    (a, i) => sql`select ${i}::int as i, ${a.word}::text as word,
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
  return asked.map((_, i) => rows[i]?.best ?? null);
}
