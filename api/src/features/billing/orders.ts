/**
 * /order/create (contract/checkout.ts "Flow" 2): one open order per user, priced and reserved in one
 * transaction that holds the user's row; a free order is completed at once.
 */
import { sql } from 'kysely';
import type { CheckoutParams } from '@tote/contract/checkout';
import { ErrorCode } from '@tote/contract/codes';
import type { Db } from '../../platform/db/schema.js';
import { ApiError, notFound } from '../../platform/http/errors.js';
import { billingPart, shippingAddress } from '../address/index.js';
import { takeUnits } from '../inventory/index.js';
import { lockMember, settledMember, type MemberState } from '../member/index.js';
import type { StoredOrderRow } from '../orders/index.js';
import {
  IntentStateError,
  NOT_AVAILABLE_MESSAGE,
  ProviderUnavailableError,
  type CancellationReason,
} from '../payments/index.js';
import { usableCard } from './cards.js';
import { closeOrder, completeOrder, isCheckout, REPLACED_MESSAGE, type OrderRow } from './complete.js';
import { reservePromo } from './coupons.js';
import type { BillingDeps } from './deps.js';
import { priceCheckout, type Priced } from './pricing.js';
import { providerUnavailable } from './provider-errors.js';

export const checkNeeded = (): ApiError =>
  new ApiError(
    ErrorCode.PAYMENT_CHECK_NEEDED,
    'Your previous payment is still being processed. Check its result before paying again.',
  );

/** One of the user's orders, renewals included (only the order page shows those); else 20003. */
export async function loadStoredOrder(db: Db, userId: number, orderId: number): Promise<StoredOrderRow> {
  const o = await db
    .selectFrom('orders')
    .selectAll()
    .where('id', '=', orderId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!o) throw notFound(`Order ${orderId}`);
  return o;
}

/** One of the user's checkouts (a renewal order is the shop's own: 20003 like an unknown id). */
export async function loadOrder(db: Db, userId: number, orderId: number): Promise<OrderRow> {
  const o = await loadStoredOrder(db, userId, orderId);
  if (!isCheckout(o)) throw notFound(`Order ${orderId}`);
  return o;
}

/** The user's open checkout (renewal orders are not checkouts). */
export async function openOrder(db: Db, userId: number): Promise<OrderRow | undefined> {
  const o = await db
    .selectFrom('orders')
    .selectAll()
    .where('user_id', '=', userId)
    .where('status', '=', 'Unpaid')
    .where('renewal_of', 'is', null)
    .executeTakeFirst();
  return o && isCheckout(o) ? o : undefined;
}

/**
 * Before an open order can be closed, its PaymentIntent (if any) must not be able to charge any
 * more: cancel it at the provider. 30008 when it is processing or has already succeeded (its result
 * is on its way and will complete that order). `reason` 'abandoned' (a newer checkout) closes the
 * order with REPLACED_MESSAGE when the provider's event arrives; 'requested_by_customer' (the order
 * page's cancel) with CANCELED_MESSAGE.
 */
export async function stopOpenPayment(
  deps: BillingDeps,
  order: OrderRow,
  reason: CancellationReason = 'abandoned',
): Promise<void> {
  if (!order.payment_intent_id) return;
  try {
    const pi = await deps.payments.retrieveIntent(order.payment_intent_id);
    if (pi.status === 'processing' || pi.status === 'succeeded') throw checkNeeded();
    if (pi.status !== 'canceled')
      await deps.payments.cancelIntent(
        pi.id,
        reason,
        `tote-order-${order.id}-cancel${reason === 'abandoned' ? '' : `-${reason}`}`,
      );
  } catch (err) {
    if (err instanceof IntentStateError) throw checkNeeded();
    if (err instanceof ProviderUnavailableError) throw providerUnavailable(err);
    throw err;
  }
}

async function reserveStock(trx: Db, userId: number, priced: Priced): Promise<void> {
  // In (product, SKU) order, so that two checkouts lock the same SKUs, and the search rows of their
  // products (a trigger keeps product_search's sizes in stock, migration 012), in the same order.
  const held = priced.lines
    .filter((l) => l.sku_id !== null && (l.type === 'rent' || l.type === 'purchase'))
    .sort((a, b) => a.product_id! - b.product_id! || a.sku_id! - b.sku_id!);
  for (const l of held) {
    // The member's own hold on the size first (it is used), the rest from the stock.
    if (!(await takeUnits(trx, userId, l.sku_id!, l.quantity)))
      throw new ApiError(ErrorCode.SIZE_SOLD_OUT, `${l.title} is no longer available.`);
  }
}

