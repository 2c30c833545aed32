import { sql, type Kysely } from 'kysely';

/** Feedback (contract/feedback.ts): one thumb up or down per user and place, with an optional comment. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('feedback')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('place', 'text', (c) => c.notNull())
    .addColumn('helpful', 'boolean', (c) => c.notNull())
    .addColumn('comment', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('feedback_user_place_key', ['user_id', 'place'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('feedback').execute();
}
