/**
 * Return tickets (contract/returns.ts): confirming one (items asked back and a return parcel
 * booked, in one transaction holding the order's row, so that two confirms for the same item end in
 * one ticket), cancelling one, and the ticket's view.
 */
import { randomBytes } from 'node:crypto';
import type { Selectable } from 'kysely';
import { ErrorCode } from '@tote/contract/codes';
import { RETURN_WINDOW_CLOSED_MESSAGE, type ReturnTicketDetail } from '@tote/contract/returns';
import type { Db } from '../../platform/db/schema.js';
import { lineViews } from '../order-history/index.js';
import { bookParcel } from '../fulfilment/index.js';
import { ApiError, notFound } from '../../platform/http/errors.js';
import { moveItems, shipmentViews } from '../orders/index.js';
import { money } from '../catalog/index.js';
import type { ReturnDeps } from './settings.js';
import type { ReturnTicketTable } from './tables.js';
import { labelWindow } from './window.js';

export type TicketRow = Selectable<ReturnTicketTable>;

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'; // no 0/O, 1/I

/** "R-7KQ2-M9XD": 40 random bits, unique in the table. */
export function newReturnCode(): string {
  const chars = [...randomBytes(8)].map((b) => CODE_ALPHABET[b % CODE_ALPHABET.length]).join('');
  return `R-${chars.slice(0, 4)}-${chars.slice(4)}`;
}

export const labelPath = (ticketId: number): string => `/v1/return/label?ticketId=${ticketId}`;

/** One of the user's tickets; 20003 for another user's or an unknown id. */
export async function loadTicket(db: Db, userId: number, ticketId: number): Promise<TicketRow> {
  const t = await db
    .selectFrom('return_tickets')
    .selectAll()
    .where('id', '=', ticketId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!t) throw notFound(`Return ticket ${ticketId}`);
  return t;
}

/** The shop's page of a return ticket. */
export const ticketPagePath = (ticketId: number): string => `/return/${ticketId}`;

/** The open (not cancelled) ticket holding every one of these items, if one does. */
async function openTicketHolding(db: Db, orderItemIds: readonly number[]): Promise<number | null> {
  const rows = await db
    .selectFrom('return_ticket_items as i')
    .innerJoin('return_tickets as t', 't.id', 'i.ticket_id')
    .select('t.id')
    .where('i.order_item_id', 'in', orderItemIds)
    .where('t.cancelled_at', 'is', null)
    .execute();
  const tickets = new Set(rows.map((r) => r.id));
  return rows.length === orderItemIds.length && tickets.size === 1 ? [...tickets][0]! : null;
}

/**
 * Asks the items of the user's order back: one ticket, its parcel booked (contract/returns.ts `/return/confirm`).
 * Items already asked back in one open ticket (a second tab, a second press) answer 23007 with action 'redirect' to
 * that ticket's page: the return the shopper is making exists, and that page is where it now lives (SPEC §8).
 */
