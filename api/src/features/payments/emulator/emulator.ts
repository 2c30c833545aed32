/**
 * LocalPaymentEmulator: a PaymentProvider with Stripe's PaymentIntent semantics and no third party,
 * for development, tests and demos. It keeps its state in its own tables (migration 008), honours
 * idempotency keys like Stripe (same key + same request → the stored answer; same key + another
 * request → an error), charges a PaymentIntent at most once, and emits the shop's events after each
 * change has committed. It also plays Stripe.js's role for the browser (emulator-routes.ts):
 * turning a test card into a PaymentMethod, confirming with the client secret, and the 3-D Secure
 * challenge. The PaymentIntents' bookkeeping (idempotency, confirming, charging) is intents.ts.
 * It refuses to be constructed in production.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { EmulatorLastError, EmulatorPaymentIntent, EmulatorPaymentMethod } from '@tote/contract/payment';
import type { Db } from '../../../platform/db/schema.js';
import {
  EventHub,
  IntentStateError,
  PaymentMethodError,
  type CancellationReason,
  type CardView,
  type IntentView,
  type PaymentEvent,
  type PaymentEventListener,
  type PaymentProvider,
  type RefundView,
} from '../provider.js';
import { AUTH_FAILED_MESSAGE, checkCard, testCardByMagicId, type CardInput } from './cards.js';
import {
  confirm,
  EmulatorRequestError,
  findIntent,
  idempotent,
  lockIntent,
  succeed,
  updateIntent,
  withSecret,
  type Outcome,
} from './intents.js';
import { listRefunds, refundIntent } from './refunds.js';
import { cardView, event, intentJson, intentView, methodJson, newId, type IntentRow, type MethodRow } from './wire.js';

export { EmulatorRequestError };

export const EMULATOR_REFUSES_PRODUCTION =
  'The local payment emulator refuses to run in production: ' +
  'set STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET.';

export class LocalPaymentEmulator implements PaymentProvider {
  readonly kind = 'emulator' as const;
  readonly publishableKey = null;
  readonly #events: EventHub;

  constructor(
    private readonly db: Db,
    opts: { production: boolean; onListenerError?: (err: unknown, e: PaymentEvent) => void },
  ) {
    if (opts.production) throw new Error(EMULATOR_REFUSES_PRODUCTION);
    this.#events = new EventHub(opts.onListenerError);
  }

  onEvent(listener: PaymentEventListener): void {
    this.#events.add(listener);
  }

  // ---- the shop's side (Stripe's server API) --------------------------------------------------

  async createCustomer(_p: { userId: number }, idempotencyKey: string): Promise<string> {
    // Customers hold nothing here; deriving the id from the key makes creation idempotent.
    return `cus_${createHash('sha256').update(idempotencyKey).digest('hex').slice(0, 24)}`;
  }

  attachPaymentMethod(paymentMethodId: string, customerId: string, idempotencyKey: string): Promise<CardView> {
    return this.#idempotent(idempotencyKey, `attach ${paymentMethodId} ${customerId}`, async (trx) => {
      const magic = testCardByMagicId(paymentMethodId);
      if (magic) {
        // Like Stripe: attaching a test PaymentMethod id creates a new PaymentMethod of that card.
        const row = await trx
          .insertInto('emulator_payment_methods')
          .values({
            id: newId('pm'),
            card: magic.behaviour,
            brand: magic.brand,
            last4: magic.digits.slice(-4),
            exp_month: 12,
            exp_year: new Date().getUTCFullYear() + 3,
            customer_id: customerId,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        return { value: cardView(row) };
      }
      const row = await trx
        .selectFrom('emulator_payment_methods')
        .selectAll()
        .where('id', '=', paymentMethodId)
        .forUpdate()
        .executeTakeFirst();
      if (!row) throw new PaymentMethodError(`No such PaymentMethod: '${paymentMethodId}'`);
      if (row.customer_id && row.customer_id !== customerId)
        throw new PaymentMethodError('This PaymentMethod is attached to another customer.');
      const updated = await trx
        .updateTable('emulator_payment_methods')
        .set({ customer_id: customerId })
        .where('id', '=', row.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      return { value: cardView(updated) };
    });
  }

  createIntent(
    p: {
      amount: number;
      currency: string;
      customerId: string | null;
      description: string;
      metadata: Record<string, string>;
    },
    idempotencyKey: string,
  ): Promise<IntentView> {
    return this.#idempotent(idempotencyKey, `create ${JSON.stringify(p)}`, async (trx) => {
      const id = newId('pi');
      const row = await trx
        .insertInto('emulator_payment_intents')
        .values({
          id,
          client_secret: `${id}_secret_${randomBytes(12).toString('hex')}`,
          amount: p.amount,
          currency: p.currency.toLowerCase(),
          status: 'requires_payment_method',
          customer_id: p.customerId,
          description: p.description,
          metadata: JSON.stringify(p.metadata),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return { value: intentView(row) };
    });
  }

  confirmIntent(
    id: string,
    p: { paymentMethodId: string; returnUrl: string; offSession?: boolean },
    idempotencyKey: string,
  ): Promise<IntentView> {
    return this.#idempotent(
      idempotencyKey,
      `confirm ${id} ${p.paymentMethodId} ${p.returnUrl}${p.offSession ? ' off_session' : ''}`,
      async (trx) => {
        const out = await confirm(
          trx,
          await lockIntent(trx, id),
          p.paymentMethodId,
          p.returnUrl,
          p.offSession ?? false,
        );
        return { value: intentView(out.value), ...(out.event ? { event: out.event } : {}) };
      },
    );
  }

  async retrieveIntent(id: string): Promise<IntentView> {
    return intentView(await findIntent(this.db, id));
  }

  cancelIntent(id: string, reason: CancellationReason, idempotencyKey: string): Promise<IntentView> {
    return this.#idempotent(idempotencyKey, `cancel ${id} ${reason}`, async (trx) => {
      const row = await lockIntent(trx, id);
      if (row.status === 'succeeded' || row.status === 'processing')
        throw new IntentStateError(
          `This PaymentIntent's status is ${row.status}: it cannot be canceled.`,
          intentView(row),
        );
      if (row.status === 'canceled') return { value: intentView(row) };
      const updated = await updateIntent(trx, id, { status: 'canceled', cancellation_reason: reason });
      return { value: intentView(updated), event: event('payment_intent.canceled', updated) };
    });
  }

  refund(paymentIntentId: string, amountCents: number, idempotencyKey: string): Promise<RefundView> {
    return this.#idempotent(idempotencyKey, `refund ${paymentIntentId} ${amountCents}`, (trx) =>
      refundIntent(trx, paymentIntentId, amountCents),
    );
  }

  /** The refunds of an intent (tests). */
  refunds(paymentIntentId: string): Promise<RefundView[]> {
    return listRefunds(this.db, paymentIntentId);
  }

  /** The charges made (tests and the emulator's own bookkeeping). */
  async charges(paymentIntentId?: string): Promise<{ id: string; paymentIntentId: string; amount: number }[]> {
    let q = this.db.selectFrom('emulator_charges').select(['id', 'payment_intent_id', 'amount']).orderBy('created_at');
    if (paymentIntentId) q = q.where('payment_intent_id', '=', paymentIntentId);
    return (await q.execute()).map((c) => ({ id: c.id, paymentIntentId: c.payment_intent_id, amount: c.amount }));
  }

  // ---- the browser's side (Stripe.js's role) --------------------------------------------------

  async createPaymentMethod(
    input: CardInput & { name?: string | null; email?: string | null },
  ): Promise<EmulatorPaymentMethod> {
    const { card, expMonth, expYear } = checkCard(input);
    const row = await this.db
      .insertInto('emulator_payment_methods')
      .values({
        id: newId('pm'),
        card: card.behaviour,
        brand: card.brand,
        last4: card.digits.slice(-4),
        exp_month: expMonth,
        exp_year: expYear,
        billing_name: input.name ?? null,
        billing_email: input.email ?? null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return methodJson(row);
  }

  async retrieveForClient(id: string, clientSecret: string): Promise<EmulatorPaymentIntent> {
    return intentJson(await withSecret(this.db, id, clientSecret));
  }

  /** Stripe.js confirmCardPayment: with the client secret instead of the secret key. */
  async confirmForClient(
    id: string,
    clientSecret: string,
    p: { paymentMethodId?: string; returnUrl?: string },
  ): Promise<EmulatorPaymentIntent> {
    const out = await this.db.transaction().execute(async (trx) => {
      const row = await withSecret(trx, id, clientSecret, true);
      const pm = p.paymentMethodId ?? row.payment_method_id;
      if (!pm)
        throw new EmulatorRequestError(
          'You must provide a payment_method to confirm this PaymentIntent.',
          400,
          'parameter_missing',
        );
      return confirm(trx, row, pm, p.returnUrl ?? row.return_url ?? '');
    });
    if (out.event) await this.#events.emit(out.event);
    return intentJson(out.value);
  }

  /** The 3-D Secure challenge's answer. A second answer changes nothing. */
  async authenticate(id: string, clientSecret: string, outcome: 'complete' | 'fail'): Promise<IntentRow> {
    const out = await this.db.transaction().execute(async (trx): Promise<Outcome<IntentRow>> => {
      const row = await withSecret(trx, id, clientSecret, true);
      if (row.status !== 'requires_action') return { value: row };
      if (outcome === 'complete') return succeed(trx, row, row.payment_method_id!);
      const failed = await updateIntent(trx, id, {
        status: 'requires_payment_method',
        last_error: JSON.stringify({
          type: 'card_error',
          code: 'payment_intent_authentication_failure',
          message: AUTH_FAILED_MESSAGE,
        } satisfies EmulatorLastError),
      });
      return { value: failed, event: event('payment_intent.payment_failed', failed) };
    });
    if (out.event) await this.#events.emit(out.event);
    return out.value;
  }

  async intentForClient(id: string, clientSecret: string): Promise<IntentRow> {
    return withSecret(this.db, id, clientSecret);
  }

  async paymentMethod(id: string): Promise<MethodRow | undefined> {
    return this.db.selectFrom('emulator_payment_methods').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** Runs `op` once per idempotency key (intents.ts), then emits its event after the commit. */
  async #idempotent<T>(key: string, request: string, op: (trx: Db) => Promise<Outcome<T>>): Promise<T> {
    const out = await idempotent(this.db, key, request, op);
    if (out.event) await this.#events.emit(out.event);
    return out.value;
  }
}
