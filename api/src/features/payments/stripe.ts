/**
 * StripeProvider: the PaymentProvider on Stripe's API through the official SDK. Every create,
 * attach, confirm and cancel carries the caller's idempotency key. Results reach the shop through
 * Stripe's webhooks: eventFromWebhook verifies the signature (STRIPE_WEBHOOK_SECRET) on the raw
 * body and turns the PaymentIntent events the shop handles into PaymentEvents.
 */
import Stripe from 'stripe';
import type { CardBrand, IntentStatus } from '@tote/contract/payment';
import {
  EventHub,
  IdempotencyKeyReusedError,
  IntentStateError,
  PaymentMethodError,
  ProviderUnavailableError,
  RefundRefusedError,
  type CancellationReason,
  type CardView,
  type IntentView,
  type PaymentEvent,
  type PaymentEventListener,
  type PaymentProvider,
  type RefundView,
} from './provider.js';

export interface StripeSettings {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** SDK options (tests point host/port/protocol at a local stand-in). */
  config?: Stripe.StripeConfig;
  onListenerError?: (err: unknown, e: PaymentEvent) => void;
}

const HANDLED = new Set<string>([
  'payment_intent.succeeded',
  'payment_intent.payment_failed',
  'payment_intent.canceled',
]);
const STATUSES = new Set<IntentStatus>([
  'requires_payment_method',
  'requires_confirmation',
  'requires_action',
  'processing',
  'succeeded',
  'canceled',
]);
const REFUND_STATUSES = new Set<RefundView['status']>([
  'pending',
  'requires_action',
  'succeeded',
  'failed',
  'canceled',
]);
/** Stripe's answers when a refund is not possible: nothing to refund, or more than what is left. */
const REFUND_REFUSALS = new Set(['charge_already_refunded', 'amount_too_large', 'payment_intent_unexpected_state']);
const BRANDS = new Set<CardBrand>(['visa', 'mastercard', 'amex', 'discover', 'diners', 'jcb', 'unionpay']);

const idOf = (v: string | { id: string } | null | undefined): string | null =>
  v == null ? null : typeof v === 'string' ? v : v.id;

export function intentFromStripe(pi: Stripe.PaymentIntent): IntentView {
  const redirect = pi.next_action?.redirect_to_url;
  const err = pi.last_payment_error;
  return {
    id: pi.id,
    clientSecret: pi.client_secret ?? '',
    amount: pi.amount,
    currency: pi.currency,
    // requires_capture: not used by the shop
    status: STATUSES.has(pi.status as IntentStatus) ? (pi.status as IntentStatus) : 'processing',
    customerId: idOf(pi.customer),
    paymentMethodId: idOf(pi.payment_method),
    metadata: { ...pi.metadata },
    nextAction: redirect?.url
      ? { type: 'redirect_to_url', redirectToUrl: { url: redirect.url, returnUrl: redirect.return_url ?? '' } }
      : null,
    lastError: err
      ? {
          code: err.code ?? 'card_error',
          declineCode: err.decline_code ?? null,
          message: err.message ?? 'Your card was declined.',
        }
      : null,
    cancellationReason: (pi.cancellation_reason as CancellationReason | null) ?? null,
  };
}

export class StripeWebhookError extends Error {
  override name = 'StripeWebhookError';
}

export class StripeProvider implements PaymentProvider {
  readonly kind = 'stripe' as const;
  readonly publishableKey: string;
  readonly #stripe: Stripe;
  readonly #webhookSecret: string;
  readonly #events: EventHub;

  constructor(s: StripeSettings) {
    this.#stripe = new Stripe(s.secretKey, { maxNetworkRetries: 2, timeout: 20_000, ...s.config });
    this.publishableKey = s.publishableKey;
    this.#webhookSecret = s.webhookSecret;
    this.#events = new EventHub(s.onListenerError);
  }

  onEvent(listener: PaymentEventListener): void {
    this.#events.add(listener);
  }

  /** Verifies and decodes a webhook; null for event types the shop does not handle. */
  eventFromWebhook(rawBody: string, signature: string | undefined): PaymentEvent | null {
    let e: Stripe.Event;
    try {
      e = this.#stripe.webhooks.constructEvent(rawBody, signature ?? '', this.#webhookSecret);
    } catch (err) {
      throw new StripeWebhookError(err instanceof Error ? err.message : 'Invalid signature');
    }
    if (!HANDLED.has(e.type)) return null;
    return {
      id: e.id,
      type: e.type as PaymentEvent['type'],
      intent: intentFromStripe(e.data.object as Stripe.PaymentIntent),
    };
  }

  /**
   * Delivers a verified webhook event to the shop; a failure propagates, so the webhook answers an error and Stripe
   * retries.
   */
  deliver(event: PaymentEvent): Promise<void> {
    return this.#events.deliver(event);
  }

