/**
 * Changes to the items already in the Tote, each under the user's lock (store.ts withToteLock):
 * removing (remembered as the last removal, which undo brings back), editing quantity, size or
 * color and the checked flag, and setting the checked set.
 */
import { sql } from 'kysely';
import type { SaleType } from '@tote/contract/tote';
import type { Db } from '../../platform/db/schema.js';
import { badRequest, notFound } from '../../platform/http/errors.js';
import { alreadyInTote, checkSku, skuByCode, toteFull, withToteLock, type Trx } from './store.js';

/** Removes these rows (all must be the user's) and makes them the last removal. */
async function removeRows(trx: Trx, userId: number, ids: number[]): Promise<void> {
  const rows = await trx
    .selectFrom('tote_items')
    .selectAll()
    .where('user_id', '=', userId)
    .where('id', 'in', ids)
    .execute();
  if (rows.length !== new Set(ids).size) {
    const mine = new Set(rows.map((r) => r.id));
    throw notFound(`Tote item ${ids.find((i) => !mine.has(i))}`);
  }
  await trx.deleteFrom('tote_removals').where('user_id', '=', userId).execute();
  await trx
    .insertInto('tote_removals')
    .values(
      rows.map((r) => ({
        user_id: userId,
        cart_item_id: r.id,
        sale_type: r.sale_type,
        sku_id: r.sku_id,
        quantity: r.quantity,
        checked: r.checked,
        position: r.position,
        item_created_at: r.created_at,
      })),
    )
    .execute();
  await trx.deleteFrom('tote_items').where('user_id', '=', userId).where('id', 'in', ids).execute();
}

export async function removeItems(db: Db, userId: number, ids: number[]): Promise<void> {
  await withToteLock(db, userId, (trx) => removeRows(trx, userId, ids));
}

export async function removeBySku(db: Db, userId: number, saleType: SaleType, code: string): Promise<void> {
  await withToteLock(db, userId, async (trx) => {
    const row = await trx
      .selectFrom('tote_items as t')
      .innerJoin('skus as s', 's.id', 't.sku_id')
      .select('t.id')
      .where('t.user_id', '=', userId)
      .where('t.sale_type', '=', saleType)
      .where('s.code', '=', code)
      .executeTakeFirst();
    if (!row) throw notFound(`${code} in your Tote`);
    await removeRows(trx, userId, [row.id]);
  });
}

export async function undoRemoval(db: Db, userId: number): Promise<void> {
  await withToteLock(db, userId, async (trx, user) => {
    const removed = await trx.selectFrom('tote_removals').selectAll().where('user_id', '=', userId).execute();
    if (removed.length === 0) throw notFound('A removal to undo');
    const present = await trx
      .selectFrom('tote_items')
      .select(['sale_type', 'sku_id'])
      .where('user_id', '=', userId)
      .execute();
    const key = (r: { sale_type: string; sku_id: number }) => `${r.sale_type}:${r.sku_id}`;
    const have = new Set(present.map(key));
    const restore = removed.filter((r) => !have.has(key(r)));
    const rentAfter =
      present.filter((r) => r.sale_type === 'rent').length + restore.filter((r) => r.sale_type === 'rent').length;
    if (restore.some((r) => r.sale_type === 'rent') && rentAfter > user.tote_upper_limit)
      throw toteFull(user.tote_upper_limit);
    if (restore.length > 0) {
      await trx
        .insertInto('tote_items')
        .values(
          restore.map((r) => ({
            id: r.cart_item_id,
            user_id: userId,
            sale_type: r.sale_type,
            sku_id: r.sku_id,
            quantity: r.quantity,
            checked: r.checked,
            position: r.position,
            created_at: r.item_created_at,
          })),
        )
        .execute();
    }
    await trx.deleteFrom('tote_removals').where('user_id', '=', userId).execute();
  });
}

export type EditInput = { cartItemId: number } & (
  { key: 'quantity'; value: number } | { key: 'sku'; value: string } | { key: 'checked'; value: boolean }
);

export async function editItem(db: Db, userId: number, input: EditInput): Promise<void> {
  await withToteLock(db, userId, async (trx) => {
    const item = await trx
      .selectFrom('tote_items as t')
      .innerJoin('skus as s', 's.id', 't.sku_id')
      .select(['t.id', 't.sale_type', 't.quantity', 't.sku_id', 's.product_id', 's.code'])
      .where('t.user_id', '=', userId)
      .where('t.id', '=', input.cartItemId)
      .executeTakeFirst();
    if (!item) throw notFound(`Tote item ${input.cartItemId}`);
    if (input.key === 'checked') {
      await trx.updateTable('tote_items').set({ checked: input.value }).where('id', '=', item.id).execute();
    } else if (input.key === 'quantity') {
      if (item.sale_type === 'rent') {
        if (input.value !== 1) throw badRequest('Invalid parameter value: rental items have a quantity of 1');
        return;
      }
      const sku = await skuByCode(trx, item.code, userId);
      if (input.value > item.quantity || sku.stock < input.value) checkSku(sku, 'purchase', input.value);
      await trx.updateTable('tote_items').set({ quantity: input.value }).where('id', '=', item.id).execute();
    } else {
      const sku = await skuByCode(trx, input.value, userId);
      if (sku.id === item.sku_id) return;
      if (sku.product_id !== item.product_id)
        throw badRequest('Invalid parameter value: the sku must be another size or color of the same product');
      const clash = await trx
        .selectFrom('tote_items')
        .select('id')
        .where('user_id', '=', userId)
        .where('sale_type', '=', item.sale_type)
        .where('sku_id', '=', sku.id)
        .executeTakeFirst();
      if (clash) throw alreadyInTote();
      checkSku(sku, item.sale_type, item.quantity);
      await trx.updateTable('tote_items').set({ sku_id: sku.id }).where('id', '=', item.id).execute();
    }
  });
}

/** Makes exactly these of the user's items checked (ids not in the Tote are ignored). */
export async function setChecked(db: Db, userId: number, ids: number[]): Promise<void> {
  await db
    .updateTable('tote_items')
    .set({ checked: ids.length ? sql<boolean>`id = any(${ids}::int[])` : false })
    .where('user_id', '=', userId)
    .execute();
}
