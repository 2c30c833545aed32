import { sql, type Kysely } from 'kysely';

/**
 * Product polls (issue 13; contract/polls.ts).
 * - polls, poll_options: a poll and its product options (seeded; no admin api yet).
 * - poll_votes: one row per member and poll — the primary key is the "vote once" rule, so two racing
 *   votes leave one row.
 * - poll_members: a member's poll switch and whether they removed the poll; poll_option_pushes: their
 *   per-option switches. Rows appear on first change; none means off / not removed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('polls')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('ends_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createTable('poll_options')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('poll_id', 'integer', (c) => c.notNull().references('polls.id').onDelete('cascade'))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('poll_options_poll_idx').on('poll_options').columns(['poll_id', 'position']).execute();
  await db.schema
    .createTable('poll_votes')
    .addColumn('poll_id', 'integer', (c) => c.notNull().references('polls.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('option_id', 'integer', (c) => c.notNull().references('poll_options.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('poll_votes_pkey', ['poll_id', 'user_id'])
    .execute();
  await db.schema.createIndex('poll_votes_option_idx').on('poll_votes').column('option_id').execute();
  await db.schema
    .createTable('poll_members')
    .addColumn('poll_id', 'integer', (c) => c.notNull().references('polls.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('push_on', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('removed_at', 'timestamptz')
    .addPrimaryKeyConstraint('poll_members_pkey', ['user_id', 'poll_id'])
    .execute();
  await db.schema
    .createTable('poll_option_pushes')
    .addColumn('option_id', 'integer', (c) => c.notNull().references('poll_options.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('push_on', 'boolean', (c) => c.notNull())
    .addPrimaryKeyConstraint('poll_option_pushes_pkey', ['user_id', 'option_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['poll_option_pushes', 'poll_members', 'poll_votes', 'poll_options', 'polls'])
    await db.schema.dropTable(t).execute();
}
