/**
 * /order/pay and /order/queryPayResult (contract/checkout.ts "Flow" 3–4). One PaymentIntent per
 * order, created with a key derived from the order; each confirm carries a key derived from the
 * client's idempotencyKey, so a repeated press is one confirm at the provider and one charge.
 * The order turns 'success' only through applyPaymentEvent (the provider's events, or its answer to
 * our confirm).
 */
import type { PayParams, PayResult } from '@tote/contract/checkout';
import { ErrorCode } from '@tote/contract/codes';
import type { CardBrand } from '@tote/contract/payment';
import type { Db } from '../db/schema.js';
import { ApiError } from '../http/errors.js';
import { money } from '../catalog/cards.js';
import { settledMember } from '../member/store.js';
import { IntentStateError, ProviderUnavailableError, type IntentView } from '../payments/provider.js';
import { customerIdOf, usableCard } from './cards.js';
import { applyPaymentEvent, type OrderRow } from './complete.js';
import type { BillingDeps } from './deps.js';
import { assertModeAllowed, MODE_ACTION } from './modes.js';
import { checkNeeded, loadOrder } from './orders.js';
import { fromProvider, PROVIDER_DOWN_MESSAGE, providerUnavailable } from './provider-errors.js';

const orderClosed = (): ApiError =>
  new ApiError(ErrorCode.ORDER_CLOSED, 'This order is closed: start the checkout again.');

async function receiptIdOf(db: Db, orderId: number): Promise<number | null> {
  // The order's own receipt, not a Refund receipt of its return.
  const r = await db
    .selectFrom('receipts')
    .select('id')
    .where('order_id', '=', orderId)
    .where('cost_type', '<>', 'Refund')
    .executeTakeFirst();
  return r?.id ?? null;
}

export async function payResult(db: Db, order: OrderRow, intent: IntentView | null): Promise<PayResult> {
  return {
    orderId: order.id,
    orderIds: [order.id],
    mode: order.mode,
    status: order.pay_status,
    orderStatus: order.status,
    message: order.pay_message,
    totalBilled: money(order.total_cents),
    currency: 'USD',
    redirectUri: MODE_ACTION[order.mode] ? '/account/my-subscription' : `/order/${order.id}`,
    card:
      order.card_brand && order.card_last4 ? { brand: order.card_brand as CardBrand, last4: order.card_last4 } : null,
    paymentIntent: intent
      ? { id: intent.id, clientSecret: intent.clientSecret, status: intent.status, nextAction: intent.nextAction }
      : null,
    receiptId: order.pay_status === 'success' || order.pay_status === 'free' ? await receiptIdOf(db, order.id) : null,
  };
}

/** The payment method to charge: the one sent, else the saved card (23004 without either). */
async function paymentMethodFor(
  deps: BillingDeps,
  userId: number,
  sent: string | undefined,
): Promise<{ id: string; brand: string | null; last4: string | null }> {
  const card = await usableCard(deps.db, userId, deps.payments);
  if (sent)
    return {
      id: sent,
      brand: card?.payment_method_id === sent ? card.brand : null,
      last4: card?.payment_method_id === sent ? card.last4 : null,
    };
  if (!card) throw new ApiError(ErrorCode.CHECKOUT_INCOMPLETE, 'Add a payment method first.');
  return { id: card.payment_method_id, brand: card.brand, last4: card.last4 };
}

async function ensureIntent(deps: BillingDeps, order: OrderRow): Promise<string> {
  if (order.payment_intent_id) return order.payment_intent_id;
  const { db, payments } = deps;
  const pi = await payments.createIntent(
    {
      amount: order.total_cents,
      currency: order.currency,
      customerId: await customerIdOf(db, order.user_id, payments),
      description: `Tote order ${order.id}`,
      metadata: { orderId: String(order.id), userId: String(order.user_id), mode: order.mode },
    },
    `tote-order-${order.id}-intent`,
  );
  await db
    .updateTable('orders')
    .set({ payment_intent_id: pi.id, provider: payments.kind })
    .where('id', '=', order.id)
    .where('payment_intent_id', 'is', null)
    .execute();
  return pi.id;
}

