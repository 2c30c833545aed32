import { sql, type Kysely } from 'kysely';

/**
 * A search filtered by color (search/filters.ts: `colors && …`) can intersect this index's bitmap
 * with the document's before it reads the table, and visit only the products of both: a color's
 * word (e.g. "black") is in over twice as many documents as products of that color, spread over
 * most of the table. A GIN index has no order, so a sorted search cannot walk it in the hope of
 * finding its page early (as it would a btree on the sort column, reading all of it for a rare
 * match). colors changes only with refresh_product_search, not with the stock triggers' updates.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index product_search_colors_idx on product_search using gin (colors)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists product_search_colors_idx`.execute(db);
}
