/**
 * The fulfilment service: moves paid orders through the carrier, one step per order per tick
 * (contract/fulfilment.ts). A step packs an order (its parcels booked: one, or two for more than
 * SPLIT_OVER items), or moves one parcel one scan on — the first parcel not picked up yet, else
 * the first not delivered yet — so a two-parcel order passes Requested → Partially Incoming →
 * Incoming → Partially Delivered → Delivered. Each step locks its order (`for update skip
 * locked`): a cancel holding the order wins, and the step runs next tick if it still applies;
 * two api instances never step the same order at once. Return parcels (booked by the returns
 * work) travel on the same clock: return-parcels.ts.
 */
import type { OrderStatus } from '@tote/contract/order';
import type { Db } from '../../platform/db/schema.js';
import { moveItems } from '../orders/index.js';
import type { FulfilmentDeps } from './deps.js';
import { bookParcel, scanParcel, touch, type ScannedLine } from './scans.js';
import { RETURNING, stepReturn } from './return-parcels.js';

/** Orders of more items than this ship in two parcels. */
export const SPLIT_OVER = 2;
/** The statuses of orders still on their way to the member. */
export const MOVING: readonly OrderStatus[] = ['Requested', 'Incoming', 'Partially Incoming', 'Partially Delivered'];

async function pack(trx: Db, deps: FulfilmentDeps, orderId: number, now: Date): Promise<boolean> {
  const items = await trx
    .selectFrom('order_items')
    .select('id')
    .where('order_id', '=', orderId)
    .where('state', '=', 'pending')
    .orderBy('id')
    .execute();
  if (items.length === 0) return false;
  const half = items.length > SPLIT_OVER ? Math.ceil(items.length / 2) : items.length;
  const parcels = [items.slice(0, half), items.slice(half)].filter((p) => p.length > 0);
  for (const [n, parcel] of parcels.entries())
    await bookParcel(
      trx,
      deps.provider,
      { orderId, direction: 'outbound', parcel: n + 1 },
      parcel.map((i) => i.id),
      now,
    );
  return true;
}

/** One step of one order (its outbound parcels first, else its return parcels); answers whether it moved. */
export async function stepOrder(deps: FulfilmentDeps, orderId: number, now = new Date()): Promise<boolean> {
  return (await stepOutbound(deps, orderId, now)) || stepReturn(deps, orderId, now);
}

async function stepOutbound(deps: FulfilmentDeps, orderId: number, now: Date): Promise<boolean> {
  return deps.db.transaction().execute(async (trx) => {
    const order = await trx
      .selectFrom('orders')
      .select('id')
      .where('id', '=', orderId)
      .where('status', 'in', [...MOVING])
      .forUpdate()
      .skipLocked()
      .executeTakeFirst();
    if (!order) return false;
    const parcels = await trx
      .selectFrom('shipments')
      .selectAll()
      .where('order_id', '=', orderId)
      .where('direction', '=', 'outbound')
      .where('status', '<>', 'Cancelled')
      .orderBy('id')
      .execute();
    if (parcels.length === 0) return (await pack(trx, deps, orderId, now)) && touch(trx, orderId, now);
    const parcel = parcels.find((p) => p.status === 'Requested') ?? parcels.find((p) => p.status === 'Incoming');
    if (!parcel) return false;
    const scanned = await scanParcel(trx, deps.provider, { ...parcel, direction: 'outbound' }, 'Delivered', now);
    if (!scanned) return false;
    await outboundScanned(trx, scanned.lines, scanned.arrived, now);
    return touch(trx, orderId, now);
  });
}

/**
 * The lines of an outbound parcel that was picked up (shipped) or delivered move with it; a line bought on
 * the way (rent-to-buy before delivery) is the member's once delivered.
 */
export async function outboundScanned(trx: Db, lines: readonly ScannedLine[], delivered: boolean, now: Date) {
  const moving = lines.filter((l) => l.state === (delivered ? 'shipped' : 'pending')).map((l) => l.id);
  await moveItems(trx, moving, delivered ? 'deliver' : 'ship', now);
  const bought = lines.filter((l) => delivered && l.bought_in_order_id !== null && moving.includes(l.id));
  await moveItems(
    trx,
    bought.map((l) => l.id),
    'buy',
    now,
  );
}

/**
 * The orders a tick of the clock moves: those on their way, or with a return parcel on its way
 * (oldest first, up to `batch`); with
 * `settledBefore`, only those that last moved (were paid, packed, scanned) before then — the clock's
 * own ticks never move an order straight after its payment or its previous step.
 */
export async function ordersDue(db: Db, opts: { batch?: number; settledBefore?: Date } = {}): Promise<number[]> {
  const rows = await db
    .selectFrom('orders')
    .select('id')
    .where((eb) =>
      eb.or([
        eb('status', 'in', [...MOVING]),
        eb.exists(
          eb
            .selectFrom('shipments as r')
            .select('r.id')
            .whereRef('r.order_id', '=', 'orders.id')
            .where('r.direction', '=', 'return')
            .where('r.status', 'in', [...RETURNING]),
        ),
      ]),
    )
    .$if(opts.settledBefore !== undefined, (q) => q.where('updated_at', '<=', opts.settledBefore!))
    .orderBy('id')
    .limit(opts.batch ?? 200)
    .execute();
  return rows.map((o) => o.id);
}

/**
 * `steps` ticks of the clock for one order, or for every order due (ordersDue); answers how many
 * steps moved something. With FULFILMENT=webhook no parcel moves: only the returns' work runs.
 */
export async function advanceFulfilment(
  deps: FulfilmentDeps,
  opts: { orderId?: number | undefined; steps?: number; now?: Date; batch?: number; settledBefore?: Date } = {},
): Promise<number> {
  let moved = 0;
  for (let s = 0; s < (deps.simulated ? (opts.steps ?? 1) : 0); s++) {
    const ids = opts.orderId !== undefined ? [opts.orderId] : await ordersDue(deps.db, opts);
    for (const id of ids) if (await stepOrder(deps, id, opts.now ?? new Date())) moved++;
  }
  await deps.returns?.tick(opts.now ?? new Date(), opts.orderId);
  return moved;
}

/**
 * Claims the clock's tick for this period: true for exactly one api instance per `intervalMs`
 * (a compare-and-set on the one fulfilment_clock row).
 */
export async function claimTick(db: Db, intervalMs: number, now = new Date()): Promise<boolean> {
  const row = await db
    .updateTable('fulfilment_clock')
    .set({ ticked_at: now })
    .where('id', '=', 1)
    .where('ticked_at', '<=', new Date(now.getTime() - intervalMs * 0.9))
    .returning('id')
    .executeTakeFirst();
  return Boolean(row);
}
