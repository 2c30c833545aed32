import { sql, type Kysely } from 'kysely';

/**
 * Product actions (issue 4): the wishlist of products and of brands, back-in-stock requests and
 * the recently viewed products. One row per user + thing (primary keys), newest first by time.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const perUser = [
    ['wishlist_products', 'product_id', 'products.id', 'created_at'],
    ['wishlist_brands', 'brand_id', 'brands.id', 'created_at'],
    ['stock_notifications', 'sku_id', 'skus.id', 'created_at'],
    ['recently_viewed', 'product_id', 'products.id', 'viewed_at'],
  ] as const;
  for (const [table, col, ref, at] of perUser) {
    let t = db.schema
      .createTable(table)
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn(col, 'integer', (c) => c.notNull().references(ref).onDelete('cascade'))
      .addColumn(at, 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addPrimaryKeyConstraint(`${table}_pk`, ['user_id', col]);
    if (table === 'stock_notifications') t = t.addColumn('notified_at', 'timestamptz');
    await t.execute();
    await db.schema
      .createIndex(`${table}_user_at_idx`)
      .on(table)
      .columns(['user_id', `${at} desc`])
      .execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['recently_viewed', 'stock_notifications', 'wishlist_brands', 'wishlist_products'])
    await db.schema.dropTable(t).ifExists().execute();
}
