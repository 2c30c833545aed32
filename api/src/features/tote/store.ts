/**
 * The Tote in the database. Every change runs in one transaction that first locks the user's row
 * (`select … for update` on users): changes of one user's Tote are serialized, so the rent limit
 * check (count, then insert) cannot race, and an idempotency key is looked up and stored under the
 * same lock. On PGlite (one connection) transactions are serialized anyway; the lock is what makes
 * it hold on PostgreSQL.
 */
import { sql, type Transaction } from 'kysely';
import { ErrorCode } from '@tote/contract/codes';
import { MAX_PURCHASE_QUANTITY, type AddToteResult, type SaleType } from '@tote/contract/tote';
import { prebuilt } from '../../platform/db/prebuilt.js';
import type { Database, Db } from '../../platform/db/schema.js';
import type { SubStatusValue } from '../auth/index.js';
import { ApiError, badRequest, notFound, offShelf } from '../../platform/http/errors.js';
import { rentalsOut } from '../orders/index.js';
import { heldForOthers, sizeHeld, stockFor } from '../inventory/index.js';

export type Trx = Transaction<Database>;
export { MAX_PURCHASE_QUANTITY };

export interface LockedUser {
  id: number;
  sub_status: SubStatusValue;
  tote_upper_limit: number;
}

export async function withToteLock<T>(
  db: Db,
  userId: number,
  fn: (trx: Trx, user: LockedUser) => Promise<T>,
): Promise<T> {
  return db.transaction().execute(async (trx) => {
    const user = await trx
      .selectFrom('users')
      .select(['id', 'sub_status', 'tote_upper_limit'])
      .where('id', '=', userId)
      .forUpdate()
      .executeTakeFirst();
    if (!user) throw notFound('User');
    return fn(trx, user);
  });
}

export const toteFull = (limit: number): ApiError =>
  new ApiError(ErrorCode.TOTE_FULL, `Your Tote is full: it holds up to ${limit} rental items.`);
export const soldOut = (): ApiError => new ApiError(ErrorCode.SIZE_SOLD_OUT, 'This size is sold out.');
export const alreadyInTote = (): ApiError =>
  new ApiError(ErrorCode.ALREADY_IN_TOTE, 'This size is already in your Tote.');

export function membershipRequired(status: SubStatusValue, limit: number): ApiError {
  const message =
    status === 'Paused'
      ? 'Your membership is paused. Resume it to rent again.'
      : status === 'Cancelled'
        ? 'Your membership has ended. Resubscribe to rent again.'
        : `Renting is for members. Subscribe to rent up to ${limit} items at a time.`;
  return new ApiError(ErrorCode.MEMBERSHIP_REQUIRED, message);
}

export function quantityUnavailable(stock: number): ApiError {
  return new ApiError(
    ErrorCode.QUANTITY_UNAVAILABLE,
    stock < MAX_PURCHASE_QUANTITY
      ? `Only ${stock} left in this size.`
      : `You can buy up to ${MAX_PURCHASE_QUANTITY} of an item.`,
  );
}

export interface SkuRow {
  id: number;
  code: string;
  product_id: number;
  color_id: number;
  /** What the shopper may take: the stock plus her own hold on the size (inventory's holds). */
  stock: number;
  on_shelf: boolean;
  /** Units of it are held for other members (a refusal says so). */
  held_for_others: boolean;
}

/** The SKU as `userId` sees it (her hold counted in its stock). */
export async function skuByCode(trx: Trx | Db, code: string, userId: number): Promise<SkuRow> {
  const row = await trx
    .selectFrom('skus as s')
    .innerJoin('products as p', 'p.id', 's.product_id')
    .select(['s.id', 's.code', 's.product_id', 's.color_id', 'p.on_shelf'])
    .select([stockFor(userId).as('stock'), heldForOthers(userId).as('held_for_others')])
    .where('s.code', '=', code)
    .executeTakeFirst();
  if (!row) throw notFound(`SKU ${code}`);
  return row;
}

/** Checks that a SKU may be put in a section with this quantity (stock, shelf). */
export function checkSku(sku: SkuRow, saleType: SaleType, quantity: number): void {
  if (!sku.on_shelf) throw offShelf();
  if (sku.stock <= 0) throw sku.held_for_others ? sizeHeld() : soldOut();
  if (saleType === 'purchase' && quantity > Math.min(sku.stock, MAX_PURCHASE_QUANTITY))
    throw quantityUnavailable(sku.stock);
}

/** The Tote's counts: built once (prebuilt.ts), read by /profile/info on every screen. */
const counts = prebuilt(1, (db: Db, userId: number) =>
  db
    .selectFrom('tote_items')
    .select([
      sql<number>`count(*) filter (where sale_type = 'rent')::int`.as('rent'),
      sql<number>`coalesce(sum(quantity) filter (where sale_type = 'purchase'), 0)::int`.as('purchase'),
    ])
    .where('user_id', '=', userId),
);

/** Pieces in the user's Tote: rent items and purchase quantities. */
export async function toteCounts(db: Trx | Db, userId: number): Promise<{ rentNum: number; purchaseNum: number }> {
  const [r] = await counts(db, userId);
  return { rentNum: Number(r?.rent ?? 0), purchaseNum: Number(r?.purchase ?? 0) };
}

