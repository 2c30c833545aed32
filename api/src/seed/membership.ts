/**
 * Demo membership data (issue 5): promo codes, and for each demo account a shipping address, a
 * saved test card (Stripe's pm_card_visa, which the emulator and Stripe's test mode both accept),
 * a plan with billing dates that match its status, and past receipts. Idempotent: an account that
 * already has an address is left alone; codes are inserted when missing.
 */
import { sql } from 'kysely';
import type { Db } from '../platform/db/schema.js';
import { addMonths, longDate, ymd } from '../features/member/index.js';
import { DEMO_ACCOUNTS } from './accounts.js';
import { seedRenewalOrder } from './renewal-orders.js';

interface DemoMembership {
  email: string;
  plan: 'classic' | 'plus';
  /** Whole months of billing before now (the first charge was this many months ago, plus a few days). */
  months: number;
  street: string;
  city: string;
  state: string;
  zip: string;
}

const DEMO_MEMBERSHIPS: DemoMembership[] = [
  {
    email: 'member@tote.test',
    plan: 'classic',
    months: 4,
    street: '148 Bedford Ave',
    city: 'Brooklyn',
    state: 'NY',
    zip: '11211',
  },
  {
    email: 'paused@tote.test',
    plan: 'classic',
    months: 6,
    street: '2210 Pine St',
    city: 'Philadelphia',
    state: 'PA',
    zip: '19103',
  },
  {
    email: 'cancelled@tote.test',
    plan: 'classic',
    months: 3,
    street: '77 Valencia St',
    city: 'San Francisco',
    state: 'CA',
    zip: '94103',
  },
  {
    email: 'shopper@tote.test',
    plan: 'classic',
    months: 0,
    street: '1600 K St NW',
    city: 'Washington',
    state: 'DC',
    zip: '20006',
  },
];

export async function seedPromoCodes(db: Db): Promise<void> {
  const brand = await db.selectFrom('brands').select('id').orderBy('name').limit(1).executeTakeFirst();
  const codes = [
    {
      code: 'WELCOME20',
      description: '20% off your first month.',
      discount_type: 'percent' as const,
      discount_value: 20,
      applies_to: 'membership' as const,
      first_subscription_only: true,
    },
    {
      code: 'FREEMONTH',
      description: 'Your first month free.',
      discount_type: 'percent' as const,
      discount_value: 100,
      applies_to: 'membership' as const,
      first_subscription_only: true,
    },
    {
      code: 'TOTE10',
      description: '$10 off your order.',
      discount_type: 'amount' as const,
      discount_value: 1000,
      applies_to: 'any' as const,
      first_subscription_only: false,
    },
    {
      code: 'SHOP15',
      description: '15% off purchases (some brands excluded).',
      discount_type: 'percent' as const,
      discount_value: 15,
      applies_to: 'purchase' as const,
      first_subscription_only: false,
      excluded_brand_ids: JSON.stringify(brand ? [brand.id] : []),
    },
  ];
  for (const c of codes)
    await db
      .insertInto('coupons')
      .values(c)
      .onConflict((oc) => oc.column('code').doNothing())
      .execute();
}

