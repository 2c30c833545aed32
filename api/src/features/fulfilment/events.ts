/**
 * The warehouse's and carrier's events applied to orders (contract/fulfilment.ts "Events"). Each event runs in one
 * transaction that first locks its order and records its id: a repeated event (or two deliveries of one at once:
 * the second waits for the order's lock, then finds the id) changes nothing again. An event that does not fit
 * throws (20003 unknown, 23011 out of order), which rolls back its id too, so it may be sent again once it fits.
 */
import type { FulfilmentEventResult } from '@tote/contract/fulfilment';
import type { ShipmentStatus } from '@tote/contract/order';
import type { FulfilmentEvent } from '@tote/contract/v1/fulfilment';
import type { Db } from '../../platform/db/schema.js';
import { notFound } from '../../platform/http/errors.js';
import type { PendingRestock } from '../inventory/index.js';
import type { FulfilmentDeps } from './deps.js';
import { nothing, outOfOrder, parcelOf, type Applied } from './event-parts.js';
import { inspected, returned } from './return-events.js';
import { bookParcel, recordScans, touch } from './scans.js';
import { outboundScanned } from './service.js';

/** The order the event is about (20003 when there is none). */
async function orderIdOf(trx: Db, e: FulfilmentEvent): Promise<number> {
  if ('orderId' in e) {
    const order = await trx.selectFrom('orders').select('id').where('id', '=', e.orderId).executeTakeFirst();
    if (!order) throw notFound(`Order ${e.orderId}`);
    return order.id;
  }
  if (e.type === 'item.inspected') {
    const item = await trx
      .selectFrom('order_items')
      .select('order_id')
      .where('id', '=', e.orderItemId)
      .executeTakeFirst();
    if (!item) throw notFound(`Order item ${e.orderItemId}`);
    return item.order_id;
  }
  return (await parcelOf(trx, e.trackingNumber)).order_id;
}

/** Applies one event; answers its result and a stock change whose back-in-stock mails go out after it commits. */
export async function applyEvent(
  deps: FulfilmentDeps,
  e: FulfilmentEvent,
  now = new Date(),
): Promise<FulfilmentEventResult & { restock: PendingRestock | null }> {
  return deps.db.transaction().execute(async (trx) => {
    const orderId = await orderIdOf(trx, e);
    await trx.selectFrom('orders').select('id').where('id', '=', orderId).forUpdate().execute();
    const fresh = await trx
      .insertInto('fulfilment_events')
      .values({ event_id: e.id, type: e.type, order_id: orderId })
      .onConflict((oc) => oc.column('event_id').doNothing())
      .returning('event_id')
      .executeTakeFirst();
    if (!fresh) return { id: e.id, duplicate: true, orderId, trackingCode: null, restock: null };
    const at = e.occurredAt ? new Date(e.occurredAt) : now;
    const applied = await apply(trx, deps, e, orderId, at, now);
    await touch(trx, orderId, now);
    return { id: e.id, duplicate: false, orderId, ...applied };
  });
}

function apply(trx: Db, deps: FulfilmentDeps, e: FulfilmentEvent, orderId: number, at: Date, now: Date) {
  switch (e.type) {
    case 'order.packed':
      return packed(trx, deps, orderId, e.orderItemIds, now);
    case 'parcel.shipped':
      return shipped(trx, e, orderId, at, now);
    case 'parcel.scanned':
      return scanned(trx, e, at, now);
    case 'parcel.delivered':
      return delivered(trx, e.trackingNumber, at, now);
    case 'return.shipped':
    case 'return.received':
      return returned(trx, deps, e, at, now);
    case 'item.inspected':
      return inspected(trx, e, now, new Date(now.getTime() + deps.holdMs));
  }
}

/** The order's lines waiting to ship that no parcel holds yet. */
async function unpacked(trx: Db, orderId: number): Promise<number[]> {
  const rows = await trx
    .selectFrom('order_items as i')
    .select('i.id')
    .where('i.order_id', '=', orderId)
    .where('i.state', '=', 'pending')
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('shipment_items as si')
            .innerJoin('shipments as s', 's.id', 'si.shipment_id')
            .select('si.order_item_id')
            .whereRef('si.order_item_id', '=', 'i.id')
            .where('s.status', '<>', 'Cancelled'),
        ),
      ),
    )
    .orderBy('i.id')
    .execute();
  return rows.map((r) => r.id);
}

async function orderLines(trx: Db, orderId: number, ids: readonly number[]): Promise<void> {
  const found = await trx.selectFrom('order_items').select('id').where('order_id', '=', orderId).execute();
  const missing = ids.find((id) => !found.some((f) => f.id === id));
  if (missing !== undefined) throw notFound(`Order item ${missing} of order ${orderId}`);
}

