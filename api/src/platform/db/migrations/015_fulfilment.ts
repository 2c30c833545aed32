import { sql, type Kysely } from 'kysely';

/**
 * Fulfilment (issue 12): SPEC §4's order statuses on orders, an item state on the lines that ship
 * (rent and purchase), shipments (outbound and return parcels, each with a unique tracking code)
 * with their lines and carrier tracking events, and the local carrier's clock (one row: when the
 * fulfilment sweep last ticked, so that one api instance ticks per period).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table orders drop constraint if exists orders_status_check`.execute(db);
  await sql`alter table orders add constraint orders_status_ck check (status in ('Open', 'Full', 'Unpaid',
    'Requested', 'Incoming', 'Partially Incoming', 'Delivered', 'Partially Delivered', 'Return in Transit',
    'Returned', 'Unresolved', 'Paused', 'Cancelled'))`.execute(db);
  // The fulfilment sweep looks for orders that still move.
  await sql`create index orders_moving_idx on orders (id) where status in ('Requested', 'Incoming',
    'Partially Incoming', 'Partially Delivered')`.execute(db);

  await db.schema
    .alterTable('order_items')
    .addColumn('state', 'text', (c) =>
      c.check(sql`state in ('pending', 'shipped', 'delivered', 'return_requested', 'return_in_transit',
        'returned', 'unresolved', 'bought', 'cancelled')`),
    )
    .addColumn('shipped_at', 'timestamptz')
    .addColumn('delivered_at', 'timestamptz')
    .addColumn('returned_at', 'timestamptz')
    .execute();
  // Lines that ship get a state once their order is paid; what was paid before waits in the warehouse.
  await sql`update order_items i set state = case when i.bought_in_order_id is not null then 'bought'
      else 'pending' end
    from orders o where o.id = i.order_id and i.type in ('rent', 'purchase')
      and o.pay_status in ('success', 'free') and o.status <> 'Cancelled'`.execute(db);
  await sql`create index order_items_out_idx on order_items (order_id)
    where state in ('shipped', 'delivered', 'return_requested', 'return_in_transit')`.execute(db);

  await db.schema
    .createTable('shipments')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('direction', 'text', (c) => c.notNull().check(sql`direction in ('outbound', 'return')`))
    .addColumn('carrier', 'text', (c) => c.notNull())
    .addColumn('tracking_code', 'text', (c) => c.notNull().unique())
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('Requested')
        .check(
          sql`status in ('Requested', 'Incoming', 'Delivered', 'Return in Transit', 'Returned', 'Unresolved',
            'Cancelled')`,
        ),
    )
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('shipped_at', 'timestamptz')
    .addColumn('delivered_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('shipments_order_idx').on('shipments').columns(['order_id', 'id']).execute();

  await db.schema
    .createTable('shipment_items')
    .addColumn('shipment_id', 'integer', (c) => c.notNull().references('shipments.id').onDelete('cascade'))
    .addColumn('order_item_id', 'integer', (c) => c.notNull().references('order_items.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('shipment_items_pk', ['shipment_id', 'order_item_id'])
    .execute();
  await db.schema.createIndex('shipment_items_item_idx').on('shipment_items').column('order_item_id').execute();

  await db.schema
    .createTable('shipment_events')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('shipment_id', 'integer', (c) => c.notNull().references('shipments.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('location', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('occurred_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('shipment_events_shipment_idx')
    .on('shipment_events')
    .columns(['shipment_id', 'id'])
    .execute();

  await db.schema
    .createTable('fulfilment_clock')
    .addColumn('id', 'integer', (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn('ticked_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`'epoch'`))
    .execute();
  await sql`insert into fulfilment_clock (id) values (1)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('fulfilment_clock').execute();
  await db.schema.dropTable('shipment_events').execute();
  await db.schema.dropTable('shipment_items').execute();
  await db.schema.dropTable('shipments').execute();
  await sql`drop index if exists order_items_out_idx`.execute(db);
  await db.schema
    .alterTable('order_items')
    .dropColumn('state')
    .dropColumn('shipped_at')
    .dropColumn('delivered_at')
    .dropColumn('returned_at')
    .execute();
  await sql`drop index if exists orders_moving_idx`.execute(db);
  await sql`alter table orders drop constraint orders_status_ck`.execute(db);
  await sql`alter table orders add constraint orders_status_check
    check (status in ('Unpaid', 'Requested', 'Delivered', 'Cancelled'))`.execute(db);
}
