/**
 * The local payment emulator's PaymentIntents in its own tables (emulator.ts): idempotent requests,
 * reading and updating intents, and confirming one with a test card — a charge at most once.
 */
import type { EmulatorLastError } from '@tote/contract/payment';
import type { Db } from '../../../platform/db/schema.js';
import {
  IdempotencyKeyReusedError,
  IntentStateError,
  PaymentMethodError,
  type CancellationReason,
  type PaymentEvent,
} from '../provider.js';
import {
  DECLINE_MESSAGE,
  OFF_SESSION_AUTH_MESSAGE,
  testCardByBehaviour,
  testCardByMagicId,
  type CardBehaviour,
} from './cards.js';
import { event, intentView, newId, type IntentRow } from './wire.js';

export interface Outcome<T> {
  value: T;
  event?: PaymentEvent;
}

export class EmulatorRequestError extends Error {
  override name = 'EmulatorRequestError';
  constructor(
    message: string,
    readonly status = 400,
    readonly code = 'resource_missing',
  ) {
    super(message);
  }
}

/** The key was stored by an earlier request while this one ran: its transaction is rolled back. */
class KeyTaken extends Error {}

/**
 * Runs `op` in a transaction once per idempotency key, like Stripe: same key + same request → the
 * stored answer; same key + another request → an error. The caller emits the outcome's event.
 * The key is stored with the answer at the end of the transaction (one statement): a concurrent request with the
 * same key waits there until the first one commits, then its own work is rolled back and the first one's answer
 * replayed. (Twin confirms never both charge: the second waits for the intent's lock and finds it succeeded.)
 */
export async function idempotent<T>(
  db: Db,
  key: string,
  request: string,
  op: (trx: Db) => Promise<Outcome<T>>,
): Promise<Outcome<T>> {
  try {
    return await db.transaction().execute(async (trx): Promise<Outcome<T>> => {
      const result = await op(trx);
      const stored = await trx
        .insertInto('emulator_idempotency_keys')
        .values({ key, request, response: JSON.stringify(result.value) })
        .onConflict((oc) => oc.column('key').doNothing())
        .returning('key')
        .executeTakeFirst();
      if (!stored) throw new KeyTaken();
      return result;
    });
  } catch (err) {
    // A replay answers what was stored, even where running the request again would fail (an intent since canceled).
    const prior = await db
      .selectFrom('emulator_idempotency_keys')
      .select(['request', 'response'])
      .where('key', '=', key)
      .executeTakeFirst();
    if (!prior) throw err;
    if (prior.request !== request)
      throw new IdempotencyKeyReusedError(
        'Keys for idempotent requests can only be used with the same parameters they were first used with.',
      );
    return { value: prior.response as T };
  }
}

export async function findIntent(db: Db, id: string, lock = false): Promise<IntentRow> {
  let q = db.selectFrom('emulator_payment_intents').selectAll().where('id', '=', id);
  if (lock) q = q.forUpdate();
  const row = await q.executeTakeFirst();
  if (!row) throw new EmulatorRequestError(`No such payment_intent: '${id}'`, 404);
  return row;
}

export function lockIntent(trx: Db, id: string): Promise<IntentRow> {
  return findIntent(trx, id, true);
}

export async function withSecret(db: Db, id: string, clientSecret: string, lock = false): Promise<IntentRow> {
  const row = await findIntent(db, id, lock);
  if (row.client_secret !== clientSecret) throw new EmulatorRequestError(`No such payment_intent: '${id}'`, 404);
  return row;
}

export function updateIntent(
  trx: Db,
  id: string,
  set: Partial<{
    status: IntentRow['status'];
    payment_method_id: string;
    return_url: string | null;
    last_error: string | null;
    cancellation_reason: CancellationReason;
  }>,
): Promise<IntentRow> {
  return trx
    .updateTable('emulator_payment_intents')
    .set({ ...set, updated_at: new Date() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function behaviourOf(trx: Db, paymentMethodId: string, intent: IntentRow): Promise<CardBehaviour> {
  const magic = testCardByMagicId(paymentMethodId);
  if (magic) return magic.behaviour;
  const pm = await trx
    .selectFrom('emulator_payment_methods')
    .select(['card', 'customer_id'])
    .where('id', '=', paymentMethodId)
    .executeTakeFirst();
  const card = pm && testCardByBehaviour(pm.card);
  if (!pm || !card) throw new PaymentMethodError(`No such PaymentMethod: '${paymentMethodId}'`);
  if (pm.customer_id && intent.customer_id && pm.customer_id !== intent.customer_id)
    throw new PaymentMethodError('The PaymentMethod belongs to another customer.');
  return card.behaviour;
}

/** Charges the intent: succeeded, with its charge (and the confirm's return URL when one is given). */
export async function succeed(
  trx: Db,
  row: IntentRow,
  paymentMethodId: string,
  returnUrl?: string | null,
): Promise<Outcome<IntentRow>> {
  const updated = await updateIntent(trx, row.id, {
    status: 'succeeded',
    payment_method_id: paymentMethodId,
    last_error: null,
    ...(returnUrl === undefined ? {} : { return_url: returnUrl }),
  });
  await trx
    .insertInto('emulator_charges')
    .values({
      id: newId('ch'),
      payment_intent_id: row.id,
      amount: row.amount,
      currency: row.currency,
      payment_method_id: paymentMethodId,
    })
    .execute();
  return { value: updated, event: event('payment_intent.succeeded', updated) };
}

export async function confirm(
  trx: Db,
  row: IntentRow,
  paymentMethodId: string,
  returnUrl: string,
  offSession = false,
): Promise<Outcome<IntentRow>> {
  if (row.status === 'succeeded' || row.status === 'processing') return { value: row };
  if (row.status === 'canceled') throw new IntentStateError('This PaymentIntent was canceled.', intentView(row));
  const behaviour = await behaviourOf(trx, paymentMethodId, row);
  const base = { payment_method_id: paymentMethodId, return_url: returnUrl || null };
  if (behaviour === 'success') return succeed(trx, row, paymentMethodId, base.return_url);
  if (behaviour === 'authentication' && offSession) {
    // Like Stripe: nobody is there to authenticate, so the payment fails (402 authentication_required).
    const failed = await updateIntent(trx, row.id, {
      ...base,
      status: 'requires_payment_method',
      last_error: JSON.stringify({
        type: 'card_error',
        code: 'authentication_required',
        decline_code: 'authentication_required',
        message: OFF_SESSION_AUTH_MESSAGE,
      } satisfies EmulatorLastError),
    });
    return { value: failed, event: event('payment_intent.payment_failed', failed) };
  }
  if (behaviour === 'authentication')
    return { value: await updateIntent(trx, row.id, { ...base, status: 'requires_action', last_error: null }) };
  const declined = await updateIntent(trx, row.id, {
    ...base,
    status: 'requires_payment_method',
    last_error: JSON.stringify({
      type: 'card_error',
      code: 'card_declined',
      decline_code: 'insufficient_funds',
      message: DECLINE_MESSAGE,
    } satisfies EmulatorLastError),
  });
  return { value: declined, event: event('payment_intent.payment_failed', declined) };
}
