/**
 * A hold ends without an order: its member declines it, or it lapses (the sweep, clock.ts of this feature's
 * routes). Its unit passes to the next pending request of the SKU, else back to the stock; the next member's mail
 * goes out after the commit. The same sweep serves members waiting for a size whose stock came back past
 * changeSkuStock (serveWaiting).
 */
import { sql } from 'kysely';
import { ErrorCode } from '@tote/contract/codes';
import type { Db } from '../../platform/db/schema.js';
import { ApiError } from '../../platform/http/errors.js';
import type { Mailer } from '../../platform/mail/index.js';
import { grantHolds } from './holds.js';
import { lockSku, notifyRestocked, putInStock, type PendingRestock, type StockMailOptions } from './stock.js';

export interface HoldEndDeps {
  db: Db;
  mailer: Mailer;
  mail: StockMailOptions;
  /** How long the next member's hold lasts (STOCK_HOLD_HOURS). */
  holdMs: number;
}

/** Ends the active hold `holdId` (of `userId` when given) as `state`; null when it was not active. */
async function endHold(
  deps: HoldEndDeps,
  holdId: number,
  state: 'declined' | 'lapsed',
  userId?: number,
): Promise<PendingRestock | null> {
  const pending = await deps.db.transaction().execute(async (trx) => {
    let q = trx.selectFrom('stock_holds').select('sku_id').where('id', '=', holdId).where('state', '=', 'active');
    if (userId !== undefined) q = q.where('user_id', '=', userId);
    const hold = await q.executeTakeFirst();
    if (!hold) return null;
    // The SKU's row first, as every change of its stock or holds: then the hold, which may have ended meanwhile.
    const sku = await lockSku(trx, { id: hold.sku_id });
    const ended = await trx
      .updateTable('stock_holds')
      .set({ state, ended_at: sql`now()` })
      .where('id', '=', holdId)
      .where('state', '=', 'active')
      .returning('id')
      .executeTakeFirst();
    if (!ended) return null;
    const requests = await grantHolds(trx, sku.id, 1, new Date(Date.now() + deps.holdMs));
    if (requests.length === 0)
      await trx
        .updateTable('skus')
        .set({ stock: sql`stock + 1` })
        .where('id', '=', sku.id)
        .execute();
    const stock = sku.stock + (requests.length ? 0 : 1);
    return {
      change: { sku: sku.code, stock, previousStock: sku.stock, held: requests.length },
      sku: sku.info,
      skuId: sku.id,
      requests,
    };
  });
  if (pending) await notifyRestocked(deps.mailer, deps.mail, pending);
  return pending;
}

/** The member lets her hold go (/user/declineStockHold); 21008 when it is not her active hold. */
export async function declineHold(deps: HoldEndDeps, userId: number, holdId: number): Promise<void> {
  const ended = await endHold(deps, holdId, 'declined', userId);
  if (!ended) throw new ApiError(ErrorCode.HOLD_NOT_ACTIVE, 'This hold has ended already.');
}

/** Ends every hold that has lapsed by `asOf`; answers how many. */
export async function lapseHolds(deps: HoldEndDeps, asOf: Date): Promise<number> {
  const due = await deps.db
    .selectFrom('stock_holds')
    .select('id')
    .where('state', '=', 'active')
    .where('expires_at', '<=', asOf)
    .orderBy('expires_at')
    .execute();
  let lapsed = 0;
  for (const { id } of due) if (await endHold(deps, id, 'lapsed')) lapsed++;
  return lapsed;
}

/**
 * Units that came back without a restock (an order closed unpaid or cancelled before it shipped: billing gives its
 * reservations straight back to skus.stock) while members wait for that size: each such SKU serves its line with
 * holds as a restock would, and mails them after the commit. Run by the sweep; answers how many holds it made.
 */
export async function serveWaiting(deps: HoldEndDeps): Promise<number> {
  const waiting = await deps.db
    .selectFrom('stock_notifications as n')
    .innerJoin('skus as s', 's.id', 'n.sku_id')
    .select('s.id')
    .distinct()
    .where('n.notified_at', 'is', null)
    .where('s.stock', '>', 0)
    .execute();
  let granted = 0;
  for (const { id } of waiting) {
    const pending = await deps.db.transaction().execute(async (trx) => {
      const sku = await lockSku(trx, { id });
      return putInStock(trx, sku, sku.stock, new Date(Date.now() + deps.holdMs));
    });
    await notifyRestocked(deps.mailer, deps.mail, pending);
    granted += pending.requests.length;
  }
  return granted;
}