/**
 * What an add needs, read in one statement under the Tote's lock: the SKU, the line it would join, the Tote's
 * counts and its last position (each statement of the add is a round trip to the database).
 */
async function addContext(trx: Trx, userId: number, saleType: SaleType, code: string) {
  const row = await trx
    .selectFrom('skus as s')
    .innerJoin('products as p', 'p.id', 's.product_id')
    .leftJoin('tote_items as line', (join) =>
      join.onRef('line.sku_id', '=', 's.id').on('line.user_id', '=', userId).on('line.sale_type', '=', saleType),
    )
    .innerJoinLateral(
      (eb) =>
        eb
          .selectFrom('tote_items')
          .select([
            sql<number>`count(*) filter (where sale_type = 'rent')::int`.as('rent'),
            sql<number>`coalesce(sum(quantity) filter (where sale_type = 'purchase'), 0)::int`.as('purchase'),
            sql<number>`coalesce(max(position), 0)::int`.as('last_position'),
          ])
          .where('user_id', '=', userId)
          .as('tote'),
      (join) => join.onTrue(),
    )
    .select(['s.id', 's.code', 's.product_id', 's.color_id', 'p.on_shelf'])
    .select([stockFor(userId).as('stock'), heldForOthers(userId).as('held_for_others')])
    .select(['line.id as line_id', 'line.quantity as line_quantity'])
    .select(['tote.rent', 'tote.purchase', 'tote.last_position'])
    .where('s.code', '=', code)
    .executeTakeFirst();
  if (!row) throw notFound(`SKU ${code}`);
  const { line_id, line_quantity, rent, purchase, last_position, ...sku } = row;
  return {
    sku,
    existing: line_id === null ? undefined : { id: line_id, quantity: Number(line_quantity) },
    counts: { rentNum: Number(rent), purchaseNum: Number(purchase) },
    position: Number(last_position) + 1,
  };
}

export interface AddInput {
  saleType: SaleType;
  sku: string;
  quantity?: number | undefined;
  idempotencyKey?: string | undefined;
}

export async function addToTote(db: Db, userId: number, input: AddInput): Promise<AddToteResult> {
  return withToteLock(db, userId, async (trx, user) => {
    if (input.idempotencyKey) {
      const done = await trx
        .selectFrom('tote_idempotency_keys')
        .select('result')
        .where('user_id', '=', userId)
        .where('key', '=', input.idempotencyKey)
        .executeTakeFirst();
      if (done) {
        const stored = (typeof done.result === 'string' ? JSON.parse(done.result) : done.result) as AddToteResult;
        // Results stored before they named the product.
        return { ...stored, productId: stored.productId ?? (await skuByCode(trx, stored.sku, userId)).product_id };
      }
    }
    if (input.saleType === 'rent' && input.quantity !== undefined && input.quantity !== 1)
      throw badRequest('Invalid parameter quantity: rental items have a quantity of 1');
    const quantity = input.quantity ?? 1;
    const { sku, existing, counts, position } = await addContext(trx, userId, input.saleType, input.sku);

    let cartItemId: number;
    let finalQuantity: number;
    if (input.saleType === 'rent') {
      if (user.sub_status !== 'Subscribed') throw membershipRequired(user.sub_status, user.tote_upper_limit);
      if (existing) throw alreadyInTote();
      checkSku(sku, 'rent', 1);
      // Rented items still out with the member take slots too (contract/order.ts "Item states").
      if (counts.rentNum + (await rentalsOut(trx, userId)) >= user.tote_upper_limit)
        throw toteFull(user.tote_upper_limit);
      const row = await trx
        .insertInto('tote_items')
        .values({ user_id: userId, sale_type: 'rent', sku_id: sku.id, quantity: 1, position })
        .returning('id')
        .executeTakeFirstOrThrow();
      cartItemId = row.id;
      finalQuantity = 1;
      counts.rentNum += 1;
    } else {
      finalQuantity = (existing?.quantity ?? 0) + quantity;
      checkSku(sku, 'purchase', finalQuantity);
      if (existing) {
        await trx.updateTable('tote_items').set({ quantity: finalQuantity }).where('id', '=', existing.id).execute();
        cartItemId = existing.id;
      } else {
        const row = await trx
          .insertInto('tote_items')
          .values({ user_id: userId, sale_type: 'purchase', sku_id: sku.id, quantity: finalQuantity, position })
          .returning('id')
          .executeTakeFirstOrThrow();
        cartItemId = row.id;
      }
      counts.purchaseNum += quantity;
    }
    // The counts after the add: the lock keeps every other change of this Tote out until the commit.
    const result: AddToteResult = {
      cartItemId,
      saleType: input.saleType,
      sku: sku.code,
      productId: sku.product_id,
      quantity: finalQuantity,
      ...counts,
      toteUpperLimit: user.tote_upper_limit,
    };
    if (input.idempotencyKey) {
      await trx
        .insertInto('tote_idempotency_keys')
        .values({ user_id: userId, key: input.idempotencyKey, result: JSON.stringify(result) })
        .execute();
    }
    return result;
  });
}
