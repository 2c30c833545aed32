import { sql, type Kysely } from 'kysely';

/**
 * Payments and checkout (issue 5): saved cards (a provider's PaymentMethod id, brand and last4 —
 * never a card number), the provider's customer per user, promo codes with their wallet and
 * redemptions, orders and their lines, receipts, referral rewards, and the processed webhook events.
 * Money is integer cents.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('payment_customers')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('customer_id', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('payment_customers_pk', ['user_id', 'provider'])
    .execute();

  await db.schema
    .createTable('payment_cards')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().unique().references('users.id').onDelete('cascade'))
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('payment_method_id', 'text', (c) => c.notNull())
    .addColumn('brand', 'text', (c) => c.notNull())
    .addColumn('last4', 'text', (c) => c.notNull())
    .addColumn('exp_month', 'integer', (c) => c.notNull())
    .addColumn('exp_year', 'integer', (c) => c.notNull())
    .addColumn('same_as_shipping', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('billing_address', 'jsonb') // null when same_as_shipping
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('coupons')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('code', 'text', (c) => c.notNull().unique()) // upper case
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('discount_type', 'text', (c) => c.notNull().check(sql`discount_type in ('percent', 'amount')`))
    // percent 1..100 or cents
    .addColumn('discount_value', 'integer', (c) => c.notNull().check(sql`discount_value > 0`))
    .addColumn('applies_to', 'text', (c) => c.notNull().check(sql`applies_to in ('membership', 'purchase', 'any')`))
    .addColumn('first_subscription_only', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('excluded_brand_ids', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('max_redemptions', 'integer')
    .addColumn('redemptions', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expires_at', 'timestamptz')
    .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addCheckConstraint('coupons_percent_ck', sql`discount_type <> 'percent' or discount_value <= 100`)
    .execute();

  await db.schema
    .createTable('coupon_wallet')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('coupon_id', 'integer', (c) => c.notNull().references('coupons.id').onDelete('cascade'))
    .addColumn('bound_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('coupon_wallet_pk', ['user_id', 'coupon_id'])
    .execute();

  await db.schema
    .createTable('orders')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('mode', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('Unpaid')
        .check(sql`status in ('Unpaid', 'Requested', 'Delivered', 'Cancelled')`),
    )
    .addColumn('pay_status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('pending')
        .check(sql`pay_status in ('pending', 'success', 'failed', 'error', 'free')`),
    )
    .addColumn('pay_message', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('plan_id', 'integer', (c) => c.references('plans.id'))
    .addColumn('subtotal_cents', 'integer', (c) => c.notNull())
    .addColumn('discount_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('points_used', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('shipping_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('total_cents', 'integer', (c) => c.notNull().check(sql`total_cents >= 0`))
    .addColumn('currency', 'text', (c) => c.notNull().defaultTo('USD'))
    .addColumn('coupon_id', 'integer', (c) => c.references('coupons.id'))
    .addColumn('coupon_code', 'text')
    .addColumn('idempotency_key', 'text')
    .addColumn('provider', 'text')
    .addColumn('payment_intent_id', 'text')
    .addColumn('payment_method_id', 'text')
    .addColumn('card_brand', 'text')
    .addColumn('card_last4', 'text')
    .addColumn('shipping_address', 'jsonb')
    .addColumn('billing_address', 'jsonb')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('paid_at', 'timestamptz')
    .addUniqueConstraint('orders_user_key_uq', ['user_id', 'idempotency_key'])
    .execute();
  await db.schema.createIndex('orders_user_idx').on('orders').columns(['user_id', 'id']).execute();
  // At most one open checkout per user (create closes the previous one in the same transaction).
  await sql`create unique index orders_one_open_idx on orders (user_id) where status = 'Unpaid'`.execute(db);
  await sql`create unique index orders_intent_idx on orders (payment_intent_id)
    where payment_intent_id is not null`.execute(db);

  await db.schema
    .createTable('order_items')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('type', 'text', (c) =>
      c.notNull().check(sql`type in ('subscription', 'rent', 'purchase', 'rent-to-buy')`),
    )
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('detail', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('quantity', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('unit_cents', 'integer', (c) => c.notNull())
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('sku_id', 'integer', (c) => c.references('skus.id'))
    .addColumn('product_id', 'integer', (c) => c.references('products.id'))
    .addColumn('cart_item_id', 'integer') // the Tote row it came from (deleted when the order completes)
    .addColumn('source_item_id', 'integer', (c) => c.references('order_items.id')) // rent-to-buy: the rented line
    // rent line bought later
    .addColumn('bought_in_order_id', 'integer', (c) => c.references('orders.id').onDelete('set null'))
    .execute();
  await db.schema.createIndex('order_items_order_idx').on('order_items').column('order_id').execute();

  await db.schema
    .createTable('coupon_redemptions')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('coupon_id', 'integer', (c) => c.notNull().references('coupons.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('coupon_redemptions_once_uq', ['coupon_id', 'user_id'])
    .execute();

  await db.schema
    .createTable('receipts')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('order_id', 'integer', (c) => c.unique().references('orders.id').onDelete('set null'))
    .addColumn('cost_type', 'text', (c) =>
      c.notNull().check(sql`cost_type in ('Subscription', 'Purchase', 'Refund', 'Premium', 'Order')`),
    )
    .addColumn('mode', 'text')
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('paid', 'free', 'refunded')`))
    .addColumn('lines', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('subtotal_cents', 'integer', (c) => c.notNull())
    .addColumn('discount_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('coupon_code', 'text')
    .addColumn('points_used', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('amount_cents', 'integer', (c) => c.notNull()) // billed; negative for a refund
    .addColumn('currency', 'text', (c) => c.notNull().defaultTo('USD'))
    .addColumn('card_brand', 'text')
    .addColumn('card_last4', 'text')
    .addColumn('billing_address', 'jsonb')
    .addColumn('period_start', 'date')
    .addColumn('period_end', 'date')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('receipts_user_idx').on('receipts').columns(['user_id', 'created_at']).execute();

  await db.schema
    .createTable('referral_rewards')
    .addColumn('referee_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('referrer_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('points', 'integer', (c) => c.notNull())
    .addColumn('order_id', 'integer', (c) => c.references('orders.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('payment_webhook_events')
    .addColumn('event_id', 'text', (c) => c.primaryKey())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('received_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of [
    'payment_webhook_events',
    'referral_rewards',
    'receipts',
    'coupon_redemptions',
    'order_items',
    'orders',
    'coupon_wallet',
    'coupons',
    'payment_cards',
    'payment_customers',
  ]) {
    await db.schema.dropTable(t).ifExists().execute();
  }
}
