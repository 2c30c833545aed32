/**
 * Monthly renewals (contract/member.ts "Renewals"): the sweep charges each Subscribed member whose
 * billing date has come, off-session, on the saved card. One renewal order per (member, billing
 * date) — a unique index — with one PaymentIntent created under a key derived from the two, and
 * each attempt confirmed under a key derived from them and the attempt's number: sweeps running
 * twice, or on two instances at once, reach the same order, the same intent and the same confirm,
 * so the member is charged once. The payment's success reaches the shop like every other one, as a
 * provider event (complete.ts → member/store.ts applyRenewal: the period moves, a receipt).
 */
import type { Db } from '../../platform/db/schema.js';
import { RENEWAL_MAX_ATTEMPTS, RENEWAL_RETRY_HOURS, type DevRenewResult } from '@tote/contract/member';
import { applyAction, lockMember } from '../member/index.js';
import { IntentStateError, PaymentMethodError, ProviderUnavailableError, type IntentView } from '../payments/index.js';
import { closeOrder } from './complete.js';
import type { BillingDeps } from './deps.js';
import { ensureIntent, keyOf, prepare, type Prepared } from './renewal-order.js';

export const NO_CARD_MESSAGE = 'There is no saved card to charge.';
export const AUTHENTICATION_MESSAGE =
  'Your card needs you to confirm the payment, which is not possible for a renewal. Please use another card.';
export const RENEWAL_CLOSED_MESSAGE = 'This renewal is no longer due.';

export type RenewalOutcome = DevRenewResult['outcome'];

/** A past-due member saved a new card: the next sweep tries it (the attempt counts like any other). */
export async function retryRenewalSoon(db: Db, userId: number, now = new Date()): Promise<void> {
  await db
    .updateTable('memberships')
    .set({ renewal_retry_at: now })
    .where('user_id', '=', userId)
    .where('renewal_attempts', '>', 0)
    .execute();
}

