/**
 * The lifecycle's database side: moving order items through ITEM_TRANSITIONS (lifecycle.ts) and
 * keeping each order's stored status equal to orderStatusOf its items. Callers lock the order row
 * (`for update`) first; moveItems checks every item before it changes any, so a refused move
 * changes nothing.
 */
import { sql } from 'kysely';
import type { OrderItemState, OrderStatus } from '@tote/contract/order';
import type { Db } from '../../platform/db/schema.js';
import { notFound } from '../../platform/http/errors.js';
import { BACK_STATES, nextItemState, orderStatusOf, OUT_STATES, type ItemEvent } from './lifecycle.js';

/** The timestamp column an item state sets. */
const STAMP: Partial<Record<OrderItemState, 'shipped_at' | 'delivered_at' | 'returned_at'>> = {
  shipped: 'shipped_at',
  delivered: 'delivered_at',
  returned: 'returned_at',
};

/** Recomputes and stores an order's status from its items; answers it. */
export async function refreshOrderStatus(trx: Db, orderId: number, now = new Date()): Promise<OrderStatus> {
  const order = await trx.selectFrom('orders').select('status').where('id', '=', orderId).executeTakeFirstOrThrow();
  const items = await trx.selectFrom('order_items').select(['state', 'type']).where('order_id', '=', orderId).execute();
  const status = orderStatusOf(
    order.status,
    items.map((i) => ({ state: i.state, rent: i.type === 'rent' })),
  );
  if (status !== order.status)
    await trx.updateTable('orders').set({ status, updated_at: now }).where('id', '=', orderId).execute();
  return status;
}

/**
 * Moves the items by `event` (all or nothing: 23007 when one of them can't move, 20003 for an
 * unknown id) and refreshes their orders' statuses. Locks the orders in id order.
 */
export async function moveItems(trx: Db, orderItemIds: readonly number[], event: ItemEvent, now = new Date()) {
  if (orderItemIds.length === 0) return;
  const ids = [...new Set(orderItemIds)];
  const orderIds = await trx
    .selectFrom('order_items')
    .select('order_id')
    .distinct()
    .where('id', 'in', ids)
    .orderBy('order_id')
    .execute();
  for (const o of orderIds)
    await trx.selectFrom('orders').select('id').where('id', '=', o.order_id).forUpdate().execute();
  const items = await trx.selectFrom('order_items').select(['id', 'state']).where('id', 'in', ids).execute();
  const missing = ids.find((id) => !items.some((i) => i.id === id));
  if (missing !== undefined) throw notFound(`Order item ${missing}`);
  const moves = items.map((i) => ({ id: i.id, to: nextItemState(i.state, event) }));
  for (const to of new Set(moves.map((m) => m.to))) {
    const stamp = STAMP[to];
    await trx
      .updateTable('order_items')
      .set({ state: to, ...(stamp ? { [stamp]: now } : {}) })
      .where(
        'id',
        'in',
        moves.filter((m) => m.to === to).map((m) => m.id),
      )
      .execute();
  }
  for (const o of orderIds) await refreshOrderStatus(trx, o.order_id, now);
}

/**
 * Rented items that came back to the warehouse (the returns work calls this when a return
 * parcel arrives): their Tote slots are free again, and a box they locked may unlock.
 */
export async function markReturned(db: Db, orderItemIds: readonly number[], now = new Date()): Promise<void> {
  await db.transaction().execute((trx) => moveItems(trx, orderItemIds, 'receive-return', now));
}

/** Rented items the member bought (rent-to-buy, in the paying transaction): those already out become 'bought'. */
export async function markBought(trx: Db, orderItemIds: readonly number[], now = new Date()): Promise<void> {
  const out = await trx
    .selectFrom('order_items')
    .select('id')
    .where('id', 'in', orderItemIds.length ? orderItemIds : [0])
    .where('state', 'in', ['shipped', 'delivered', 'return_requested'])
    .execute();
  await moveItems(
    trx,
    out.map((i) => i.id),
    'buy',
    now,
  );
}

/** SQL: the rented line `i` is out with its member (takes a Tote slot). */
export const rentalOut = sql<boolean>`(i.type = 'rent' and i.bought_in_order_id is null
  and i.state in (${sql.join(OUT_STATES.map((s) => sql.lit(s)))}))`;

/** How many rented items the user has out (each takes one of her tote_upper_limit slots). */
export async function rentalsOut(db: Db, userId: number): Promise<number> {
  const r = await db
    .selectFrom('order_items as i')
    .innerJoin('orders as o', 'o.id', 'i.order_id')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('o.user_id', '=', userId)
    .where(rentalOut)
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

/** SQL: the rented line `i` has come back (returned, or bought). */
export const rentalBack = sql<boolean>`(i.bought_in_order_id is not null
  or i.state in (${sql.join(BACK_STATES.map((s) => sql.lit(s)))}))`;

/** A paid order that ships: its rent and purchase lines wait in the warehouse for the fulfilment clock. */
export async function queueForFulfilment(trx: Db, orderId: number): Promise<void> {
  await trx
    .updateTable('order_items')
    .set({ state: 'pending' })
    .where('order_id', '=', orderId)
    .where('type', 'in', ['rent', 'purchase'])
    .where('state', 'is', null)
    .execute();
}
