/**
 * pg_trgm lives in whichever schema it was created in (public on a shared server, where test
 * schemas come and go), so its functions and operators are schema-qualified. The schema is read
 * once per database handle.
 */
import { sql, type QueryExecutorProvider } from 'kysely';
import type { Db } from '../../platform/db/schema.js';

const schemas = new WeakMap<Db, Promise<string>>();

export async function readTrgmSchema(db: QueryExecutorProvider): Promise<string | null> {
  const { rows } = await sql<{ schema: string }>`select n.nspname as schema from pg_extension e
    join pg_namespace n on n.oid = e.extnamespace where e.extname = 'pg_trgm'`.execute(db);
  return rows[0]?.schema ?? null;
}

export function trgmSchema(db: Db): Promise<string> {
  let found = schemas.get(db);
  if (!found) {
    found = readTrgmSchema(db).then((s) => {
      if (!s) throw new Error('the pg_trgm extension is missing (run the migrations)');
      return s;
    });
    found.catch(() => schemas.delete(db));
    schemas.set(db, found);
  }
  return found;
}

/** Builders for pg_trgm's operators and functions in `schema`. */
export function trgm(schema: string) {
  const s = sql.id(schema);
  return {
    /** a % b: similar above pg_trgm.similarity_threshold (indexable on a's GIN trigram index). */
    similar: (a: unknown, b: unknown) => sql<boolean>`${a} operator(${s}.%) ${b}`,
    similarity: (a: unknown, b: unknown) => sql<number>`${s}.similarity(${a}, ${b})`,
    wordSimilarity: (a: unknown, b: unknown) => sql<number>`${s}.word_similarity(${a}, ${b})`,
  };
}
