/**
 * Cancelling a paid order before it ships (contract/order.ts `/order/cancel`): only an order that
 * charged nothing (free: rentals are in the membership) and of which nothing has shipped. The
 * member's row, then the order's, are locked as /order/create does; the fulfilment clock locks
 * the order too, so the order ends cancelled or shipped, never both.
 */
import { ErrorCode } from '@tote/contract/codes';
import { ORDER_CANCELLED_MESSAGE, ORDER_NOT_CANCELLABLE_MESSAGE, ORDER_SHIPPED_MESSAGE } from '@tote/contract/order';
import type { Db } from '../../platform/db/schema.js';
import { ApiError } from '../../platform/http/errors.js';
import { lockMember } from '../member/store.js';
import { giveBackReservations } from '../billing/complete.js';
import { moveItems } from '../orders/items.js';
import { cancellable } from '../orders/lifecycle.js';

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
      throw new ApiError(
        ErrorCode.ORDER_NOT_CANCELLABLE,
        shipped ? ORDER_SHIPPED_MESSAGE : ORDER_NOT_CANCELLABLE_MESSAGE,
      );
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
