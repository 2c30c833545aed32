/**
 * The renewal order of one billing date (renewals.ts): made once under the member's lock, with one
 * PaymentIntent created under a key derived from the member and the billing date.
 */
import { billingPart, shippingAddress } from '../address/index.js';
import { type PlanRow, lockMember } from '../member/index.js';
import { customerIdOf, usableCard } from './cards.js';
import type { StoredOrderRow } from '../orders/index.js';
import type { BillingDeps } from './deps.js';

/** The idempotency key prefix of a member's renewal of one billing date. */
export const keyOf = (userId: number, billingDate: Date): string =>
  `tote-renewal-${userId}-${billingDate.toISOString()}`;

/** The one line of a renewal order: a month of the plan. */
export const renewalLine = (orderId: number, plan: Pick<PlanRow, 'name' | 'rental_slots' | 'monthly_price_cents'>) => ({
  order_id: orderId,
  type: 'subscription' as const,
  title: `${plan.name} membership`,
  detail: `${plan.rental_slots} · 1 month (renewal)`,
  quantity: 1,
  unit_cents: plan.monthly_price_cents,
  amount_cents: plan.monthly_price_cents,
});

export interface Prepared {
  order: StoredOrderRow;
  billingDate: Date;
  attempt: number;
  card: { payment_method_id: string } | undefined;
}

/** Under the member's lock: still due? Then the renewal order of this billing date (made once). */
export async function prepare(deps: BillingDeps, userId: number, now: Date): Promise<Prepared | null> {
  return deps.db.transaction().execute(async (trx) => {
    const state = await lockMember(trx, userId, now);
    const m = state.membership;
    if (!state.stored || !m || !state.plan || state.user.sub_status !== 'Subscribed' || !m.next_billing_at) return null;
    const billingDate = new Date(m.next_billing_at);
    if (billingDate > now || (m.renewal_retry_at && new Date(m.renewal_retry_at) > now)) return null;
    const card = await usableCard(trx, userId, deps.payments);
    let order = await trx
      .selectFrom('orders')
      .selectAll()
      .where('user_id', '=', userId)
      .where('renewal_of', '=', billingDate)
      .forUpdate()
      .executeTakeFirst();
    if (!order) {
      const plan = state.plan;
      const address = await shippingAddress(trx, userId);
      const billing =
        card && !card.same_as_shipping && card.billing_address
          ? card.billing_address
          : address
            ? billingPart(address)
            : null;
      order = await trx
        .insertInto('orders')
        .values({
          user_id: userId,
          mode: 'renewal',
          plan_id: plan.id,
          subtotal_cents: plan.monthly_price_cents,
          total_cents: plan.monthly_price_cents,
          renewal_of: billingDate,
          payment_method_id: card?.payment_method_id ?? null,
          card_brand: card?.brand ?? null,
          card_last4: card?.last4 ?? null,
          billing_address: billing ? JSON.stringify(billing) : null,
          created_at: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await trx.insertInto('order_items').values(renewalLine(order.id, plan)).execute();
    } else if (order.status === 'Unpaid' && card) {
      // A retry charges the card saved now; the receipt shows it.
      order = await trx
        .updateTable('orders')
        .set({
          payment_method_id: card.payment_method_id,
          card_brand: card.brand,
          card_last4: card.last4,
          updated_at: now,
        })
        .where('id', '=', order.id)
        .returningAll()
        .executeTakeFirstOrThrow();
    }
    if (order.status !== 'Unpaid') return null; // paid (its event is applying it) or closed
    return { order, billingDate, attempt: m.renewal_attempts + 1, card };
  });
}

export async function ensureIntent(deps: BillingDeps, order: StoredOrderRow, billingDate: Date): Promise<string> {
  if (order.payment_intent_id) return order.payment_intent_id;
  const { db, payments } = deps;
  const pi = await payments.createIntent(
    {
      amount: order.total_cents,
      currency: order.currency,
      customerId: await customerIdOf(db, order.user_id, payments),
      description: `Tote membership renewal ${order.id}`,
      metadata: {
        orderId: String(order.id),
        userId: String(order.user_id),
        mode: 'renewal',
        renewalOf: billingDate.toISOString(),
      },
    },
    `${keyOf(order.user_id, billingDate)}-intent`,
  );
  await db
    .updateTable('orders')
    .set({ payment_intent_id: pi.id, provider: payments.kind })
    .where('id', '=', order.id)
    .where('payment_intent_id', 'is', null)
    .execute();
  const row = await db
    .selectFrom('orders')
    .select('payment_intent_id')
    .where('id', '=', order.id)
    .executeTakeFirstOrThrow();
  return row.payment_intent_id ?? pi.id;
}