async function seedOne(db: Db, d: DemoMembership, now: Date): Promise<void> {
  const user = await db
    .selectFrom('users')
    .select(['id', 'name', 'mobile', 'sub_status', 'paused_expired'])
    .where(sql<string>`lower(email)`, '=', d.email)
    .executeTakeFirst();
  if (!user) return;
  const has = await db.selectFrom('addresses').select('id').where('user_id', '=', user.id).executeTakeFirst();
  if (has) return;
  const [firstName = user.name, lastName = user.name] = user.name.split(' ');
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('addresses')
      .values({
        user_id: user.id,
        address_type: 1,
        first_name: firstName,
        last_name: lastName,
        street_address: d.street,
        city: d.city,
        state: d.state,
        zip: d.zip,
        mobile: user.mobile,
      })
      .execute();
    await trx
      .insertInto('payment_cards')
      .values({
        user_id: user.id,
        provider: 'emulator',
        payment_method_id: 'pm_card_visa',
        brand: 'visa',
        last4: '4242',
        exp_month: 12,
        exp_year: now.getUTCFullYear() + 3,
      })
      .execute();
    if (user.sub_status === 'Not Subscribed') return;

    const plan = await trx.selectFrom('plans').selectAll().where('code', '=', d.plan).executeTakeFirstOrThrow();
    const first = new Date(addMonths(now, -d.months).getTime() - 5 * 86400_000);
    // The charges: monthly from the first, until the status stopped them.
    const pausedAt =
      user.sub_status === 'Paused' && user.paused_expired ? addMonths(new Date(user.paused_expired), -1) : null;
    const cancelledAt = user.sub_status === 'Cancelled' ? new Date(now.getTime() - 20 * 86400_000) : null;
    const stop = pausedAt ?? cancelledAt ?? now;
    const charges: Date[] = [];
    for (let k = 0; addMonths(first, k) <= stop; k++) charges.push(addMonths(first, k));
    const last = charges.at(-1)!;
    await trx.updateTable('users').set({ tote_upper_limit: plan.tote_upper_limit }).where('id', '=', user.id).execute();
    await trx
      .insertInto('memberships')
      .values({
        user_id: user.id,
        plan_id: plan.id,
        first_subscribed_at: first,
        paused_at: pausedAt,
        cancelled_at: cancelledAt,
        period_start: cancelledAt ? null : last,
        next_billing_at: cancelledAt ? null : addMonths(last, 1),
      })
      .execute();
    await trx
      .insertInto('membership_events')
      .values({
        user_id: user.id,
        action: 'subscribe',
        from_status: 'Not Subscribed',
        to_status: 'Subscribed',
        created_at: first,
      })
      .execute();
    for (const [k, at] of charges.entries()) {
      const end = addMonths(at, 1);
      const renewal = k === 0 ? null : await seedRenewalOrder(trx, user.id, plan, at);
      await trx
        .insertInto('receipts')
        .values({
          user_id: user.id,
          order_id: renewal,
          cost_type: 'Subscription',
          mode: k === 0 ? 'subscribe' : 'renewal',
          title: `${plan.name} membership — ${longDate(at)} to ${longDate(end)}`,
          status: 'paid',
          lines: JSON.stringify([
            {
              type: 'subscription',
              title: `${plan.name} membership`,
              detail: `${plan.rental_slots} · 1 month`,
              quantity: 1,
              amount_cents: plan.monthly_price_cents,
            },
          ]),
          subtotal_cents: plan.monthly_price_cents,
          amount_cents: plan.monthly_price_cents,
          card_brand: 'visa',
          card_last4: '4242',
          period_start: ymd(at),
          period_end: ymd(end),
          created_at: at,
        })
        .execute();
    }
    if (cancelledAt) {
      // A purchase returned for a refund, for the Refund cost type.
      const bought = new Date(first.getTime() + 10 * 86400_000);
      const line = {
        type: 'purchase',
        title: 'Silk slip dress',
        detail: 'Size M · Champagne',
        quantity: 1,
        amount_cents: 4500,
      };
      await trx
        .insertInto('receipts')
        .values([
          {
            user_id: user.id,
            cost_type: 'Purchase',
            mode: 'purchase-only',
            title: 'Purchase — 1 item',
            status: 'paid',
            lines: JSON.stringify([line]),
            subtotal_cents: 4500,
            amount_cents: 4500,
            card_brand: 'visa',
            card_last4: '4242',
            created_at: bought,
          },
          {
            user_id: user.id,
            cost_type: 'Refund',
            mode: null,
            title: 'Refund — Silk slip dress returned',
            status: 'refunded',
            lines: JSON.stringify([{ ...line, type: 'refund', amount_cents: -4500 }]),
            subtotal_cents: -4500,
            amount_cents: -4500,
            card_brand: 'visa',
            card_last4: '4242',
            created_at: new Date(bought.getTime() + 7 * 86400_000),
          },
        ])
        .execute();
    }
  });
}

export async function seedMembership(db: Db, now = new Date()): Promise<void> {
  await seedPromoCodes(db);
  for (const d of DEMO_MEMBERSHIPS) if (DEMO_ACCOUNTS.some((a) => a.email === d.email)) await seedOne(db, d, now);
}
