import { sql, type Kysely } from 'kysely';

/**
 * Returns (issue 12; contract/returns.ts):
 * - return_tickets: a member's request to send items of one order back, with its unique return code,
 *   the return parcel booked with the carrier (shipments, direction 'return') and the last day its
 *   label may be used. Its status is its parcel's (Requested → Return in Transit → Returned |
 *   Unresolved), or Cancelled.
 * - return_ticket_items: the order lines in the ticket.
 * - refunds: one per ticket of returned purchases, made at the payment provider with its own
 *   idempotency key (a retried or concurrent attempt sends the same key: one refund), and the
 *   Refund receipt written once it succeeded.
 * - receipts: one per order still, except Refund receipts (an order may have several).
 * - emulator_refunds: the local payment emulator's refunds (migration 008's tables).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('return_tickets')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('shipment_id', 'integer', (c) => c.notNull().unique().references('shipments.id').onDelete('cascade'))
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('label_until', 'timestamptz', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('cancelled_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('return_tickets_order_idx').on('return_tickets').columns(['order_id', 'id']).execute();
  await db.schema.createIndex('return_tickets_user_idx').on('return_tickets').columns(['user_id', 'id']).execute();

  await db.schema
    .createTable('return_ticket_items')
    .addColumn('ticket_id', 'integer', (c) => c.notNull().references('return_tickets.id').onDelete('cascade'))
    .addColumn('order_item_id', 'integer', (c) => c.notNull().references('order_items.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('return_ticket_items_pk', ['ticket_id', 'order_item_id'])
    .execute();
  await db.schema
    .createIndex('return_ticket_items_item_idx')
    .on('return_ticket_items')
    .column('order_item_id')
    .execute();

  await db.schema
    .createTable('refunds')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('ticket_id', 'integer', (c) => c.notNull().unique().references('return_tickets.id').onDelete('cascade'))
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('amount_cents', 'integer', (c) => c.notNull().check(sql`amount_cents > 0`))
    .addColumn('idempotency_key', 'text', (c) => c.notNull().unique())
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('pending')
        .check(sql`status in ('pending', 'succeeded')`),
    )
    .addColumn('provider_refund_id', 'text')
    .addColumn('receipt_id', 'integer', (c) => c.references('receipts.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('refunded_at', 'timestamptz')
    .execute();
  await sql`create index refunds_pending_idx on refunds (id) where status = 'pending'`.execute(db);
  await sql`alter table receipts drop constraint receipts_order_id_key`.execute(db);
  await sql`create unique index receipts_order_idx on receipts (order_id) where cost_type <> 'Refund'`.execute(db);
  await sql`create index receipts_refund_order_idx on receipts (order_id) where cost_type = 'Refund'`.execute(db);

  await db.schema
    .createTable('emulator_refunds')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('payment_intent_id', 'text', (c) => c.notNull().references('emulator_payment_intents.id'))
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('emulator_refunds_intent_idx')
    .on('emulator_refunds')
    .column('payment_intent_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('emulator_refunds').execute();
  await db.schema.dropTable('refunds').execute();
  await sql`delete from receipts where cost_type = 'Refund'`.execute(db);
  await sql`drop index receipts_refund_order_idx`.execute(db);
  await sql`drop index receipts_order_idx`.execute(db);
  await sql`alter table receipts add constraint receipts_order_id_key unique (order_id)`.execute(db);
  await db.schema.dropTable('return_ticket_items').execute();
  await db.schema.dropTable('return_tickets').execute();
}
