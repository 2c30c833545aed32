import { sql, type Kysely } from 'kysely';

/**
 * Fulfilment by webhook (issue 32, contract/fulfilment.ts): the carrier's tracking link of a parcel, the inspection
 * of a returned rental (its outcome and when), and the warehouse's events applied so far — its primary key makes a
 * repeated or concurrent delivery of one event apply once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table shipments add column tracking_url text`.execute(db);
  await sql`alter table order_items add column inspection text
    check (inspection in ('fine', 'needs-cleaning', 'damaged', 'lost'))`.execute(db);
  await sql`alter table order_items add column inspected_at timestamptz`.execute(db);
  await db.schema
    .createTable('fulfilment_events')
    .addColumn('event_id', 'text', (c) => c.primaryKey())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('order_id', 'integer', (c) => c.notNull())
    .addColumn('received_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('fulfilment_events').execute();
  await sql`alter table order_items drop column inspected_at, drop column inspection`.execute(db);
  await sql`alter table shipments drop column tracking_url`.execute(db);
}
