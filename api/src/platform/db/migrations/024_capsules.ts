import { sql, type Kysely } from 'kysely';

/**
 * Capsules and shares of wishlists, capsules and products (issue 13; contract/capsules.ts, share.ts).
 * - capsules: a member's named collection; the name is unique per member ignoring case (the index is
 *   the rule, so two racing creates leave one).
 * - capsule_products: one row per capsule and product.
 * - shares.view_count: page views recorded by /share/analyze.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('capsules')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create unique index capsules_user_name_idx on capsules (user_id, lower(name))`.execute(db);
  await db.schema
    .createTable('capsule_products')
    .addColumn('capsule_id', 'integer', (c) => c.notNull().references('capsules.id').onDelete('cascade'))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('capsule_products_pkey', ['capsule_id', 'product_id'])
    .execute();
  await db.schema
    .alterTable('shares')
    .addColumn('view_count', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('shares').dropColumn('view_count').execute();
  await db.schema.dropTable('capsule_products').execute();
  await db.schema.dropTable('capsules').execute();
}
