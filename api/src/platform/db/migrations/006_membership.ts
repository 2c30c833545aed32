import { sql, type Kysely } from 'kysely';

/**
 * Membership (issue 5): the plans (reference data, inserted here), one membership row per user who
 * ever subscribed (plan and billing period; the state itself stays in users.sub_status), the log of
 * membership changes, cancel surveys, and the users' addresses.
 */
const PLANS = [
  {
    code: 'lite',
    name: 'Lite',
    monthly_price_cents: 5900,
    tote_upper_limit: 4,
    rental_slots: '4 items at a time',
    position: 1,
    is_default: false,
    description: 'A few statement pieces each month.',
    features: ['Rent 4 items at a time', 'Free shipping both ways', 'Dry cleaning included', 'Pause or cancel anytime'],
  },
  {
    code: 'classic',
    name: 'Classic',
    monthly_price_cents: 8900,
    tote_upper_limit: 6,
    rental_slots: '6 items at a time',
    position: 2,
    is_default: true,
    description: 'A full rotating wardrobe.',
    features: [
      'Rent 6 items at a time',
      'Free shipping both ways',
      'Dry cleaning included',
      'Buy what you love at member prices',
      'Pause or cancel anytime',
    ],
  },
  {
    code: 'plus',
    name: 'Plus',
    monthly_price_cents: 11900,
    tote_upper_limit: 9,
    rental_slots: '9 items at a time',
    position: 3,
    is_default: false,
    description: 'Room for every occasion.',
    features: [
      'Rent 9 items at a time',
      'Free shipping both ways',
      'Dry cleaning included',
      'Buy what you love at member prices',
      'Pause or cancel anytime',
    ],
  },
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('plans')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('monthly_price_cents', 'integer', (c) => c.notNull().check(sql`monthly_price_cents >= 0`))
    .addColumn('tote_upper_limit', 'integer', (c) => c.notNull().check(sql`tote_upper_limit > 0`))
    .addColumn('rental_slots', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('features', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_default', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
    .execute();
  await sql`create unique index plans_one_default_idx on plans (is_default) where is_default`.execute(db);
  for (const p of PLANS) {
    await sql`insert into plans (code, name, monthly_price_cents, tote_upper_limit, rental_slots, description,
        features, position, is_default)
      values (${p.code}, ${p.name}, ${p.monthly_price_cents}, ${p.tote_upper_limit}, ${p.rental_slots},
        ${p.description}, ${JSON.stringify(p.features)}::jsonb, ${p.position}, ${p.is_default})`.execute(db);
  }

  await db.schema
    .createTable('memberships')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('plan_id', 'integer', (c) => c.notNull().references('plans.id'))
    .addColumn('first_subscribed_at', 'timestamptz', (c) => c.notNull())
    .addColumn('period_start', 'timestamptz') // current paid period; null when Cancelled
    .addColumn('next_billing_at', 'timestamptz') // end of the paid period; frozen while Paused
    .addColumn('paused_at', 'timestamptz')
    .addColumn('cancelled_at', 'timestamptz')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('membership_events')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('from_status', 'text', (c) => c.notNull())
    .addColumn('to_status', 'text', (c) => c.notNull())
    .addColumn('order_id', 'integer')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('membership_events_user_idx')
    .on('membership_events')
    .columns(['user_id', 'id'])
    .execute();

  await db.schema
    .createTable('cancel_surveys')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('answers', 'jsonb', (c) => c.notNull())
    .addColumn('feedback', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('willingness', 'smallint')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('cancel_surveys_user_idx').on('cancel_surveys').column('user_id').execute();

  await db.schema
    .createTable('addresses')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('address_type', 'smallint', (c) => c.notNull().check(sql`address_type in (1, 2)`))
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('street_address', 'text', (c) => c.notNull())
    .addColumn('details', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('zip', 'text', (c) => c.notNull())
    .addColumn('mobile', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('addresses_user_type_uq', ['user_id', 'address_type'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['addresses', 'cancel_surveys', 'membership_events', 'memberships', 'plans'])
    await db.schema.dropTable(t).ifExists().execute();
}
