import { sql, type Kysely } from 'kysely';

/**
 * The waitlist (contract/waitlist.ts): one row per account that joined; admitted_at set when the back office
 * lets it in. The primary key makes signing up twice keep the first place.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('waitlist_entries')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('admitted_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('waitlist_entries_waiting_idx').on('waitlist_entries').column('created_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('waitlist_entries').execute();
}
