import { sql, type Kysely } from 'kysely';

/**
 * A number that grows whenever what the api caches about the catalog may have changed (catalog/versioned-cache.ts):
 * which products are on the shelf (the whole shelf's count) and what the search knows (product_search's documents
 * and the lexicon, search_terms: "did you mean"). Reads fetch it in the statement they run anyway, so a cache costs
 * no round trip, and a change made by any api instance, a script or psql reaches every instance's cache.
 *
 * The number comes from a sequence, so a transaction that rolls back leaves no number behind for another change to
 * reuse (a cache filled inside it, at that number, can never pass for the catalog after a later change).
 *
 * Statement-level triggers with transition tables: an update bumps it only when a row's shelf or document really
 * changed. A stock change (the skus triggers update product_search's sizes) bumps nothing, so checkouts never wait
 * on the one row; only catalog edits (rare) take its lock, once per statement.
 */
const TRIGGERS = [
  ['products', 'insert'],
  ['products', 'update'],
  ['products', 'delete'],
  ['product_search', 'insert'],
  ['product_search', 'update'],
  ['product_search', 'delete'],
  ['search_terms', 'insert'],
  ['search_terms', 'update'],
  ['search_terms', 'delete'],
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create sequence catalog_version_seq`.execute(db);
  await sql`create table catalog_version (
    one boolean primary key default true check (one),
    version bigint not null default nextval('catalog_version_seq')
  )`.execute(db);
  await sql`insert into catalog_version default values`.execute(db);
  await sql`create function catalog_version_bump() returns trigger language plpgsql as $$
    begin
      if TG_OP = 'UPDATE' and TG_TABLE_NAME = 'products' then
        if not exists (select 1 from cv_new n join cv_old o on o.id = n.id
                        where n.on_shelf is distinct from o.on_shelf) then
          return null;
        end if;
      elsif TG_OP = 'UPDATE' and TG_TABLE_NAME = 'product_search' then
        if not exists (select 1 from cv_new n join cv_old o on o.product_id = n.product_id
                        where n.on_shelf is distinct from o.on_shelf or n.document is distinct from o.document) then
          return null;
        end if;
      elsif TG_OP = 'UPDATE' then
        if not exists (select 1 from cv_new n join cv_old o on o.term = n.term where n is distinct from o) then
          return null;
        end if;
      elsif TG_OP = 'INSERT' then
        if not exists (select 1 from cv_new) then
          return null;
        end if;
      elsif not exists (select 1 from cv_old) then
        return null;
      end if;
      update catalog_version set version = nextval('catalog_version_seq');
      return null;
    end $$`.execute(db);
  for (const [table, op] of TRIGGERS) {
    const referencing =
      op === 'update'
        ? sql`referencing old table as cv_old new table as cv_new`
        : op === 'insert'
          ? sql`referencing new table as cv_new`
          : sql`referencing old table as cv_old`;
    await sql`create trigger ${sql.id(`${table}_version_${op}`)} after ${sql.raw(op)} on ${sql.id(table)}
      ${referencing} for each statement execute function catalog_version_bump()`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [table, op] of TRIGGERS)
    await sql`drop trigger if exists ${sql.id(`${table}_version_${op}`)} on ${sql.id(table)}`.execute(db);
  await sql`drop function if exists catalog_version_bump()`.execute(db);
  await sql`drop table if exists catalog_version`.execute(db);
  await sql`drop sequence if exists catalog_version_seq`.execute(db);
}