async function packed(trx: Db, deps: FulfilmentDeps, orderId: number, ids: number[] | undefined, now: Date) {
  const waiting = await unpacked(trx, orderId);
  if (ids) await orderLines(trx, orderId, ids);
  const lines = ids ? [...new Set(ids)] : waiting;
  const late = lines.find((id) => !waiting.includes(id));
  if (lines.length === 0 || late !== undefined)
    throw outOfOrder(
      late !== undefined
        ? `Order item ${late} is not waiting to be packed.`
        : `Order ${orderId} has nothing waiting to be packed.`,
    );
  const count = await trx
    .selectFrom('shipments')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('order_id', '=', orderId)
    .where('direction', '=', 'outbound')
    .executeTakeFirstOrThrow();
  const parcelId = await bookParcel(
    trx,
    deps.provider,
    { orderId, direction: 'outbound', parcel: Number(count.n) + 1 },
    lines,
    now,
  );
  const parcel = await trx
    .selectFrom('shipments')
    .select('tracking_code')
    .where('id', '=', parcelId)
    .executeTakeFirstOrThrow();
  return { trackingCode: parcel.tracking_code, restock: null };
}

async function shipped(
  trx: Db,
  e: Extract<FulfilmentEvent, { type: 'parcel.shipped' }>,
  orderId: number,
  at: Date,
  now: Date,
): Promise<Applied> {
  if (e.orderItemIds) await orderLines(trx, orderId, e.orderItemIds);
  const waiting = await trx
    .selectFrom('shipments as s')
    .innerJoin('shipment_items as si', 'si.shipment_id', 's.id')
    .select(['s.id', (eb) => eb.fn.agg<number[]>('array_agg', ['si.order_item_id']).as('items')])
    .where('s.order_id', '=', orderId)
    .where('s.direction', '=', 'outbound')
    .where('s.status', '=', 'Requested')
    .groupBy('s.id')
    .orderBy('s.id')
    .execute();
  const parcel = waiting.find((p) => (e.orderItemIds ?? []).every((id) => p.items.map(Number).includes(id)));
  if (!parcel)
    throw outOfOrder(
      `Order ${orderId} has no packed parcel${e.orderItemIds ? ' holding those items' : ''} waiting for the ` +
        'carrier: send order.packed first.',
    );
  const taken = await trx
    .selectFrom('shipments')
    .select('id')
    .where('tracking_code', '=', e.trackingNumber)
    .where('id', '<>', parcel.id) // the warehouse may ship it under the shop's own reference
    .executeTakeFirst();
  if (taken) throw outOfOrder(`Tracking number ${e.trackingNumber} belongs to another parcel.`);
  const scan = { status: 'Incoming' as const, description: `Picked up by ${e.carrier}`, location: '', occurredAt: at };
  const { lines } = await recordScans(trx, parcel.id, [scan], 'Delivered', now, {
    carrier: e.carrier,
    tracking_code: e.trackingNumber,
    tracking_url: e.trackingUrl ?? null,
  });
  await outboundScanned(trx, lines, false, now);
  return nothing;
}

const ON_THE_WAY: readonly ShipmentStatus[] = ['Incoming', 'Return in Transit'];

async function scanned(
  trx: Db,
  e: Extract<FulfilmentEvent, { type: 'parcel.scanned' }>,
  at: Date,
  now: Date,
): Promise<Applied> {
  const parcel = await parcelOf(trx, e.trackingNumber);
  if (!ON_THE_WAY.includes(parcel.status))
    throw outOfOrder(`Parcel ${e.trackingNumber} is not on its way (it is ${parcel.status}).`);
  await trx
    .insertInto('shipment_events')
    .values({
      shipment_id: parcel.id,
      status: parcel.status,
      description: e.description ?? 'In transit',
      location: e.location,
      occurred_at: at,
    })
    .execute();
  await trx.updateTable('shipments').set({ updated_at: now }).where('id', '=', parcel.id).execute();
  return nothing;
}

async function delivered(trx: Db, trackingNumber: string, at: Date, now: Date): Promise<Applied> {
  const parcel = await parcelOf(trx, trackingNumber);
  if (parcel.direction !== 'outbound' || parcel.status !== 'Incoming')
    throw outOfOrder(
      parcel.direction === 'return'
        ? `Parcel ${trackingNumber} is a return: send return.received.`
        : `Parcel ${trackingNumber} can't be delivered: it is ${parcel.status}.`,
    );
  const scan = { status: 'Delivered' as const, description: 'Delivered', location: '', occurredAt: at };
  const { lines } = await recordScans(trx, parcel.id, [scan], 'Delivered', now);
  await outboundScanned(trx, lines, true, now);
  return nothing;
}
