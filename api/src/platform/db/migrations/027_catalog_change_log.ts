import { sql, type Kysely } from 'kysely';

/**
 * Which transactions changed the catalog (features/catalog-events/since.ts): every statement that changes a row of
 * products or skus adds a row with its transaction id, committed or rolled back with it. A statement that changed
 * nothing (a sweep's update of no rows, an update to the same values) adds none, as 013 sends no notification for it:
 * else a periodic no-op would make every reconnect compute everything again. A gateway that lost the change
 * feed for a moment (the api restarted) asks whether any such transaction committed since it last had the feed;
 * when none did, the answers it kept are still true and it need not compute them all again on an api that has
 * just started. Rows older than an hour are trimmed (features/catalog-events/changes-routes.ts).
 */
const TABLES = ['products', 'skus'] as const;
const OPS = ['insert', 'update', 'delete'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table catalog_change_log (
    xid xid8 not null default pg_current_xact_id(),
    at timestamptz not null default now()
  )`.execute(db);
  await sql`create index catalog_change_log_at on catalog_change_log (at)`.execute(db);
  await sql`create function catalog_change_log_add() returns trigger language plpgsql as $$
    begin
      if TG_OP = 'UPDATE' then
        if not exists (select 1 from log_new n join log_old o on o.id = n.id where n is distinct from o) then
          return null;
        end if;
      elsif TG_OP = 'INSERT' then
        if not exists (select 1 from log_new) then
          return null;
        end if;
      elsif not exists (select 1 from log_old) then
        return null;
      end if;
      insert into catalog_change_log default values;
      return null;
    end $$`.execute(db);
  for (const table of TABLES)
    for (const op of OPS) {
      // A transition table per trigger event: an update sees both, an insert the new rows, a delete the old.
      const referencing =
        op === 'update'
          ? sql`referencing old table as log_old new table as log_new`
          : op === 'insert'
            ? sql`referencing new table as log_new`
            : sql`referencing old table as log_old`;
      await sql`create trigger ${sql.id(`${table}_change_log_${op}`)} after ${sql.raw(op)} on ${sql.id(table)}
        ${referencing} for each statement execute function catalog_change_log_add()`.execute(db);
    }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES)
    for (const op of OPS)
      await sql`drop trigger if exists ${sql.id(`${table}_change_log_${op}`)} on ${sql.id(table)}`.execute(db);
  await sql`drop function if exists catalog_change_log_add()`.execute(db);
  await sql`drop table if exists catalog_change_log`.execute(db);
}
