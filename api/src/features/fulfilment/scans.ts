/** Booking parcels, writing their scans and marking their order as moved: outbound and return parcels alike. */
import type { Db } from '../../platform/db/schema.js';
import type { OrderItemState, ShipmentStatus } from '@tote/contract/order';
import type { CarrierEvent, FulfilmentProvider, ShipmentRequest } from './provider.js';

const eventRow = (e: CarrierEvent) => ({
  status: e.status,
  description: e.description,
  location: e.location,
  occurred_at: e.occurredAt,
});

/** Marks the order as moved now: the clock leaves it alone for a while (advanceFulfilment's settledBefore). */
export async function touch(trx: Db, orderId: number, now: Date): Promise<true> {
  await trx.updateTable('orders').set({ updated_at: now }).where('id', '=', orderId).execute();
  return true;
}

/** Books a parcel of the order's lines with the carrier and stores it with its first scan; answers its id. */
export async function bookParcel(
  trx: Db,
  provider: FulfilmentProvider,
  req: ShipmentRequest,
  orderItemIds: readonly number[],
  now: Date,
): Promise<number> {
  const booked = await provider.createShipment(req, now);
  const shipment = await trx
    .insertInto('shipments')
    .values({
      order_id: req.orderId,
      direction: req.direction,
      carrier: provider.carrier,
      tracking_code: booked.trackingCode,
      status: 'Requested',
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('shipment_items')
    .values(orderItemIds.map((id) => ({ shipment_id: shipment.id, order_item_id: id })))
    .execute();
  await trx
    .insertInto('shipment_events')
    .values({ shipment_id: shipment.id, ...eventRow(booked.event) })
    .execute();
  return shipment.id;
}

export interface ScannedLine {
  id: number;
  state: OrderItemState | null;
  bought_in_order_id: number | null;
}

/**
 * Moves a parcel one scan on at the carrier: its new events stored, its status and pick-up or arrival
 * time set. Answers the status it reached (`arrivedAt`: the status that means it arrived) and its lines,
 * or null when the carrier has nothing new.
 */
export async function scanParcel(
  trx: Db,
  provider: FulfilmentProvider,
  parcel: { id: number; tracking_code: string; status: ShipmentStatus; direction: 'outbound' | 'return' },
  arrivedAt: ShipmentStatus,
  now: Date,
): Promise<{ arrived: boolean; lines: ScannedLine[] } | null> {
  const events = await provider.events(
    { trackingCode: parcel.tracking_code, direction: parcel.direction, status: parcel.status },
    now,
  );
  return events.length ? recordScans(trx, parcel.id, events, arrivedAt, now) : null;
}

/**
 * Stores a parcel's new scans (at least one) and moves it to the last one's status, its pick-up or arrival time
 * set, with `set`'s columns (the carrier's tracking number and link, webhook.ts); answers whether it arrived and
 * its lines.
 */
export async function recordScans(
  trx: Db,
  parcelId: number,
  events: readonly CarrierEvent[],
  arrivedAt: ShipmentStatus,
  now: Date,
  set: { carrier?: string; tracking_code?: string; tracking_url?: string | null } = {},
): Promise<{ arrived: boolean; lines: ScannedLine[] }> {
  await trx
    .insertInto('shipment_events')
    .values(events.map((e) => ({ shipment_id: parcelId, ...eventRow(e) })))
    .execute();
  const arrived = events.at(-1)!.status === arrivedAt;
  await trx
    .updateTable('shipments')
    .set({
      status: events.at(-1)!.status,
      updated_at: now,
      ...(arrived ? { delivered_at: now } : { shipped_at: now }),
      ...set,
    })
    .where('id', '=', parcelId)
    .execute();
  const lines = await trx
    .selectFrom('shipment_items as si')
    .innerJoin('order_items as i', 'i.id', 'si.order_item_id')
    .select(['i.id', 'i.state', 'i.bought_in_order_id'])
    .where('si.shipment_id', '=', parcelId)
    .execute();
  return { arrived, lines };
}
