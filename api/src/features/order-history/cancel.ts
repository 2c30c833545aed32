/**
 * Cancelling an order (contract/order.ts `/order/cancel`). An open (unpaid) one reuses the checkout's closing code:
 * stopOpenPayment (the PaymentIntent canceled at the provider first) and closeOrder (points, promo code and stock
 * back). A paid one only before it ships, and only if it charged nothing (free: rentals are in the membership). The
 * member's row, then the order's, are locked as /order/create does; the fulfilment clock locks the order too, so the
 * order ends cancelled or shipped, never both.
 */
import { ErrorCode } from '@tote/contract/codes';
import { ORDER_CANCELLED_MESSAGE, ORDER_NOT_CANCELLABLE_MESSAGE, ORDER_SHIPPED_MESSAGE } from '@tote/contract/order';
import type { Db } from '../../platform/db/schema.js';
import { ApiError } from '../../platform/http/errors.js';
import { lockMember } from '../member/index.js';
import {
  CANCELED_MESSAGE,
  closeOrder,
  giveBackReservations,
  type OrderRow,
  type BillingDeps,
  checkNeeded,
  loadOrder,
  stopOpenPayment,
} from '../billing/index.js';
import { moveItems, cancellable } from '../orders/index.js';

export async function cancelUnshipped(db: Db, userId: number, orderId: number, now = new Date()): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await lockMember(trx, userId, now);
    const order = await trx
      .selectFrom('orders')
      .selectAll()
      .where('id', '=', orderId)
      .where('user_id', '=', userId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    if (order.status === 'Cancelled') return; // cancelling twice is fine
    if (!cancellable({ status: order.status, payStatus: order.pay_status, processing: false })) {
      const shipped = await trx
        .selectFrom('order_items')
        .select('id')
        .where('order_id', '=', orderId)
        .where('shipped_at', 'is not', null)
        .executeTakeFirst();
      // Shipped since the page offered "Cancel order": what the shopper came to do can no longer be done, so they go
      // back where they came from (SPEC §8 'back': redirect_uri, else home), as from any page that went stale.
      if (shipped) throw new ApiError(ErrorCode.ORDER_NOT_CANCELLABLE, ORDER_SHIPPED_MESSAGE, 'back');
      throw new ApiError(ErrorCode.ORDER_NOT_CANCELLABLE, ORDER_NOT_CANCELLABLE_MESSAGE);
    }
    const pending = await trx
      .selectFrom('order_items')
      .select('id')
      .where('order_id', '=', orderId)
      .where('state', '=', 'pending')
      .execute();
    await moveItems(
      trx,
      pending.map((i) => i.id),
      'cancel',
      now,
    );
    await trx
      .updateTable('shipments')
      .set({ status: 'Cancelled', updated_at: now })
      .where('order_id', '=', orderId)
      .where('status', '=', 'Requested')
      .execute();
    await trx
      .updateTable('orders')
      .set({ status: 'Cancelled', pay_message: ORDER_CANCELLED_MESSAGE, updated_at: now })
      .where('id', '=', orderId)
      .execute();
    await giveBackReservations(trx, order);
  });
}

/** Cancels the user's open order (contract/order.ts `/order/cancel`); answers the order as it is then. */
export async function cancelOrder(deps: BillingDeps, userId: number, orderId: number): Promise<OrderRow> {
  const { db } = deps;
  const order = await loadOrder(db, userId, orderId);
  if (order.status === 'Cancelled') return order; // already closed
  if (order.pay_status === 'free') {
    await cancelUnshipped(db, userId, orderId); // free and nothing shipped yet, else 23006
    return loadOrder(db, userId, orderId);
  }
  if (order.pay_status === 'success')
    throw new ApiError(ErrorCode.ORDER_NOT_CANCELLABLE, ORDER_NOT_CANCELLABLE_MESSAGE);
  await stopOpenPayment(deps, order, 'requested_by_customer');
  await db.transaction().execute(async (trx) => {
    // The user's row first, then the order: the same lock order as /order/create.
    await lockMember(trx, userId);
    const now = await trx
      .selectFrom('orders')
      .selectAll()
      .where('id', '=', order.id)
      .forUpdate()
      .executeTakeFirstOrThrow();
    if (now.status === 'Unpaid') {
      // A payment started on it after we stopped the previous one: its result decides first.
      if (now.payment_intent_id && now.payment_intent_id !== order.payment_intent_id) throw checkNeeded();
      await closeOrder(trx, now, ORDER_CANCELLED_MESSAGE);
    } else if (now.status === 'Cancelled' && now.pay_message === CANCELED_MESSAGE) {
      // The provider's cancel event closed it while we canceled its PaymentIntent: say who did.
      await trx.updateTable('orders').set({ pay_message: ORDER_CANCELLED_MESSAGE }).where('id', '=', now.id).execute();
    }
  });
  return loadOrder(db, userId, orderId);
}