/** Members due now (Subscribed, billing date reached, no retry waiting), oldest first. */
export async function dueRenewals(db: Db, now: Date, limit = 100): Promise<number[]> {
  const rows = await db
    .selectFrom('memberships as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select('m.user_id')
    .where('u.sub_status', '=', 'Subscribed')
    .where('m.next_billing_at', '<=', now)
    .where((eb) => eb.or([eb('m.renewal_retry_at', 'is', null), eb('m.renewal_retry_at', '<=', now)]))
    .orderBy('m.next_billing_at')
    .limit(limit)
    .execute();
  return rows.map((r) => r.user_id);
}

/**
 * Records failed attempt `attempt` (once: racing sweeps that saw the same attempt record it once).
 * The last allowed attempt cancels the membership and closes the renewal order, after its intent
 * has been canceled at the provider.
 */
async function recordFailure(deps: BillingDeps, p: Prepared, message: string, now: Date): Promise<RenewalOutcome> {
  const { db } = deps;
  const final = p.attempt >= RENEWAL_MAX_ATTEMPTS;
  if (final && p.order.payment_intent_id) {
    try {
      await deps.payments.cancelIntent(
        p.order.payment_intent_id,
        'abandoned',
        `${keyOf(p.order.user_id, p.billingDate)}-cancel`,
      );
    } catch (err) {
      if (err instanceof IntentStateError) return 'pending'; // it succeeded after all: its event decides
      if (err instanceof ProviderUnavailableError) return 'provider-down';
      throw err;
    }
  }
  return db.transaction().execute(async (trx): Promise<RenewalOutcome> => {
    const state = await lockMember(trx, p.order.user_id, now);
    const m = state.membership;
    const same =
      state.user.sub_status === 'Subscribed' &&
      m?.next_billing_at &&
      new Date(m.next_billing_at).getTime() === p.billingDate.getTime() &&
      m.renewal_attempts === p.attempt - 1;
    const order = await trx
      .selectFrom('orders')
      .selectAll()
      .where('id', '=', p.order.id)
      .forUpdate()
      .executeTakeFirstOrThrow();
    if (!same || order.status !== 'Unpaid') return 'skipped';
    await trx
      .updateTable('orders')
      .set({ pay_status: 'failed', pay_message: message, updated_at: now })
      .where('id', '=', order.id)
      .where('status', '=', 'Unpaid')
      .execute();
    if (final) {
      await closeOrder(trx, order, message);
      await applyAction(trx, state, 'cancel', { now, event: 'renewal-failed', orderId: order.id });
    }
    await trx
      .updateTable('memberships')
      .set({
        renewal_attempts: p.attempt,
        renewal_retry_at: final ? null : new Date(now.getTime() + RENEWAL_RETRY_HOURS * 3600_000),
        renewal_error: message,
        updated_at: new Date(),
      })
      .where('user_id', '=', p.order.user_id)
      .execute();
    return final ? 'cancelled' : 'failed';
  });
}

/** One member's renewal, if due. */
export async function renewMembership(deps: BillingDeps, userId: number, now = new Date()): Promise<RenewalOutcome> {
  const p = await prepare(deps, userId, now);
  if (!p) return 'skipped';
  if (!p.card) return recordFailure(deps, p, NO_CARD_MESSAGE, now);
  let pi: IntentView;
  try {
    const intentId = await ensureIntent(deps, p.order, p.billingDate);
    p.order = { ...p.order, payment_intent_id: intentId };
    const current = await deps.payments.retrieveIntent(intentId);
    // its event completes the order
    if (current.status === 'succeeded' || current.status === 'processing') return 'pending';
    pi = await deps.payments.confirmIntent(
      intentId,
      {
        paymentMethodId: p.card.payment_method_id,
        returnUrl: `${deps.webOrigin}/account/my-subscription`,
        offSession: true,
      },
      `${keyOf(userId, p.billingDate)}-attempt-${p.attempt}`,
    );
  } catch (err) {
    if (err instanceof ProviderUnavailableError) {
      // Not the member's failure: the next sweep tries again.
      await deps.db
        .updateTable('orders')
        .set({ pay_status: 'error', pay_message: 'The card payment provider could not be reached.', updated_at: now })
        .where('id', '=', p.order.id)
        .where('status', '=', 'Unpaid')
        .execute();
      return 'provider-down';
    }
    if (err instanceof PaymentMethodError) return recordFailure(deps, p, err.message, now);
    if (err instanceof IntentStateError) return 'skipped'; // canceled meanwhile (a newer period closed it)
    throw err;
  }
  if (pi.status === 'succeeded') return 'charged';
  if (pi.status === 'processing') return 'pending';
  const message =
    pi.status === 'requires_action' || pi.lastError?.code === 'authentication_required'
      ? AUTHENTICATION_MESSAGE
      : (pi.lastError?.message ?? 'Your card was declined.');
  return recordFailure(deps, p, message, now);
}

/**
 * Closes renewal orders that are no longer due: the member paused, cancelled, or started a new
 * period (resume, resubscribe, unlock early) while a failed renewal waited for its retry. Their
 * intents are canceled at the provider first; one that is processing or paid is left to its event.
 */
export async function closeStaleRenewals(deps: BillingDeps, now = new Date()): Promise<number> {
  const stale = await deps.db
    .selectFrom('orders as o')
    .innerJoin('users as u', 'u.id', 'o.user_id')
    .leftJoin('memberships as m', 'm.user_id', 'o.user_id')
    .selectAll('o')
    .where('o.status', '=', 'Unpaid')
    .where('o.renewal_of', 'is not', null)
    .where((eb) =>
      eb.or([
        eb('u.sub_status', '<>', 'Subscribed'),
        eb('m.next_billing_at', 'is', null),
        eb('m.next_billing_at', '<>', eb.ref('o.renewal_of')),
      ]),
    )
    .limit(100)
    .execute();
  let closed = 0;
  for (const o of stale) {
    if (o.payment_intent_id) {
      try {
        const pi = await deps.payments.retrieveIntent(o.payment_intent_id);
        if (pi.status === 'processing' || pi.status === 'succeeded') continue;
        if (pi.status !== 'canceled')
          await deps.payments.cancelIntent(pi.id, 'abandoned', `${keyOf(o.user_id, new Date(o.renewal_of!))}-cancel`);
      } catch (err) {
        if (err instanceof IntentStateError || err instanceof ProviderUnavailableError) continue;
        throw err;
      }
    }
    await deps.db.transaction().execute(async (trx) => {
      await lockMember(trx, o.user_id, now);
      const cur = await trx
        .selectFrom('orders')
        .selectAll()
        .where('id', '=', o.id)
        .forUpdate()
        .executeTakeFirstOrThrow();
      if (cur.status === 'Unpaid') await closeOrder(trx, cur, RENEWAL_CLOSED_MESSAGE);
    });
    closed++;
  }
  return closed;
}

/** The sweep's renewals: stale ones closed, then every member due charged (one at a time). */
export async function runRenewals(
  deps: BillingDeps,
  now = new Date(),
  log: (err: unknown, userId: number) => void = () => {},
): Promise<Record<number, RenewalOutcome>> {
  await closeStaleRenewals(deps, now);
  const out: Record<number, RenewalOutcome> = {};
  for (const userId of await dueRenewals(deps.db, now)) {
    try {
      out[userId] = await renewMembership(deps, userId, now);
    } catch (err) {
      log(err, userId);
    }
  }
  return out;
}
