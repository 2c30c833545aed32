/** Rebuilds the search index (product documents and the lexicon) after the catalog changed. */
import { sql } from 'kysely';
import type { Db } from '../../platform/db/schema.js';

/** `ids`: the products whose text changed (all when omitted). The lexicon is always rebuilt whole. */
export async function refreshSearchIndex(db: Db, ids?: number[]): Promise<void> {
  await sql`select refresh_product_search(${ids ?? null}::integer[])`.execute(db);
}
