/**
 * Holds for the member who waited (contract/wishlist.ts "Holds"). A held unit is out of skus.stock, so every
 * reader of the stock (listings, facets, search, the Tote of others) sees it gone; its member's reads add her
 * hold back (stockFor). Every change of a hold first locks its SKU's row, as changeSkuStock does: two returns,
 * a lapse and a checkout of one SKU take turns, and a unit is never held twice.
 */
import { sql, type RawBuilder } from 'kysely';
import { ErrorCode } from '@tote/contract/codes';
import type { StockHold } from '@tote/contract/wishlist';
import { prebuilt } from '../../platform/db/prebuilt.js';
import type { Db } from '../../platform/db/schema.js';
import { ApiError } from '../../platform/http/errors.js';
import type { NotifiedRequest } from './back-in-stock.js';

/** A request served by a hold: who to tell, and until when. */
export interface HeldRequest extends NotifiedRequest {
  holdId: number;
  expiresAt: Date;
}

export const sizeHeld = (): ApiError =>
  new ApiError(
    ErrorCode.SIZE_HELD,
    'This size is held for a member who asked for it first. Ask to be told if it comes back.',
  );

const heldBy = (skuId: RawBuilder<number> | number, userId: number) =>
  sql<number>`(select count(*)::int from stock_holds h
     where h.sku_id = ${skuId} and h.user_id = ${userId} and h.state = 'active' and h.expires_at > now())`;

/** The stock of SKU row `s` as `userId` may take it: skus.stock plus her own hold on it. */
export const stockFor = (userId: number): RawBuilder<number> =>
  sql<number>`(s.stock + ${heldBy(sql.ref('s.id'), userId)})`;

/** Whether SKU row `s` has units held for members other than `userId` (refusals say 21007 then). */
export const heldForOthers = (userId: number): RawBuilder<boolean> =>
  sql<boolean>`exists (select 1 from stock_holds h
     where h.sku_id = s.id and h.user_id <> ${userId} and h.state = 'active')`;

/**
 * Serves up to `units` pending requests of the SKU, earliest first, with a hold each until `until` (in the
 * transaction that locked the SKU's row); the caller takes the held units out of the stock.
 */
export async function grantHolds(trx: Db, skuId: number, units: number, until: Date): Promise<HeldRequest[]> {
  if (units <= 0) return [];
  const next = await trx
    .selectFrom('stock_notifications as n')
    .innerJoin('users as u', 'u.id', 'n.user_id')
    .select([
      'n.user_id',
      'u.email',
      'u.name',
      sql<boolean>`coalesce((u.notify_config->'backInStock'->>'email')::boolean, true)`.as('wants_mail'),
    ])
    .where('n.sku_id', '=', skuId)
    .where('n.notified_at', 'is', null)
    // Not one who holds a unit of it already (she asked again after her hold began).
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('stock_holds as h')
            .select('h.id')
            .whereRef('h.user_id', '=', 'n.user_id')
            .where('h.sku_id', '=', skuId)
            .where('h.state', '=', 'active'),
        ),
      ),
    )
    .orderBy('n.created_at')
    .orderBy('n.user_id')
    .limit(units)
    .forUpdate('n')
    .execute();
  if (next.length === 0) return [];
  const users = next.map((r) => r.user_id);
  const holds = await trx
    .insertInto('stock_holds')
    .values(users.map((user_id) => ({ sku_id: skuId, user_id, expires_at: until })))
    .returning(['id', 'user_id'])
    .execute();
  await trx
    .updateTable('stock_notifications')
    .set({ notified_at: sql`now()` })
    .where('sku_id', '=', skuId)
    .where('user_id', 'in', users)
    .execute();
  return next.map((r) => ({
    holdId: holds.find((h) => h.user_id === r.user_id)!.id,
    userId: r.user_id,
    email: r.email,
    name: r.name,
    wantsMail: r.wants_mail,
    expiresAt: until,
  }));
}

/**
 * Takes `quantity` units of the SKU for `userId`'s order (its row locked): her active hold first (it is used),
 * the rest from the stock. False when there are not enough; 21007 when what is missing is held for others.
 */
export async function takeUnits(trx: Db, userId: number, skuId: number, quantity: number): Promise<boolean> {
  const sku = await trx
    .selectFrom('skus as s')
    .select(['s.stock', heldForOthers(userId).as('held_for_others')])
    .where('s.id', '=', skuId)
    .forNoKeyUpdate('s')
    .executeTakeFirstOrThrow();
  const used = await trx
    .updateTable('stock_holds')
    .set({ state: 'used', ended_at: sql`now()` })
    .where('sku_id', '=', skuId)
    .where('user_id', '=', userId)
    .where('state', '=', 'active')
    .where('expires_at', '>', sql<Date>`now()`)
    .returning('id')
    .executeTakeFirst();
  const fromStock = quantity - (used ? 1 : 0);
  if (sku.stock < fromStock) {
    if (sku.held_for_others) throw sizeHeld();
    return false;
  }
  if (fromStock > 0)
    await trx
      .updateTable('skus')
      .set({ stock: sql`stock - ${fromStock}` })
      .where('id', '=', skuId)
      .execute();
  return true;
}

/** The member's active holds, soonest to end first: built once (prebuilt.ts), read on every product page. */
const activeHolds = prebuilt(1, (db: Db, userId: number) =>
  db
    .selectFrom('stock_holds as h')
    .innerJoin('skus as s', 's.id', 'h.sku_id')
    .innerJoin('products as p', 'p.id', 's.product_id')
    .innerJoin('product_colors as c', 'c.id', 's.color_id')
    .select([
      'h.id',
      'h.expires_at',
      's.code',
      's.product_id',
      's.color_id',
      's.size_label',
      'p.title',
      'c.name as color_name',
    ])
    .where('h.user_id', '=', userId)
    .where('h.state', '=', 'active')
    .where('h.expires_at', '>', sql<Date>`now()`)
    .orderBy('h.expires_at')
    .orderBy('h.id'),
);

export async function listHolds(db: Db, userId: number): Promise<StockHold[]> {
  const rows = await activeHolds(db, userId);
  return rows.map((r) => ({
    holdId: r.id,
    sku: r.code,
    shopProductId: r.product_id,
    colorId: r.color_id,
    title: r.title,
    size: r.size_label,
    colorName: r.color_name,
    expiresAt: new Date(r.expires_at).toISOString(),
  }));
}
