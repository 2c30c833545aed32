import { sql, type Kysely } from 'kysely';

/**
 * Product reviews with fit data (issue 13; contract/reviews.ts).
 * - reviews: one per order item — the unique index is the "one review per item and order" rule, so two
 *   racing adds leave one row. order_item_id is null for seeded demo reviews (no order behind them).
 * - photos: the claimed uploads as JSON [{key, url}].
 * - A new review is announced on `catalog_changes` (migration 013) as a change of its product, so the
 *   gateways' response caches drop the product's cached reviews and summary.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('reviews')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('order_item_id', 'integer', (c) => c.references('order_items.id').onDelete('cascade'))
    .addColumn('reviewer', 'text', (c) => c.notNull())
    .addColumn('stars', 'integer', (c) => c.notNull().check(sql`stars between 1 and 5`))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('fit', 'text', (c) => c.notNull().check(sql`fit in ('runs_small', 'true_to_size', 'runs_large')`))
    .addColumn('size_worn', 'text', (c) => c.notNull())
    .addColumn('height_cm', 'integer')
    .addColumn('body_shape', 'text')
    .addColumn('photos', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('reviews_order_item_uq').on('reviews').column('order_item_id').unique().execute();
  await db.schema.createIndex('reviews_product_idx').on('reviews').columns(['product_id', 'created_at']).execute();
  await db.schema.createIndex('reviews_user_idx').on('reviews').columns(['user_id', 'created_at']).execute();
  await sql`create function reviews_changes_notify() returns trigger language plpgsql as $$
    declare
      ids integer[];
    begin
      select array_agg(distinct product_id) into ids from reviews_new;
      if ids is not null then
        perform pg_notify('catalog_changes',
          json_build_object('schema', TG_TABLE_SCHEMA, 'products', ids, 'lists', cardinality(ids) > 500)::text);
      end if;
      return null;
    end $$`.execute(db);
  await sql`create trigger reviews_catalog_insert after insert on reviews referencing new table as reviews_new
    for each statement execute function reviews_changes_notify()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('reviews').execute();
  await sql`drop function if exists reviews_changes_notify()`.execute(db);
}