async function reservePoints(trx: Db, userId: number, orderId: number, points: number): Promise<void> {
  if (points <= 0) return;
  const taken = await trx
    .updateTable('users')
    .set({ points: sql`points - ${points}` })
    .where('id', '=', userId)
    .where('points', '>=', points)
    .returning('id')
    .executeTakeFirst();
  if (!taken) throw new ApiError(ErrorCode.INSUFFICIENT_POINTS, 'You do not have enough points.');
  await trx
    .insertInto('point_log')
    .values({ user_id: userId, delta: -points, reason: 'checkout', ref: String(orderId) })
    .execute();
}

/** Creates the order (or answers the one made with the same idempotency key). */
export async function createOrder(
  deps: BillingDeps,
  userId: number,
  params: CheckoutParams,
  idempotencyKey?: string,
): Promise<OrderRow> {
  const { db, payments } = deps;
  const byKey = () =>
    idempotencyKey
      ? db
          .selectFrom('orders')
          .selectAll()
          .where('user_id', '=', userId)
          .where('idempotency_key', '=', idempotencyKey)
          .executeTakeFirst()
      : undefined;
  const earlier = await byKey();
  if (earlier && isCheckout(earlier)) return earlier;
  const previous = await openOrder(db, userId);
  if (previous) await stopOpenPayment(deps, previous);

  const orderId = await db.transaction().execute(async (trx) => {
    const now = new Date();
    const state = await lockMember(trx, userId, now);
    const again =
      idempotencyKey &&
      (await trx
        .selectFrom('orders')
        .select('id')
        .where('user_id', '=', userId)
        .where('idempotency_key', '=', idempotencyKey)
        .executeTakeFirst());
    if (again) return again.id;
    const open = await trx
      .selectFrom('orders')
      .selectAll()
      .where('user_id', '=', userId)
      .where('status', '=', 'Unpaid')
      .where('renewal_of', 'is', null)
      .forUpdate()
      .executeTakeFirst();
    if (open) {
      // A payment started on it after we stopped the previous one: its result decides first.
      if (open.payment_intent_id && (open.id !== previous?.id || open.payment_intent_id !== previous.payment_intent_id))
        throw checkNeeded();
      await closeOrder(trx, open, REPLACED_MESSAGE);
    }
    const address = await shippingAddress(trx, userId);
    if (!address) throw new ApiError(ErrorCode.CHECKOUT_INCOMPLETE, 'Add a shipping address first.');
    const priced = await priceCheckout(trx, state, params, { now });
    if (priced.total > 0 && payments.kind === 'unavailable')
      throw new ApiError(ErrorCode.PAYMENT_PROVIDER_ERROR, NOT_AVAILABLE_MESSAGE);
    const card = await usableCard(trx, userId, payments);
    const billing =
      card && !card.same_as_shipping && card.billing_address ? card.billing_address : billingPart(address);

    const order = await trx
      .insertInto('orders')
      .values({
        user_id: userId,
        mode: params.mode,
        plan_id: priced.plan?.id ?? null,
        subtotal_cents: priced.subtotal,
        discount_cents: priced.discount,
        points_used: priced.pointsUsed,
        total_cents: priced.total,
        coupon_id: priced.coupon?.id ?? null,
        coupon_code: priced.coupon?.code ?? null,
        idempotency_key: idempotencyKey ?? null,
        shipping_address: JSON.stringify(address),
        billing_address: JSON.stringify(billing),
        created_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('order_items')
      .values(
        priced.lines.map((l) => ({
          order_id: order.id,
          type: l.type,
          title: l.title,
          detail: l.detail,
          quantity: l.quantity,
          unit_cents: l.unit_cents,
          amount_cents: l.amount_cents,
          sku_id: l.sku_id,
          product_id: l.product_id,
          cart_item_id: l.cart_item_id,
          source_item_id: l.source_item_id,
          bought_in_order_id: null,
        })),
      )
      .execute();
    await reservePoints(trx, userId, order.id, priced.pointsUsed);
    if (priced.coupon) await reservePromo(trx, priced.coupon, userId, order.id);
    await reserveStock(trx, userId, priced);
    if (priced.total === 0) await completeOrder(trx, state, order, { payStatus: 'free', now });
    return order.id;
  });
  return loadOrder(db, userId, orderId);
}

/** /order/pre-pay-detail's pricing: the open order (which create would replace) gives its points and code back. */
export async function priceForUser(
  db: Db,
  userId: number,
  params: CheckoutParams,
): Promise<{ state: MemberState; priced: Priced }> {
  const state = await settledMember(db, userId);
  const open = await openOrder(db, userId);
  return { state, priced: await priceCheckout(db, state, params, { replacing: open ?? null }) };
}
