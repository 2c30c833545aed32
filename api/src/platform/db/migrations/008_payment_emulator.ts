import { sql, type Kysely } from 'kysely';

/**
 * The local payment emulator's own state (issue 5): it plays Stripe's role outside production, so it
 * keeps what Stripe would keep — payment methods (test cards only: the card's behaviour, brand,
 * last4, never the number), payment intents, charges and idempotency keys. No shop table refers to
 * these; they are the "other side" of the provider interface.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('emulator_payment_methods')
    .addColumn('id', 'text', (c) => c.primaryKey()) // pm_…
    // which test card: 'success' | 'authentication' | 'insufficient_funds'
    .addColumn('card', 'text', (c) => c.notNull())
    .addColumn('brand', 'text', (c) => c.notNull())
    .addColumn('last4', 'text', (c) => c.notNull())
    .addColumn('exp_month', 'integer', (c) => c.notNull())
    .addColumn('exp_year', 'integer', (c) => c.notNull())
    .addColumn('billing_name', 'text')
    .addColumn('billing_email', 'text')
    .addColumn('customer_id', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('emulator_payment_intents')
    .addColumn('id', 'text', (c) => c.primaryKey()) // pi_…
    .addColumn('client_secret', 'text', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('customer_id', 'text')
    .addColumn('payment_method_id', 'text')
    .addColumn('description', 'text')
    .addColumn('metadata', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('return_url', 'text')
    .addColumn('last_error', 'jsonb')
    .addColumn('cancellation_reason', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('emulator_charges')
    .addColumn('id', 'text', (c) => c.primaryKey()) // ch_…
    .addColumn('payment_intent_id', 'text', (c) =>
      c.notNull().references('emulator_payment_intents.id').onDelete('cascade'),
    )
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('payment_method_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // A PaymentIntent captures at most once.
  await db.schema
    .createIndex('emulator_charges_intent_uq')
    .unique()
    .on('emulator_charges')
    .column('payment_intent_id')
    .execute();

  await db.schema
    .createTable('emulator_idempotency_keys')
    .addColumn('key', 'text', (c) => c.primaryKey())
    // operation + parameters, to refuse a key reused for another request
    .addColumn('request', 'text', (c) => c.notNull())
    .addColumn('response', 'jsonb')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of [
    'emulator_idempotency_keys',
    'emulator_charges',
    'emulator_payment_intents',
    'emulator_payment_methods',
  ])
    await db.schema.dropTable(t).ifExists().execute();
}
