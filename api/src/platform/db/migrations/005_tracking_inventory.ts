import { sql, type Kysely } from 'kysely';

/**
 * Tracking and inventory (issue 4): tracking_events (one row per
 * /context/tracking call or server-side event) and the index that finds a SKU's pending
 * back-in-stock requests when its stock comes back (stock_notifications.notified_at exists since 004).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('tracking_events')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('event_type', 'text', (c) => c.notNull())
    // 'client': sent to /context/tracking; 'api': recorded by the api itself (add_tote_box, add_wishlist).
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('platform', 'text')
    .addColumn('app_version', 'text')
    .addColumn('device_id', 'text')
    .addColumn('device_type', 'text')
    .addColumn('user_agent', 'text')
    .addColumn('session_id', 'text')
    .addColumn('ip', 'text')
    .addColumn('timezone', 'text')
    .addColumn('lat', 'double precision')
    .addColumn('lon', 'double precision')
    .addColumn('country', 'text')
    .addColumn('region', 'text')
    .addColumn('city', 'text')
    .addColumn('refer', 'text')
    .addColumn('shop_product_id', 'integer') // no foreign keys to the catalog: events outlive products
    .addColumn('color_id', 'integer')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('tracking_events_type_at_idx')
    .on('tracking_events')
    .columns(['event_type', 'created_at'])
    .execute();
  // For "this user's events" and for deleting a user (on delete set null scans by user_id).
  await db.schema
    .createIndex('tracking_events_user_idx')
    .on('tracking_events')
    .columns(['user_id', 'created_at'])
    .where(sql.ref('user_id'), 'is not', null)
    .execute();

  await db.schema
    .createIndex('stock_notifications_pending_idx')
    .on('stock_notifications')
    .column('sku_id')
    .where(sql.ref('notified_at'), 'is', null)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('stock_notifications_pending_idx').ifExists().execute();
  await db.schema.dropTable('tracking_events').ifExists().execute();
}
