/** Reads of the order history (contract/order-history.ts): tabs of a user's checkouts and her rented items. */
import { sql, type Expression, type SqlBool } from 'kysely';
import type { OrderTab, RentalFilter, RentalHistoryDetail, RentalItem } from '@tote/contract/order-history';
import type { Db } from '../../platform/db/schema.js';
import { lineViews } from './views.js';
import { rentalBack, rentalOut, shipmentViews } from '../orders/index.js';

/** SQL: order `o` is in the current tab (contract/order-history.ts "Tabs"). */
const current = sql<SqlBool>`(o.status = 'Unpaid' or exists (select 1 from order_items i where i.order_id = o.id
  and (i.state in ('pending', 'shipped', 'return_requested', 'return_in_transit', 'unresolved')
    or (i.type = 'rent' and i.state = 'delivered' and i.bought_in_order_id is null))))`;

export const TAB_WHERE: Record<OrderTab, Expression<SqlBool>> = {
  current,
  cancelled: sql<SqlBool>`o.status = 'Cancelled'`,
  past: sql<SqlBool>`(o.status <> 'Cancelled' and not ${current})`,
};

const checkouts = (db: Db, userId: number) =>
  db.selectFrom('orders as o').where('o.user_id', '=', userId).where('o.mode', '<>', 'renewal');

export async function tabCounts(db: Db, userId: number): Promise<Record<OrderTab, number>> {
  const r = await checkouts(db, userId)
    .select([
      sql<number>`count(*) filter (where ${TAB_WHERE.current})::int`.as('current'),
      sql<number>`count(*) filter (where ${TAB_WHERE.past})::int`.as('past'),
      sql<number>`count(*) filter (where ${TAB_WHERE.cancelled})::int`.as('cancelled'),
    ])
    .executeTakeFirstOrThrow();
  return { current: Number(r.current), past: Number(r.past), cancelled: Number(r.cancelled) };
}

/** A page of the tab's order ids, newest first, and the tab's total. */
export async function tabPage(db: Db, userId: number, tab: OrderTab, pageIndex: number, pageSize: number) {
  const [rows, total] = await Promise.all([
    checkouts(db, userId)
      .select('o.id')
      .where(TAB_WHERE[tab])
      .orderBy('o.id', 'desc')
      .limit(pageSize)
      .offset((pageIndex - 1) * pageSize)
      .execute(),
    checkouts(db, userId)
      .select(sql<number>`count(*)::int`.as('n'))
      .where(TAB_WHERE[tab])
      .executeTakeFirstOrThrow(),
  ]);
  return { ids: rows.map((r) => r.id), total: Number(total.n) };
}

const FILTER_WHERE: Record<RentalFilter, Expression<SqlBool>> = {
  all: sql<SqlBool>`true`,
  out: rentalOut,
  back: rentalBack,
};

/** The user's rented items of paid orders (cancelled lines left out). */
const rentals = (db: Db, userId: number) =>
  db
    .selectFrom('order_items as i')
    .innerJoin('orders as o', 'o.id', 'i.order_id')
    .where('o.user_id', '=', userId)
    .where('i.type', '=', 'rent')
    .where('i.state', 'is not', null)
    .where('i.state', '<>', 'cancelled');

const iso = (d: Date | string | null): string | null => (d === null ? null : new Date(d).toISOString());

async function rentalItems(db: Db, userId: number, where: Expression<SqlBool>, limit: number, offset: number) {
  const rows = await rentals(db, userId)
    .select([
      'i.id',
      'i.order_id',
      'i.state',
      'i.shipped_at',
      'i.delivered_at',
      'i.returned_at',
      'i.bought_in_order_id',
      'o.paid_at',
      rentalOut.as('out'),
    ])
    .where(where)
    .orderBy('i.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
  const lines = new Map((await lineViews(db, { ids: rows.map((r) => r.id) }, true)).map((l) => [l.orderItemId, l]));
  return rows.map((r): RentalItem => ({
    orderItemId: r.id,
    orderId: r.order_id,
    line: lines.get(r.id)!,
    state: r.state!,
    out: Boolean(r.out),
    rentedAt: iso(r.paid_at)!,
    shippedAt: iso(r.shipped_at),
    deliveredAt: iso(r.delivered_at),
    returnedAt: iso(r.returned_at),
    boughtInOrderId: r.bought_in_order_id,
  }));
}

export async function rentalPage(
  db: Db,
  userId: number,
  filter: RentalFilter,
  pageIndex: number,
  pageSize: number,
): Promise<{ list: RentalItem[]; total: number }> {
  const [list, total] = await Promise.all([
    rentalItems(db, userId, FILTER_WHERE[filter], pageSize, (pageIndex - 1) * pageSize),
    rentals(db, userId)
      .select(sql<number>`count(*)::int`.as('n'))
      .where(FILTER_WHERE[filter])
      .executeTakeFirstOrThrow(),
  ]);
  return { list, total: Number(total.n) };
}

export async function rentalCounts(db: Db, userId: number): Promise<{ total: number; out: number; back: number }> {
  const r = await rentals(db, userId)
    .select([
      sql<number>`count(*)::int`.as('total'),
      sql<number>`count(*) filter (where ${rentalOut})::int`.as('out'),
      sql<number>`count(*) filter (where ${rentalBack})::int`.as('back'),
    ])
    .executeTakeFirstOrThrow();
  return { total: Number(r.total), out: Number(r.out), back: Number(r.back) };
}

/** One of the user's rented items, or undefined. */
export async function rentalItem(db: Db, userId: number, orderItemId: number): Promise<RentalItem | undefined> {
  return (await rentalItems(db, userId, sql<SqlBool>`i.id = ${orderItemId}`, 1, 0))[0];
}

/** The items with the parcels each travelled in (outbound first), read in one go for all their orders. */
export async function withParcels(db: Db, items: RentalItem[]): Promise<RentalHistoryDetail[]> {
  const parcels = await shipmentViews(db, [...new Set(items.map((i) => i.orderId))]);
  return items.map((i) => ({
    ...i,
    shipments: (parcels.get(i.orderId) ?? []).filter((s) => s.orderItemIds.includes(i.orderItemId)),
  }));
}
