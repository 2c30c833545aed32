/** What the warehouse's events (events.ts, return-events.ts) share: their parcel, their refusal, their outcome. */
import { ErrorCode } from '@tote/contract/codes';
import type { ShipmentStatus } from '@tote/contract/order';
import type { Db } from '../../platform/db/schema.js';
import { ApiError, notFound } from '../../platform/http/errors.js';
import type { PendingRestock } from '../inventory/index.js';

/** What an applied event answers beyond its id: a new parcel's code, a stock change to announce after commit. */
export type Applied = { trackingCode: string | null; restock: PendingRestock | null };
export const nothing: Applied = { trackingCode: null, restock: null };

export const outOfOrder = (message: string) => new ApiError(ErrorCode.FULFILMENT_EVENT_OUT_OF_ORDER, message);

/** The parcel of a tracking number (20003 when none). */
export async function parcelOf(trx: Db, trackingNumber: string) {
  const parcel = await trx
    .selectFrom('shipments')
    .select(['id', 'order_id', 'direction', 'status'])
    .where('tracking_code', '=', trackingNumber)
    .executeTakeFirst();
  if (!parcel) throw notFound(`Parcel ${trackingNumber}`);
  return parcel satisfies { status: ShipmentStatus };
}
