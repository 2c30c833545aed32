import { sql, type Kysely } from 'kysely';

/**
 * Shared orders and support requests (issue 12; contract/share.ts, contract/support.ts).
 * - shares: a read-only link to one resource of a user's. No foreign key to the resource (the type
 *   says which table): a share whose order is gone answers 22002, not 20003. user_id is set null when
 *   the user is deleted, and /share/info then answers 22002 too.
 * - support_requests: what a member wrote to customer care, about one of their orders or not; the
 *   mail to the support inbox goes out after the row is stored.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('shares')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('resource_type', 'text', (c) => c.notNull())
    .addColumn('resource_id', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('revoked_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('shares_resource_idx')
    .on('shares')
    .columns(['user_id', 'resource_type', 'resource_id'])
    .execute();

  await db.schema
    .createTable('support_requests')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('order_id', 'integer', (c) => c.references('orders.id').onDelete('set null'))
    .addColumn('topic', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('support_requests_user_idx').on('support_requests').columns(['user_id', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('support_requests').execute();
  await db.schema.dropTable('shares').execute();
}