  async createCustomer(p: { userId: number; email: string; name: string }, idempotencyKey: string): Promise<string> {
    const c = await this.#call(() =>
      this.#stripe.customers.create(
        { email: p.email, name: p.name, metadata: { userId: String(p.userId) } },
        { idempotencyKey },
      ),
    );
    return c.id;
  }

  async attachPaymentMethod(paymentMethodId: string, customerId: string, idempotencyKey: string): Promise<CardView> {
    const pm = await this.#call(() =>
      this.#stripe.paymentMethods.attach(paymentMethodId, { customer: customerId }, { idempotencyKey }),
    );
    if (!pm.card) throw new PaymentMethodError('Only cards can be saved.');
    const brand = BRANDS.has(pm.card.brand as CardBrand) ? (pm.card.brand as CardBrand) : 'unknown';
    return {
      paymentMethodId: pm.id,
      brand,
      last4: pm.card.last4,
      expMonth: pm.card.exp_month,
      expYear: pm.card.exp_year,
    };
  }

  async createIntent(
    p: {
      amount: number;
      currency: string;
      customerId: string | null;
      description: string;
      metadata: Record<string, string>;
    },
    idempotencyKey: string,
  ): Promise<IntentView> {
    const pi = await this.#call(() =>
      this.#stripe.paymentIntents.create(
        {
          amount: p.amount,
          currency: p.currency.toLowerCase(),
          description: p.description,
          metadata: p.metadata,
          automatic_payment_methods: { enabled: true },
          ...(p.customerId ? { customer: p.customerId } : {}),
        },
        { idempotencyKey },
      ),
    );
    return intentFromStripe(pi);
  }

  async confirmIntent(
    id: string,
    p: { paymentMethodId: string; returnUrl: string; offSession?: boolean },
    idempotencyKey: string,
  ): Promise<IntentView> {
    try {
      // Off-session (renewals): Stripe answers a card that needs authentication with a 402
      // authentication_required, handled below like a decline.
      const params: Stripe.PaymentIntentConfirmParams = {
        payment_method: p.paymentMethodId,
        ...(p.returnUrl ? { return_url: p.returnUrl } : {}),
        ...(p.offSession ? { off_session: true } : {}),
      };
      const pi = await this.#stripe.paymentIntents.confirm(id, params, { idempotencyKey });
      return intentFromStripe(pi);
    } catch (err) {
      // A decline: Stripe answers 402 with the intent, now requires_payment_method with last_payment_error.
      if (err instanceof Stripe.errors.StripeCardError && err.payment_intent)
        return intentFromStripe(err.payment_intent);
      if (err instanceof Stripe.errors.StripeInvalidRequestError && err.code === 'payment_intent_unexpected_state')
        return this.retrieveIntent(id);
      throw this.#translate(err);
    }
  }

  async retrieveIntent(id: string): Promise<IntentView> {
    return intentFromStripe(await this.#call(() => this.#stripe.paymentIntents.retrieve(id)));
  }

  async cancelIntent(id: string, reason: CancellationReason, idempotencyKey: string): Promise<IntentView> {
    try {
      return intentFromStripe(
        await this.#stripe.paymentIntents.cancel(id, { cancellation_reason: reason }, { idempotencyKey }),
      );
    } catch (err) {
      if (err instanceof Stripe.errors.StripeInvalidRequestError && err.code === 'payment_intent_unexpected_state') {
        const pi = await this.retrieveIntent(id);
        if (pi.status === 'canceled') return pi;
        throw new IntentStateError(err.message, pi);
      }
      throw this.#translate(err);
    }
  }

  async refund(paymentIntentId: string, amountCents: number, idempotencyKey: string): Promise<RefundView> {
    try {
      const r = await this.#stripe.refunds.create(
        { payment_intent: paymentIntentId, amount: amountCents, reason: 'requested_by_customer' },
        { idempotencyKey },
      );
      const status = r.status as RefundView['status'];
      return {
        id: r.id,
        paymentIntentId,
        amount: r.amount,
        status: REFUND_STATUSES.has(status) ? status : 'pending',
      };
    } catch (err) {
      if (err instanceof Stripe.errors.StripeInvalidRequestError && REFUND_REFUSALS.has(err.code ?? ''))
        throw new RefundRefusedError(err.message);
      throw this.#translate(err);
    }
  }

  async #call<T>(fn: () => Promise<T>): Promise<T> {
    try {
      return await fn();
    } catch (err) {
      throw this.#translate(err);
    }
  }

  #translate(err: unknown): Error {
    if (err instanceof Stripe.errors.StripeIdempotencyError) return new IdempotencyKeyReusedError(err.message);
    if (err instanceof Stripe.errors.StripeCardError) return new PaymentMethodError(err.message);
    if (
      err instanceof Stripe.errors.StripeInvalidRequestError &&
      (err.code === 'resource_missing' || err.param === 'payment_method')
    )
      return new PaymentMethodError(err.message);
    return new ProviderUnavailableError(err instanceof Error ? `Stripe: ${err.message}` : 'Stripe request failed', {
      cause: err,
    });
  }
}