export async function confirmReturn(
  deps: ReturnDeps,
  userId: number,
  orderId: number,
  orderItemIds: readonly number[],
  now = new Date(),
): Promise<number> {
  const ids = [...new Set(orderItemIds)];
  return deps.db.transaction().execute(async (trx) => {
    const order = await trx
      .selectFrom('orders')
      .select('id')
      .where('id', '=', orderId)
      .where('user_id', '=', userId)
      .forUpdate()
      .executeTakeFirst();
    if (!order) throw notFound(`Order ${orderId}`);
    const mine = await trx
      .selectFrom('order_items')
      .select('id')
      .where('order_id', '=', orderId)
      .where('id', 'in', ids)
      .execute();
    const missing = ids.find((id) => !mine.some((i) => i.id === id));
    if (missing !== undefined) throw notFound(`Order item ${missing}`);
    const asked = await openTicketHolding(trx, ids);
    if (asked !== null) throw new ApiError(ErrorCode.ORDER_ITEM_STATE, ticketPagePath(asked), 'redirect');
    const window = await labelWindow(trx, deps.settings, orderId, now);
    if (!window.open || !window.untilDate)
      throw new ApiError(ErrorCode.ORDER_ITEM_STATE, window.reason || RETURN_WINDOW_CLOSED_MESSAGE);
    await moveItems(trx, ids, 'request-return', now); // 23007 unless every item is delivered
    const parcels = await trx
      .selectFrom('shipments')
      .select('id')
      .where('order_id', '=', orderId)
      .where('direction', '=', 'return')
      .execute();
    const shipmentId = await bookParcel(
      trx,
      deps.carrier,
      { orderId, direction: 'return', parcel: parcels.length + 1 },
      ids,
      now,
    );
    const ticket = await trx
      .insertInto('return_tickets')
      .values({
        user_id: userId,
        order_id: orderId,
        shipment_id: shipmentId,
        code: newReturnCode(),
        label_until: window.untilDate,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('return_ticket_items')
      .values(ids.map((id) => ({ ticket_id: ticket.id, order_item_id: id })))
      .execute();
    return ticket.id;
  });
}

/** Cancels the user's ticket while its parcel waits for the carrier (contract/returns.ts `/return/cancel`). */
export async function cancelReturn(db: Db, userId: number, ticketId: number, now = new Date()): Promise<void> {
  const ticket = await loadTicket(db, userId, ticketId);
  await db.transaction().execute(async (trx) => {
    await trx.selectFrom('orders').select('id').where('id', '=', ticket.order_id).forUpdate().execute();
    const current = await trx
      .selectFrom('return_tickets')
      .select('cancelled_at')
      .where('id', '=', ticketId)
      .executeTakeFirstOrThrow();
    if (current.cancelled_at) return;
    // The lifecycle refuses unless every item still waits for its return (23007, nothing changes).
    await moveItems(trx, await ticketItemIds(trx, ticketId), 'cancel-return', now);
    await trx
      .updateTable('shipments')
      .set({ status: 'Cancelled', updated_at: now })
      .where('id', '=', ticket.shipment_id)
      .execute();
    await trx
      .insertInto('shipment_events')
      .values({
        shipment_id: ticket.shipment_id,
        status: 'Cancelled',
        description: 'Return cancelled: the label is void',
        occurred_at: now,
      })
      .execute();
    await trx.updateTable('return_tickets').set({ cancelled_at: now }).where('id', '=', ticketId).execute();
  });
}

export async function ticketItemIds(db: Db, ticketId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('return_ticket_items')
    .select('order_item_id')
    .where('ticket_id', '=', ticketId)
    .orderBy('order_item_id')
    .execute();
  return rows.map((r) => r.order_item_id);
}

export async function ticketDetail(db: Db, ticket: TicketRow): Promise<ReturnTicketDetail> {
  const [items, shipments, refund] = await Promise.all([
    ticketItemIds(db, ticket.id).then((ids) => lineViews(db, { ids }, true)),
    shipmentViews(db, [ticket.order_id]),
    db.selectFrom('refunds').selectAll().where('ticket_id', '=', ticket.id).executeTakeFirst(),
  ]);
  const shipment = shipments.get(ticket.order_id)!.find((s) => s.shipmentId === ticket.shipment_id)!;
  const status = ticket.cancelled_at || shipment.status === 'Cancelled' ? 'Cancelled' : shipment.status;
  return {
    ticketId: ticket.id,
    orderId: ticket.order_id,
    returnCode: ticket.code,
    status: status as ReturnTicketDetail['status'],
    items,
    labelUrl:
      status === 'Requested' && Date.now() <= new Date(ticket.label_until).getTime() ? labelPath(ticket.id) : null,
    labelUntil: new Date(ticket.label_until).toISOString(),
    shipment,
    refund: refund
      ? {
          amount: money(refund.amount_cents),
          status: refund.status,
          receiptId: refund.receipt_id,
          refundedAt: refund.refunded_at ? new Date(refund.refunded_at).toISOString() : null,
        }
      : null,
    createdAt: new Date(ticket.created_at).toISOString(),
  };
}
