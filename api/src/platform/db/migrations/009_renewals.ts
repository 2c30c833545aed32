import { sql, type Kysely } from 'kysely';

/**
 * Monthly renewals and abandoned checkouts (issue 5, contract/member.ts "Renewals").
 * - memberships: the failed attempts at charging the current billing date, when the next attempt
 *   is due and the provider's last answer (the member sees it).
 * - orders: a renewal order (mode 'renewal', made by the sweep, not by a checkout) names the billing
 *   date it pays: one renewal order per membership and billing date. Renewal orders are not the
 *   user's open checkout: the one-open-order index leaves them out.
 * - indexes for the sweep: memberships by billing date, unpaid orders by last change.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('memberships')
    .addColumn('renewal_attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('renewal_retry_at', 'timestamptz')
    .addColumn('renewal_error', 'text')
    .execute();
  // The sweep's question: whose billing date has come.
  await db.schema.createIndex('memberships_next_billing_idx').on('memberships').column('next_billing_at').execute();
  await db.schema.alterTable('orders').addColumn('renewal_of', 'timestamptz').execute();
  await sql`create unique index orders_renewal_idx on orders (user_id, renewal_of)
    where renewal_of is not null`.execute(db);
  await sql`drop index orders_one_open_idx`.execute(db);
  await sql`create unique index orders_one_open_idx on orders (user_id)
    where status = 'Unpaid' and renewal_of is null`.execute(db);
  await sql`create index orders_unpaid_touched_idx on orders (updated_at) where status = 'Unpaid'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index orders_unpaid_touched_idx`.execute(db);
  await sql`drop index orders_one_open_idx`.execute(db);
  await sql`delete from orders where renewal_of is not null`.execute(db);
  await sql`create unique index orders_one_open_idx on orders (user_id) where status = 'Unpaid'`.execute(db);
  await sql`drop index orders_renewal_idx`.execute(db);
  await db.schema.alterTable('orders').dropColumn('renewal_of').execute();
  await db.schema.dropIndex('memberships_next_billing_idx').execute();
  await db.schema
    .alterTable('memberships')
    .dropColumn('renewal_attempts')
    .dropColumn('renewal_retry_at')
    .dropColumn('renewal_error')
    .execute();
}
