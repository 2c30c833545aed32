import { sql, type Kysely } from 'kysely';

/**
 * A member's nickname (contract/nickname.ts): null until set. No two members hold one that differs only in letter
 * case: the unique index decides between two members who ask for it at once. Her reviews show it (their reviewer is
 * written again when it changes): a changed review is announced like a new one (migration 023), so the gateways drop
 * the product's cached reviews.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users add column nickname varchar(20)`.execute(db);
  await sql`create unique index users_nickname_key on users (lower(nickname)) where nickname is not null`.execute(db);
  await sql`create trigger reviews_catalog_update after update on reviews referencing new table as reviews_new
    for each statement execute function reviews_changes_notify()`.execute(db);
}
