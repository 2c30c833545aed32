/** Booking parcels, writing their scans and marking their order as moved: outbound and return parcels alike. */
import type { Db } from '../db/schema.js';
import type { CarrierEvent, FulfilmentProvider, ShipmentRequest } from './provider.js';

export const eventRow = (e: CarrierEvent) => ({
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
