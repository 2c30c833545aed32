/**
 * Completing and closing orders. completeOrder applies what was paid for (membership, Tote,
 * rent-to-buy, referral reward, receipt) in the caller's transaction; closeOrder gives an open
 * order's reservations back; applyPaymentEvent is the shop's handler of the provider's events —
 * the only way a charged order becomes 'success'.
 */
import { sql } from 'kysely';
import type { CheckoutMode } from '@tote/contract/checkout';
import type { Db } from '../../platform/db/schema.js';
import {
  addMonths,
  type PlanRow,
  applyAction,
  applyRenewal,
  hasSubscribedBefore,
  lockMember,
  type MemberState,
} from '../member/index.js';
import type { PaymentEvent } from '../payments/index.js';
import { markBought, queueForFulfilment, type StoredOrderRow } from '../orders/index.js';
import { releasePromo } from './coupons.js';
import { MODE_ACTION } from './modes.js';
import { createReceipt } from './receipts.js';
import { rewardReferrer } from './referrals.js';

/** A stored order: a checkout, or a monthly renewal made by the sweep (mode 'renewal', renewals.ts). */
/** A checkout: the orders a user creates, sees and pays through /order/* (every mode but 'renewal'). */
export type OrderRow = StoredOrderRow & { mode: CheckoutMode };
export const isCheckout = (o: StoredOrderRow): o is OrderRow => o.mode !== 'renewal';

export const REPLACED_MESSAGE = 'This checkout was replaced by a newer one.';
export const CANCELED_MESSAGE = 'The payment was canceled.';

const notNull = <T>(v: T | null): v is T => v !== null;

export async function completeOrder(
  trx: Db,
  state: MemberState,
  order: StoredOrderRow,
  opts: { payStatus: 'success' | 'free'; now?: Date },
): Promise<void> {
  const now = opts.now ?? new Date();
  const items = await trx
    .selectFrom('order_items')
    .selectAll()
    .where('order_id', '=', order.id)
    .orderBy('id')
    .execute();
  const ships = items.some((i) => i.type === 'rent' || i.type === 'purchase');
  const done = await trx
    .updateTable('orders')
    .set({
      pay_status: opts.payStatus,
      pay_message: '',
      status: ships ? 'Requested' : 'Delivered',
      paid_at: now,
      updated_at: now,
    })
    .where('id', '=', order.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  if (ships) await queueForFulfilment(trx, order.id); // the fulfilment clock packs and ships it

  let plan: PlanRow | null = null;
  let period: { start: Date; end: Date } | null = null;
  const action = MODE_ACTION[order.mode];
  if (action) {
    plan = order.plan_id
      ? ((await trx.selectFrom('plans').selectAll().where('id', '=', order.plan_id).executeTakeFirst()) ?? null)
      : null;
    const first = action === 'subscribe' && !(await hasSubscribedBefore(trx, order.user_id));
    await applyAction(trx, state, action, { now, ...(plan ? { plan } : {}), orderId: order.id });
    if (first) await rewardReferrer(trx, order.user_id, order.id);
    period = { start: now, end: addMonths(now, 1) };
  } else if (order.mode === 'renewal' && order.renewal_of) {
    plan = order.plan_id
      ? ((await trx.selectFrom('plans').selectAll().where('id', '=', order.plan_id).executeTakeFirst()) ?? null)
      : null;
    period = await applyRenewal(trx, state, { billingDate: new Date(order.renewal_of), now, orderId: order.id });
  }
  const cartIds = items.map((i) => i.cart_item_id).filter(notNull);
  if (cartIds.length)
    await trx.deleteFrom('tote_items').where('user_id', '=', order.user_id).where('id', 'in', cartIds).execute();
  const rented = items.map((i) => i.source_item_id).filter(notNull);
  if (rented.length) {
    await trx.updateTable('order_items').set({ bought_in_order_id: order.id }).where('id', 'in', rented).execute();
    await markBought(trx, rented, now);
  }
  await createReceipt(trx, done, items, { plan, period, now });
}

/** Closes an open order: its points, promo code and stock are given back. */
export async function closeOrder(trx: Db, order: StoredOrderRow, message: string): Promise<void> {
  const closed = await trx
    .updateTable('orders')
    .set({ status: 'Cancelled', pay_status: 'failed', pay_message: message, updated_at: new Date() })
    .where('id', '=', order.id)
    .where('status', '=', 'Unpaid')
    .returning('id')
    .executeTakeFirst();
  if (closed) await giveBackReservations(trx, order);
}

/** What an order held gives back when it closes unshipped: its points, promo code and stock. */
export async function giveBackReservations(trx: Db, order: StoredOrderRow): Promise<void> {
  if (order.points_used > 0) {
    await trx
      .updateTable('users')
      .set({ points: sql`points + ${order.points_used}` })
      .where('id', '=', order.user_id)
      .execute();
    await trx
      .insertInto('point_log')
      .values({ user_id: order.user_id, delta: order.points_used, reason: 'checkout_refund', ref: String(order.id) })
      .execute();
  }
  await releasePromo(trx, order.id);
  const held = await trx
    .selectFrom('order_items')
    .select(['sku_id', 'quantity'])
    .where('order_id', '=', order.id)
    .where('type', 'in', ['rent', 'purchase'])
    .orderBy('product_id') // the lock order of reserveStock (orders.ts)
    .orderBy('sku_id')
    .execute();
  for (const h of held)
    if (h.sku_id !== null)
      await trx
        .updateTable('skus')
        .set({ stock: sql`stock + ${h.quantity}` })
        .where('id', '=', h.sku_id)
        .execute();
}

/** The provider's final word on an order's PaymentIntent (emulator events, Stripe webhooks). Idempotent. */
export async function applyPaymentEvent(db: Db, event: PaymentEvent): Promise<void> {
  const orderId = Number(event.intent.metadata.orderId);
  if (!Number.isInteger(orderId)) return;
  const head = await db
    .selectFrom('orders')
    .select(['user_id', 'payment_intent_id', 'pay_status'])
    .where('id', '=', orderId)
    .executeTakeFirst();
  if (!head || head.payment_intent_id !== event.intent.id) return;
  // A success is final (nothing undoes it): a repeat of the event — the confirm's own answer after the provider's
  // event, a webhook redelivered — has nothing to apply and needs no lock.
  if (event.type === 'payment_intent.succeeded' && head.pay_status === 'success') return;

  if (event.type === 'payment_intent.payment_failed') {
    await db
      .updateTable('orders')
      .set({
        pay_status: 'failed',
        pay_message: event.intent.lastError?.message ?? 'Your payment failed.',
        updated_at: new Date(),
      })
      .where('id', '=', orderId)
      .where('status', '=', 'Unpaid')
      .where('pay_status', 'in', ['pending', 'error', 'failed'])
      .execute();
    return;
  }
  // The user's row first, then the order: the same lock order as /order/create.
  await db.transaction().execute(async (trx) => {
    const state = await lockMember(trx, head.user_id);
    const order = await trx
      .selectFrom('orders')
      .selectAll()
      .where('id', '=', orderId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    if (event.type === 'payment_intent.canceled') {
      // A renewal order is closed by the renewal code that canceled it (renewals.ts), with its reason.
      if (order.status === 'Unpaid' && order.renewal_of === null)
        await closeOrder(
          trx,
          order,
          event.intent.cancellationReason === 'abandoned' ? REPLACED_MESSAGE : CANCELED_MESSAGE,
        );
      return;
    }
    if (order.pay_status !== 'success') await completeOrder(trx, state, order, { payStatus: 'success' });
  });
}
