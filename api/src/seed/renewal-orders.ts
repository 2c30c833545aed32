/** The demo members' past renewal orders (seed/membership.ts): each paid month after the first has one. */
import type { Db } from '../platform/db/schema.js';
import type { PlanRow } from '../features/member/index.js';
import { renewalLine } from '../features/billing/index.js';

/** A paid renewal order of one billing date, as the renewal sweep leaves it: its receipt links to it. */
export async function seedRenewalOrder(trx: Db, userId: number, plan: PlanRow, at: Date): Promise<number> {
  const order = await trx
    .insertInto('orders')
    .values({
      user_id: userId,
      mode: 'renewal',
      status: 'Delivered',
      pay_status: 'success',
      plan_id: plan.id,
      subtotal_cents: plan.monthly_price_cents,
      total_cents: plan.monthly_price_cents,
      coupon_id: null,
      coupon_code: null,
      idempotency_key: null,
      provider: null,
      payment_intent_id: null,
      payment_method_id: null,
      card_brand: 'visa',
      card_last4: '4242',
      shipping_address: null,
      billing_address: null,
      renewal_of: at,
      created_at: at,
      paid_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx.insertInto('order_items').values(renewalLine(order.id, plan)).execute();
  return order.id;
}
