import { sql, type Kysely } from 'kysely';

/** Uploaded files (contract/files.ts): a random key per upload, its owner, purpose, and claim. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('uploaded_files')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('store', 'text', (c) => c.notNull().defaultTo('local'))
    .addColumn('uploaded_at', 'timestamptz')
    .addColumn('claimed_at', 'timestamptz')
    .addColumn('claimed_by', 'text')
    .execute();
  await db.schema.createIndex('uploaded_files_user_idx').on('uploaded_files').column('user_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('uploaded_files').execute();
}
