/** Reads of an order's parcels with their carrier events (contract/order.ts ShipmentView). */
import type { ShipmentView } from '@tote/contract/order';
import type { Db } from '../../platform/db/schema.js';

const iso = (d: Date | string): string => (d instanceof Date ? d : new Date(d)).toISOString();
const isoOrNull = (d: Date | string | null): string | null => (d === null ? null : iso(d));

/** The parcels of the orders (outbound first, then returns, each oldest first), by order id. */
export async function shipmentViews(db: Db, orderIds: readonly number[]): Promise<Map<number, ShipmentView[]>> {
  const byOrder = new Map<number, ShipmentView[]>(orderIds.map((id) => [id, []]));
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .selectFrom('shipments')
    .leftJoin('return_tickets as t', 't.shipment_id', 'shipments.id')
    .selectAll('shipments')
    .select('t.id as ticket_id')
    .where('shipments.order_id', 'in', [...orderIds])
    .orderBy('shipments.direction')
    .orderBy('shipments.id')
    .execute();
  if (rows.length === 0) return byOrder;
  const ids = rows.map((r) => r.id);
  const [items, events] = await Promise.all([
    db.selectFrom('shipment_items').selectAll().where('shipment_id', 'in', ids).orderBy('order_item_id').execute(),
    db.selectFrom('shipment_events').selectAll().where('shipment_id', 'in', ids).orderBy('id').execute(),
  ]);
  for (const r of rows)
    byOrder.get(r.order_id)?.push({
      shipmentId: r.id,
      direction: r.direction,
      carrier: r.carrier,
      trackingCode: r.tracking_code,
      trackingUrl: r.tracking_url,
      status: r.status,
      orderItemIds: items.filter((i) => i.shipment_id === r.id).map((i) => i.order_item_id),
      createdAt: iso(r.created_at),
      shippedAt: isoOrNull(r.shipped_at),
      deliveredAt: isoOrNull(r.delivered_at),
      events: events
        .filter((e) => e.shipment_id === r.id)
        .map((e) => ({
          status: e.status,
          description: e.description,
          location: e.location,
          occurredAt: iso(e.occurred_at),
        })),
      returnTicketId: r.ticket_id,
    });
  return byOrder;
}
