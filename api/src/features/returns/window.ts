/** The label window of an order (contract/returns.ts "The label window"). */
import { sql } from 'kysely';
import { RETURN_WINDOW_CLOSED_MESSAGE, type ReturnLabelWindow } from '@tote/contract/returns';
import type { Db } from '../../platform/db/schema.js';
import { DAY_MS, type ReturnSettings } from './settings.js';

export const NOT_DELIVERED_MESSAGE = 'Nothing of this order has been delivered yet.';

/** The window of the order: until its last delivery + labelDays. */
export async function labelWindow(
  db: Db,
  settings: ReturnSettings,
  orderId: number,
  now: Date,
): Promise<ReturnLabelWindow & { untilDate: Date | null }> {
  const row = await db
    .selectFrom('order_items')
    .select(sql<Date | string | null>`max(delivered_at)`.as('last'))
    .where('order_id', '=', orderId)
    .executeTakeFirst();
  const last = row?.last ? new Date(row.last) : null;
  const untilDate = last ? new Date(last.getTime() + settings.labelDays * DAY_MS) : null;
  const open = untilDate !== null && now.getTime() <= untilDate.getTime();
  return {
    orderId,
    open,
    until: untilDate?.toISOString() ?? null,
    reason: open ? '' : untilDate ? RETURN_WINDOW_CLOSED_MESSAGE : NOT_DELIVERED_MESSAGE,
    days: settings.labelDays,
    untilDate,
  };
}
