/**
 * The entries of /order/list (contract/order-history.ts OrderSummary): what the order page says of
 * each order's head, lines and actions, read for the whole page at once — one query per table.
 */
import type { OrderSummary } from '@tote/contract/order-history';
import type { Db } from '../../platform/db/schema.js';
import { money } from '../catalog/index.js';
import { isCheckout, type OrderRow, type BillingDeps, COST_TYPE } from '../billing/index.js';
import { lineViews, paymentProcessing } from './views.js';
import { orderActions } from '../orders/index.js';

const iso = (d: Date | string): string => (d instanceof Date ? d : new Date(d)).toISOString();
const completed = (o: OrderRow): boolean => o.pay_status === 'success' || o.pay_status === 'free';

/** Each order's first receipt that is not a refund, by order id. */
async function firstReceipts(db: Db, orderIds: readonly number[]) {
  const rows = orderIds.length
    ? await db
        .selectFrom('receipts')
        .select(['id', 'order_id', 'status'])
        .where('order_id', 'in', orderIds)
        .where('cost_type', '<>', 'Refund')
        .orderBy('id')
        .execute()
    : [];
  const byOrder = new Map<number, (typeof rows)[number]>();
  for (const r of rows) if (r.order_id !== null && !byOrder.has(r.order_id)) byOrder.set(r.order_id, r);
  return byOrder;
}

/** The user's checkouts of the ids, in that order (anyone else's ids left out). */
export async function orderSummaries(
  deps: BillingDeps,
  userId: number,
  ids: readonly number[],
  log: (err: unknown) => void,
): Promise<OrderSummary[]> {
  const { db } = deps;
  if (ids.length === 0) return [];
  const [rows, items, receipts] = await Promise.all([
    db
      .selectFrom('orders')
      .selectAll()
      .where('id', 'in', ids)
      .where('user_id', '=', userId)
      .execute()
      .then((r) => r.filter(isCheckout)),
    db.selectFrom('order_items').select(['id', 'order_id']).where('order_id', 'in', ids).execute(),
    firstReceipts(db, ids),
  ]);
  const orders = new Map(rows.map((o) => [o.id, o]));
  const [lines, processing] = await Promise.all([
    lineViews(db, { ids: items.filter((i) => orders.has(i.order_id)).map((i) => i.id) }, (orderId) =>
      completed(orders.get(orderId)!),
    ),
    Promise.all(rows.map(async (o) => [o.id, await paymentProcessing(deps, o, log)] as const)).then((r) => new Map(r)),
  ]);
  const orderOf = new Map(items.map((i) => [i.id, i.order_id]));
  const linesOf = new Map(rows.map((o) => [o.id, lines.filter((l) => orderOf.get(l.orderItemId) === o.id)]));
  return ids.flatMap((id): OrderSummary[] => {
    const order = orders.get(id);
    if (!order) return [];
    const receipt = receipts.get(id);
    const orderLines = linesOf.get(id)!;
    const { primaryActions, secondaryActions } = orderActions({
      status: order.status,
      payStatus: order.pay_status,
      processing: processing.get(id)!,
      hasReceipt: Boolean(receipt),
      refunded: receipt?.status === 'refunded',
      items: orderLines.map((l) => ({ state: l.state, rent: l.type === 'rent' })),
    });
    return [
      {
        orderId: order.id,
        mode: order.mode,
        costType: COST_TYPE[order.mode],
        createdAt: iso(order.created_at),
        paidAt: order.paid_at ? iso(order.paid_at) : null,
        orderStatus: order.status,
        payStatus: order.pay_status,
        totalBilled: money(order.total_cents),
        currency: 'USD',
        lines: orderLines,
        primaryActions,
        secondaryActions,
      },
    ];
  });
}
