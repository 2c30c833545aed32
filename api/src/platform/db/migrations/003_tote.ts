import { sql, type Kysely } from 'kysely';

/**
 * The Tote (issue 4): tote_items (id = the persistent cartItemId), tote_removals (the last removal
 * per user, for undo) and tote_idempotency_keys (the stored result of an add per user + key).
 * Invariants the database holds: one row per user + section + SKU; rent rows have quantity 1;
 * purchase quantity 1..10; one stored result per user + key. The rent limit itself is enforced by
 * the api under a lock on the user's row (see src/tote/store.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('tote_items')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('sale_type', 'text', (c) => c.notNull().check(sql`sale_type in ('rent', 'purchase')`))
    .addColumn('sku_id', 'integer', (c) => c.notNull().references('skus.id').onDelete('cascade'))
    .addColumn('quantity', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('checked', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('tote_items_user_sku_uq', ['user_id', 'sale_type', 'sku_id'])
    .addCheckConstraint(
      'tote_items_quantity_ck',
      sql`quantity between 1 and 10 and (sale_type = 'purchase' or quantity = 1)`,
    )
    .execute();
  await db.schema.createIndex('tote_items_user_idx').on('tote_items').columns(['user_id', 'position']).execute();

  await db.schema
    .createTable('tote_removals')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('cart_item_id', 'integer', (c) => c.notNull())
    .addColumn('sale_type', 'text', (c) => c.notNull())
    .addColumn('sku_id', 'integer', (c) => c.notNull().references('skus.id').onDelete('cascade'))
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('checked', 'boolean', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('item_created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('removed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('tote_removals_pk', ['user_id', 'cart_item_id'])
    .execute();

  await db.schema
    .createTable('tote_idempotency_keys')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('result', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('tote_idempotency_keys_pk', ['user_id', 'key'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['tote_idempotency_keys', 'tote_removals', 'tote_items'])
    await db.schema.dropTable(t).ifExists().execute();
}
