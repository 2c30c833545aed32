/**
 * Return parcels on the fulfilment clock (contract/returns.ts "A return's travel"): one step moves
 * an order's first return parcel on its way one scan on — picked up (Return in Transit: its items
 * 'send-return'), then received at the warehouse (Returned: 'receive-return', and the returns
 * work's `arrived` in the same transaction). Like outbound steps, it locks the order `for update
 * skip locked`: a cancel or a confirm holding the order wins, and two ticks never move it twice.
 */
import type { ShipmentStatus } from '@tote/contract/order';
import { moveItems } from '../orders/index.js';
import type { Db } from '../../platform/db/schema.js';
import { scanParcel, touch, type ScannedLine } from './scans.js';
import type { FulfilmentDeps } from './deps.js';

/** Return parcels still on their way back. */
export const RETURNING: readonly ShipmentStatus[] = ['Requested', 'Return in Transit'];

export async function stepReturn(deps: FulfilmentDeps, orderId: number, now: Date): Promise<boolean> {
  return deps.db.transaction().execute(async (trx) => {
    const order = await trx
      .selectFrom('orders')
      .select('id')
      .where('id', '=', orderId)
      .forUpdate()
      .skipLocked()
      .executeTakeFirst();
    if (!order) return false;
    const parcel = await trx
      .selectFrom('shipments')
      .selectAll()
      .where('order_id', '=', orderId)
      .where('direction', '=', 'return')
      .where('status', 'in', [...RETURNING])
      .orderBy('id')
      .executeTakeFirst();
    if (!parcel) return false;
    const scanned = await scanParcel(trx, deps.provider, { ...parcel, direction: 'return' }, 'Returned', now);
    if (!scanned) return false;
    await returnScanned(trx, deps, parcel.id, scanned.lines, scanned.arrived, now);
    return touch(trx, orderId, now);
  });
}

/**
 * The lines of a return parcel that was picked up (on their way back) or arrived (returned, and the returns
 * work's `arrived` in the same transaction) move with it.
 */
export async function returnScanned(
  trx: Db,
  deps: Pick<FulfilmentDeps, 'returns'>,
  parcelId: number,
  lines: readonly ScannedLine[],
  arrived: boolean,
  now: Date,
): Promise<void> {
  const from = arrived ? ['return_requested', 'return_in_transit', 'unresolved'] : ['return_requested'];
  await moveItems(
    trx,
    lines.filter((l) => l.state !== null && from.includes(l.state)).map((l) => l.id),
    arrived ? 'receive-return' : 'send-return',
    now,
  );
  if (arrived) await deps.returns?.arrived(trx, parcelId, now);
}
