/**
 * The return half of the warehouse's events (contract/fulfilment.ts "Events", "Inspection"): a return parcel
 * picked up and received, and a returned rental inspected — `fine` back on the shelf (stock +1), `needs-cleaning`
 * waiting for a later verdict, `damaged` or `lost` out of stock for good.
 */
import type { ShipmentStatus } from '@tote/contract/order';
import type { FulfilmentEvent } from '@tote/contract/v1/fulfilment';
import type { Db } from '../../platform/db/schema.js';
import { changeSkuStock } from '../inventory/index.js';
import type { FulfilmentDeps } from './deps.js';
import { nothing, outOfOrder, parcelOf, type Applied } from './event-parts.js';
import { returnScanned } from './return-parcels.js';
import { recordScans } from './scans.js';

/** Where a return parcel may be for each event, and the scan it writes. */
const RETURN_STEPS = {
  'return.shipped': {
    from: ['Requested'],
    scan: { status: 'Return in Transit', description: 'Return picked up: on its way back to Tote' },
  },
  'return.received': {
    from: ['Requested', 'Return in Transit', 'Unresolved'],
    scan: { status: 'Returned', description: 'Return received at the Tote warehouse' },
  },
} as const satisfies Record<
  string,
  { from: readonly ShipmentStatus[]; scan: { status: ShipmentStatus; description: string } }
>;

export async function returned(
  trx: Db,
  deps: FulfilmentDeps,
  e: Extract<FulfilmentEvent, { type: 'return.shipped' | 'return.received' }>,
  at: Date,
  now: Date,
): Promise<Applied> {
  const parcel = await parcelOf(trx, e.trackingNumber);
  const step = RETURN_STEPS[e.type];
  if (parcel.direction !== 'return' || !(step.from as readonly ShipmentStatus[]).includes(parcel.status))
    throw outOfOrder(
      parcel.direction === 'outbound'
        ? `Parcel ${e.trackingNumber} goes out to the member, not back.`
        : `Return parcel ${e.trackingNumber} can't be ${e.type === 'return.shipped' ? 'picked up' : 'received'}: ` +
            `it is ${parcel.status}.`,
    );
  const set =
    e.type === 'return.shipped'
      ? { ...(e.carrier ? { carrier: e.carrier } : {}), ...(e.trackingUrl ? { tracking_url: e.trackingUrl } : {}) }
      : {};
  const { lines, arrived } = await recordScans(
    trx,
    parcel.id,
    [{ ...step.scan, location: '', occurredAt: at }],
    'Returned',
    now,
    set,
  );
  await returnScanned(trx, deps, parcel.id, lines, arrived, now);
  return nothing;
}

export async function inspected(
  trx: Db,
  e: Extract<FulfilmentEvent, { type: 'item.inspected' }>,
  now: Date,
  holdUntil: Date,
): Promise<Applied> {
  const item = await trx
    .selectFrom('order_items')
    .select(['id', 'type', 'state', 'sku_id', 'inspection'])
    .where('id', '=', e.orderItemId)
    .executeTakeFirstOrThrow();
  if (item.type !== 'rent' || item.state !== 'returned')
    throw outOfOrder(`Order item ${item.id} can't be inspected: it has not come back to the warehouse.`);
  if (item.inspection !== null && item.inspection !== 'needs-cleaning')
    throw outOfOrder(`Order item ${item.id} was inspected already: ${item.inspection}.`);
  await trx
    .updateTable('order_items')
    .set({ inspection: e.outcome, inspected_at: now })
    .where('id', '=', item.id)
    .execute();
  const restock =
    e.outcome === 'fine' && item.sku_id !== null
      ? await changeSkuStock(trx, { id: item.sku_id }, (s) => s + 1, holdUntil)
      : null;
  return { trackingCode: null, restock };
}