/** The card of this attempt goes on the order first: the receipt written when it succeeds shows it. */
async function recordCard(
  db: Db,
  orderId: number,
  card: { id: string; brand: string | null; last4: string | null },
): Promise<void> {
  await db
    .updateTable('orders')
    .set({ payment_method_id: card.id, card_brand: card.brand, card_last4: card.last4, updated_at: new Date() })
    .where('id', '=', orderId)
    .where('status', '=', 'Unpaid')
    .execute();
}

/** Records what the confirm said, never undoing a success the provider's event already applied. */
async function recordAttempt(db: Db, orderId: number, pi: IntentView): Promise<void> {
  const failed = pi.status === 'requires_payment_method' && pi.lastError;
  await db
    .updateTable('orders')
    .set({
      updated_at: new Date(),
      ...(failed
        ? { pay_status: 'failed', pay_message: pi.lastError!.message }
        : { pay_status: 'pending', pay_message: '' }),
    })
    .where('id', '=', orderId)
    .where('status', '=', 'Unpaid')
    .where('pay_status', 'in', ['pending', 'failed', 'error'])
    .execute();
}

/** The intent of an order that is already paid (null for a free order or when the provider cannot say). */
async function paidIntent(deps: BillingDeps, order: OrderRow): Promise<IntentView | null> {
  return order.payment_intent_id ? deps.payments.retrieveIntent(order.payment_intent_id).catch(() => null) : null;
}

export async function payOrder(deps: BillingDeps, userId: number, p: PayParams): Promise<PayResult> {
  const { db, payments } = deps;
  const order = await loadOrder(db, userId, p.orderId);
  if (order.pay_status === 'success' || order.pay_status === 'free')
    return payResult(db, order, await paidIntent(deps, order));
  if (order.status === 'Cancelled') throw orderClosed();
  await assertModeAllowed(db, await settledMember(db, userId), order.mode);
  const card = await paymentMethodFor(deps, userId, p.paymentMethodId);
  const returnUrl = p.returnUrl ?? `${deps.webOrigin}/payment-result-check?orderIds=${order.id}`;

  let pi: IntentView;
  try {
    if (order.payment_intent_id && (await payments.retrieveIntent(order.payment_intent_id)).status === 'processing')
      throw checkNeeded();
    const intentId = await ensureIntent(deps, order);
    await recordCard(db, order.id, card);
    pi = await payments.confirmIntent(
      intentId,
      { paymentMethodId: card.id, returnUrl },
      `tote-order-${order.id}-confirm-${p.idempotencyKey}`,
    );
  } catch (err) {
    if (err instanceof IntentStateError) throw orderClosed();
    if (err instanceof ProviderUnavailableError) {
      await db
        .updateTable('orders')
        .set({
          pay_status: 'error',
          pay_message: providerUnavailable(err).message || PROVIDER_DOWN_MESSAGE,
          updated_at: new Date(),
        })
        .where('id', '=', order.id)
        .where('pay_status', 'in', ['pending', 'failed', 'error'])
        .execute();
    }
    throw fromProvider(err, "This card can't be used");
  }
  await recordAttempt(db, order.id, pi);
  // The provider's answer to our own confirm is as final as its event: applying it here (idempotent)
  // means a replayed confirm — a double submit whose twin is still applying its event, or a webhook
  // not yet arrived — answers the paid result, not "pending".
  if (pi.status === 'succeeded')
    await applyPaymentEvent(db, { id: `confirm-${pi.id}`, type: 'payment_intent.succeeded', intent: pi });
  return payResult(db, await loadOrder(db, userId, order.id), pi);
}

export async function queryPayResult(
  deps: BillingDeps,
  userId: number,
  orderId: number,
  log: (err: unknown) => void,
): Promise<PayResult> {
  const order = await loadOrder(deps.db, userId, orderId);
  let intent: IntentView | null = null;
  if (order.payment_intent_id && order.pay_status !== 'success') {
    // For the web to finish a pending authentication; the status itself is the order's.
    intent = await deps.payments.retrieveIntent(order.payment_intent_id).catch((err: unknown) => (log(err), null));
  }
  return payResult(deps.db, order, intent);
}
