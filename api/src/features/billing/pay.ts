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
import type { Db } from '../../platform/db/schema.js';
import { ApiError, notFound } from '../../platform/http/errors.js';
import { money } from '../catalog/index.js';
import { settledMember } from '../member/index.js';
import { IntentStateError, ProviderUnavailableError, type IntentView } from '../payments/index.js';
import { customerIdOf, usableCard } from './cards.js';
import { applyPaymentEvent, isCheckout, type OrderRow } from './complete.js';
import type { BillingDeps } from './deps.js';
import { assertModeAllowed, MODE_ACTION } from './modes.js';
import { checkNeeded } from './orders.js';
import { fromProvider, PROVIDER_DOWN_MESSAGE, providerUnavailable } from './provider-errors.js';

const orderClosed = (): ApiError =>
  new ApiError(ErrorCode.ORDER_CLOSED, 'This order is closed: start the checkout again.');

/** A checkout with its own receipt's id (not a Refund receipt of its return), in one read. */
type PayView = OrderRow & { receipt_id: number | null };

async function loadPayView(db: Db, userId: number, orderId: number): Promise<PayView> {
  const o = await db
    .selectFrom('orders as o')
    .selectAll('o')
    .select((eb) =>
      eb
        .selectFrom('receipts as r')
        .select('r.id')
        .whereRef('r.order_id', '=', 'o.id')
        .where('r.cost_type', '<>', 'Refund')
        .as('receipt_id'),
    )
    .where('o.id', '=', orderId)
    .where('o.user_id', '=', userId)
    .executeTakeFirst();
  if (!o || !isCheckout(o)) throw notFound(`Order ${orderId}`);
  return o;
}

export function payResult(order: PayView, intent: IntentView | null): PayResult {
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
    receiptId: order.pay_status === 'success' || order.pay_status === 'free' ? order.receipt_id : null,
  };
}

/** The payment method to charge: the one sent, else the saved card (23004 without either). */
function paymentMethodFor(
  card: Awaited<ReturnType<typeof usableCard>>,
  sent: string | undefined,
): { id: string; brand: string | null; last4: string | null } {
  if (sent)
    return {
      id: sent,
      brand: card?.payment_method_id === sent ? card.brand : null,
      last4: card?.payment_method_id === sent ? card.last4 : null,
    };
  if (!card) throw new ApiError(ErrorCode.CHECKOUT_INCOMPLETE, 'Add a payment method first.');
  return { id: card.payment_method_id, brand: card.brand, last4: card.last4 };
}

/** The order's PaymentIntent, created (once per order: its key is the order's) when it has none. */
async function createIntent(deps: BillingDeps, order: OrderRow, customerId: string | null): Promise<string> {
  const pi = await deps.payments.createIntent(
    {
      amount: order.total_cents,
      currency: order.currency,
      customerId,
      description: `Tote order ${order.id}`,
      metadata: { orderId: String(order.id), userId: String(order.user_id), mode: order.mode },
    },
    `tote-order-${order.id}-intent`,
  );
  return pi.id;
}

/**
 * The card of this attempt goes on the order first (the receipt written when it succeeds shows it), with a new
 * intent's id. False when the order is no longer open: paid by a twin press, or closed — nothing to confirm.
 */
async function recordCard(
  deps: BillingDeps,
  order: OrderRow,
  intentId: string,
  card: { id: string; brand: string | null; last4: string | null },
): Promise<boolean> {
  const row = await deps.db
    .updateTable('orders')
    .set({
      payment_method_id: card.id,
      card_brand: card.brand,
      card_last4: card.last4,
      updated_at: new Date(),
      ...(order.payment_intent_id ? {} : { payment_intent_id: intentId, provider: deps.payments.kind }),
    })
    .where('id', '=', order.id)
    .where('status', '=', 'Unpaid')
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
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

const isPaid = (order: OrderRow): boolean => order.pay_status === 'success' || order.pay_status === 'free';

export async function payOrder(deps: BillingDeps, userId: number, p: PayParams): Promise<PayResult> {
  const { db, payments } = deps;
  // Independent reads, made at once: each statement in a row is a round trip to the database.
  const [order, state, saved, customerId] = await Promise.all([
    loadPayView(db, userId, p.orderId),
    settledMember(db, userId),
    usableCard(db, userId, payments),
    customerIdOf(db, userId, payments),
  ]);
  if (isPaid(order)) return payResult(order, await paidIntent(deps, order));
  if (order.status === 'Cancelled') throw orderClosed();
  await assertModeAllowed(db, state, order.mode);
  const card = paymentMethodFor(saved, p.paymentMethodId);
  const returnUrl = p.returnUrl ?? `${deps.webOrigin}/payment-result-check?orderIds=${order.id}`;

  let pi: IntentView;
  try {
    if (order.payment_intent_id && (await payments.retrieveIntent(order.payment_intent_id)).status === 'processing')
      throw checkNeeded();
    const intentId = order.payment_intent_id ?? (await createIntent(deps, order, customerId));
    if (!(await recordCard(deps, order, intentId, card))) {
      const now = await loadPayView(db, userId, order.id);
      if (isPaid(now)) return payResult(now, await paidIntent(deps, now));
      throw orderClosed();
    }
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
  if (pi.status !== 'succeeded') {
    await recordAttempt(db, order.id, pi);
    return payResult(await loadPayView(db, userId, order.id), pi);
  }
  // The provider's answer to our own confirm is as final as its event. Its event has usually been applied by now
  // (the emulator emits it before answering); when not — a webhook not yet arrived — it is applied here
  // (idempotent), so a replayed confirm (a double submit) answers the paid result, not "pending".
  const paid = await loadPayView(db, userId, order.id);
  if (isPaid(paid)) return payResult(paid, pi);
  await applyPaymentEvent(db, { id: `confirm-${pi.id}`, type: 'payment_intent.succeeded', intent: pi });
  return payResult(await loadPayView(db, userId, order.id), pi);
}

export async function queryPayResult(
  deps: BillingDeps,
  userId: number,
  orderId: number,
  log: (err: unknown) => void,
): Promise<PayResult> {
  const order = await loadPayView(deps.db, userId, orderId);
  let intent: IntentView | null = null;
  if (order.payment_intent_id && order.pay_status !== 'success') {
    // For the web to finish a pending authentication; the status itself is the order's.
    intent = await deps.payments.retrieveIntent(order.payment_intent_id).catch((err: unknown) => (log(err), null));
  }
  return payResult(order, intent);
}
