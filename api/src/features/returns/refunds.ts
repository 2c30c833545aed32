/**
 * Refunds of returned purchases (contract/returns.ts "Refunds"). A ticket's refund is recorded
 * (pending) in the transaction of its parcel's arrival, once per ticket; it is then made at the
 * payment provider under the refund's own idempotency key — two settlements at once, or one retried
 * after a failure, send the same key and the provider makes one refund — and the Refund receipt is
 * written by whichever settlement first finds it pending, under the refund row's lock.
 */
import { sql } from 'kysely';
import type { Db } from '../../platform/db/schema.js';
import { createRefundReceipt } from '../billing/index.js';
import type { PaymentProvider } from '../payments/index.js';

/** In the arrival's transaction: the ticket's refund, when it brings back purchases of a charged order. */
export async function recordRefund(trx: Db, shipmentId: number, now: Date): Promise<void> {
  const ticket = await trx
    .selectFrom('return_tickets')
    .select(['id', 'order_id'])
    .where('shipment_id', '=', shipmentId)
    .where('cancelled_at', 'is', null)
    .executeTakeFirst();
  if (!ticket) return;
  const order = await trx
    .selectFrom('orders')
    .select(['pay_status', 'payment_intent_id', 'total_cents'])
    .where('id', '=', ticket.order_id)
    .executeTakeFirstOrThrow();
  if (order.pay_status !== 'success' || !order.payment_intent_id) return;
  const [bought, refunded] = await Promise.all([
    trx
      .selectFrom('return_ticket_items as ti')
      .innerJoin('order_items as i', 'i.id', 'ti.order_item_id')
      .select(sql<number>`coalesce(sum(i.amount_cents), 0)::int`.as('n'))
      .where('ti.ticket_id', '=', ticket.id)
      .where('i.type', '=', 'purchase')
      .executeTakeFirstOrThrow(),
    trx
      .selectFrom('refunds')
      .select(sql<number>`coalesce(sum(amount_cents), 0)::int`.as('n'))
      .where('order_id', '=', ticket.order_id)
      .executeTakeFirstOrThrow(),
  ]);
  const amount = Math.min(Number(bought.n), order.total_cents - Number(refunded.n));
  if (amount <= 0) return;
  await trx
    .insertInto('refunds')
    .values({
      ticket_id: ticket.id,
      order_id: ticket.order_id,
      amount_cents: amount,
      idempotency_key: `tote-refund-ticket-${ticket.id}`,
      created_at: now,
    })
    .onConflict((oc) => oc.column('ticket_id').doNothing())
    .execute();
}

/**
 * Makes the pending refunds (of one order, or all) at the provider and writes their receipts;
 * answers how many this call completed. A refund the provider does not make now stays pending
 * for the next call; `onError` hears why.
 */
export async function settleRefunds(
  deps: { db: Db; payments: PaymentProvider },
  opts: { orderId?: number | undefined; now?: Date; onError?: (err: unknown, refundId: number) => void } = {},
): Promise<number> {
  const pending = await deps.db
    .selectFrom('refunds as r')
    .innerJoin('orders as o', 'o.id', 'r.order_id')
    .select(['r.id', 'r.amount_cents', 'r.idempotency_key', 'o.payment_intent_id'])
    .where('r.status', '=', 'pending')
    .$if(opts.orderId !== undefined, (q) => q.where('r.order_id', '=', opts.orderId!))
    .orderBy('r.id')
    .limit(100)
    .execute();
  let done = 0;
  for (const r of pending) {
    try {
      const made = await deps.payments.refund(r.payment_intent_id!, r.amount_cents, r.idempotency_key);
      if (made.status === 'failed' || made.status === 'canceled')
        throw new Error(`refund ${made.id} ${made.status} at the provider`);
      if (await completeRefund(deps.db, r.id, made.id, opts.now ?? new Date())) done++;
    } catch (err) {
      opts.onError?.(err, r.id);
    }
  }
  return done;
}

/** Writes the refund's receipt once: false when another settlement did it first. */
async function completeRefund(db: Db, refundId: number, providerRefundId: string, now: Date): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const refund = await trx
      .selectFrom('refunds')
      .selectAll()
      .where('id', '=', refundId)
      .forUpdate()
      .executeTakeFirst();
    if (!refund || refund.status !== 'pending') return false;
    const order = await trx
      .selectFrom('orders')
      .selectAll()
      .where('id', '=', refund.order_id)
      .executeTakeFirstOrThrow();
    const lines = await trx
      .selectFrom('return_ticket_items as ti')
      .innerJoin('order_items as i', 'i.id', 'ti.order_item_id')
      .select(['i.title', 'i.detail', 'i.quantity', 'i.amount_cents'])
      .where('ti.ticket_id', '=', refund.ticket_id)
      .where('i.type', '=', 'purchase')
      .orderBy('i.id')
      .execute();
    const receiptId = await createRefundReceipt(trx, order, lines, refund.amount_cents, now);
    await trx
      .updateTable('refunds')
      .set({ status: 'succeeded', provider_refund_id: providerRefundId, receipt_id: receiptId, refunded_at: now })
      .where('id', '=', refundId)
      .execute();
    return true;
  });
}
