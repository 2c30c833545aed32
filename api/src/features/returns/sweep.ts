/**
 * Returns that did not come back in time (contract/returns.ts "A return's travel"): a label not
 * used by its ticket's labelUntil, or a parcel sent more than transitDays ago and not arrived —
 * their items move by 'lose' (order Unresolved) and the parcel is Unresolved.
 */
import type { Db } from '../../platform/db/schema.js';
import { ITEM_TRANSITIONS, moveItems } from '../orders/index.js';
import { DAY_MS, type ReturnSettings } from './settings.js';
import { ticketItemIds } from './tickets.js';

const LOST_SCAN = {
  Requested: 'Not sent back: the return label was not used in time',
  'Return in Transit': 'Not received: the return parcel did not arrive in time',
} as const;

/** Answers how many tickets became Unresolved (of one order, or all). */
export async function loseOverdue(db: Db, settings: ReturnSettings, now: Date, orderId?: number): Promise<number> {
  const sentBefore = new Date(now.getTime() - settings.transitDays * DAY_MS);
  const overdue = await db
    .selectFrom('return_tickets as t')
    .innerJoin('shipments as s', 's.id', 't.shipment_id')
    .select(['t.id', 't.order_id', 't.shipment_id'])
    .where('t.cancelled_at', 'is', null)
    .where((eb) =>
      eb.or([
        eb.and([eb('s.status', '=', 'Requested'), eb('t.label_until', '<', now)]),
        eb.and([eb('s.status', '=', 'Return in Transit'), eb('s.shipped_at', '<', sentBefore)]),
      ]),
    )
    .$if(orderId !== undefined, (q) => q.where('t.order_id', '=', orderId!))
    .orderBy('t.id')
    .limit(200)
    .execute();
  let lost = 0;
  for (const t of overdue) if (await loseTicket(db, t, { now, sentBefore })) lost++;
  return lost;
}

async function loseTicket(
  db: Db,
  t: { id: number; order_id: number; shipment_id: number },
  at: { now: Date; sentBefore: Date },
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    await trx.selectFrom('orders').select('id').where('id', '=', t.order_id).forUpdate().execute();
    // Checked again under the order's lock: the parcel may have moved since.
    const s = await trx
      .selectFrom('shipments as s')
      .innerJoin('return_tickets as t', 't.shipment_id', 's.id')
      .select(['s.status', 's.shipped_at', 't.label_until', 't.cancelled_at'])
      .where('s.id', '=', t.shipment_id)
      .executeTakeFirstOrThrow();
    const due =
      s.cancelled_at === null &&
      ((s.status === 'Requested' && new Date(s.label_until) < at.now) ||
        (s.status === 'Return in Transit' && s.shipped_at !== null && new Date(s.shipped_at) < at.sentBefore));
    if (!due) return false;
    const items = await trx
      .selectFrom('order_items')
      .select(['id', 'state'])
      .where('id', 'in', await ticketItemIds(trx, t.id))
      .execute();
    await moveItems(
      trx,
      items.filter((i) => i.state !== null && ITEM_TRANSITIONS.lose.from.includes(i.state)).map((i) => i.id),
      'lose',
      at.now,
    );
    await trx
      .updateTable('shipments')
      .set({ status: 'Unresolved', updated_at: at.now })
      .where('id', '=', t.shipment_id)
      .execute();
    await trx
      .insertInto('shipment_events')
      .values({
        shipment_id: t.shipment_id,
        status: 'Unresolved',
        description: LOST_SCAN[s.status as keyof typeof LOST_SCAN],
        occurred_at: at.now,
      })
      .execute();
    return true;
  });
}
