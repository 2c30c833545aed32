import { sql, type Kysely } from 'kysely';

/**
 * Holds for the member who waited (issue 32, contract/wishlist.ts "Holds"): a unit of a SKU back in stock, taken
 * out of its stock and kept for the first member in line until expires_at. One active hold per member and SKU
 * (the partial unique index); the sweep finds the lapsed ones by the second index.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('stock_holds')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('sku_id', 'integer', (c) => c.notNull().references('skus.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('state', 'text', (c) =>
      c
        .notNull()
        .defaultTo('active')
        .check(sql`state in ('active', 'used', 'declined', 'lapsed')`),
    )
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('ended_at', 'timestamptz')
    .execute();
  await sql`create unique index stock_holds_active_uq on stock_holds (sku_id, user_id) where state = 'active'`.execute(
    db,
  );
  await sql`create index stock_holds_expiry_idx on stock_holds (expires_at) where state = 'active'`.execute(db);
  await sql`create index stock_holds_user_idx on stock_holds (user_id) where state = 'active'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('stock_holds').execute();
}
