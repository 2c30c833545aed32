/**
 * The card payment provider behind the shop (contract/payment.ts): Stripe, or the local emulator
 * that plays Stripe's role. The shop talks PaymentIntents (amounts in cents) and learns final
 * results from the provider's events only: Stripe's verified webhooks, or the emulator's in-process
 * events after each change it commits.
 */
import type { CardBrand, IntentStatus, PaymentProviderKind } from '@tote/contract/payment';
import type { ClientPaymentIntent } from '@tote/contract/checkout';

export interface IntentView {
  id: string;
  clientSecret: string;
  amount: number; // cents
  currency: string;
  status: IntentStatus;
  customerId: string | null;
  paymentMethodId: string | null;
  metadata: Record<string, string>;
  nextAction: ClientPaymentIntent['nextAction'];
  lastError: { code: string; declineCode: string | null; message: string } | null;
  cancellationReason: CancellationReason | null;
}

/** Stripe's reasons; the shop cancels a replaced checkout's intent as 'abandoned'. */
export type CancellationReason = 'abandoned' | 'duplicate' | 'fraudulent' | 'requested_by_customer';

export interface CardView {
  paymentMethodId: string;
  brand: CardBrand;
  last4: string;
  expMonth: number;
  expYear: number;
}

/** A refund of (part of) a succeeded PaymentIntent's charge. */
export interface RefundView {
  id: string;
  paymentIntentId: string;
  amount: number; // cents
  /** Stripe's refund statuses; card refunds are 'succeeded' at once (the emulator's always). */
  status: 'pending' | 'requires_action' | 'succeeded' | 'failed' | 'canceled';
}

export type PaymentEventType = 'payment_intent.succeeded' | 'payment_intent.payment_failed' | 'payment_intent.canceled';

export interface PaymentEvent {
  id: string;
  type: PaymentEventType;
  intent: IntentView;
}

export type PaymentEventListener = (event: PaymentEvent) => Promise<void>;

export interface PaymentProvider {
  readonly kind: PaymentProviderKind | 'unavailable';
  /** For the browser's Stripe.js; null for the emulator. */
  readonly publishableKey: string | null;
  /** The shop's handler of final results. */
  onEvent(listener: PaymentEventListener): void;
  createCustomer(p: { userId: number; email: string; name: string }, idempotencyKey: string): Promise<string>;
  /** Attaches a PaymentMethod to the customer; PaymentMethodError when it is unknown or unusable. */
  attachPaymentMethod(paymentMethodId: string, customerId: string, idempotencyKey: string): Promise<CardView>;
  createIntent(
    p: {
      amount: number;
      currency: string;
      customerId: string | null;
      description: string;
      metadata: Record<string, string>;
    },
    idempotencyKey: string,
  ): Promise<IntentView>;
  /**
   * Confirms with the payment method. A decline is not an error: the intent comes back as
   * requires_payment_method with lastError. An intent that already succeeded (or is processing)
   * comes back unchanged. PaymentMethodError for an unusable payment method.
   * `offSession`: the customer is not present (a renewal charging the saved card): a card that
   * needs authentication fails like a decline (requires_payment_method, lastError code
   * 'authentication_required') instead of asking for it.
   */
  confirmIntent(
    id: string,
    p: { paymentMethodId: string; returnUrl: string; offSession?: boolean },
    idempotencyKey: string,
  ): Promise<IntentView>;
  retrieveIntent(id: string): Promise<IntentView>;
  /** Cancels an intent that has not succeeded; IntentStateError when it has. */
  cancelIntent(id: string, reason: CancellationReason, idempotencyKey: string): Promise<IntentView>;
  /**
   * Refunds `amountCents` of a succeeded intent's charge. The same key again answers the same
   * refund (one refund, however often it is sent). RefundRefusedError when the intent has not
   * succeeded or the amount is more than what is left to refund.
   */
  refund(paymentIntentId: string, amountCents: number, idempotencyKey: string): Promise<RefundView>;
}

/** The provider could not be reached or refused the request for a reason of its own → 30007. */
export class ProviderUnavailableError extends Error {
  override name = 'ProviderUnavailableError';
}

/** The payment method does not exist or cannot be used → 40001 with the provider's message. */
export class PaymentMethodError extends Error {
  override name = 'PaymentMethodError';
}

/** An idempotency key sent again with other parameters → 40001. */
export class IdempotencyKeyReusedError extends Error {
  override name = 'IdempotencyKeyReusedError';
}

/** The intent is in a state that does not allow the operation (cancel a succeeded intent). */
export class IntentStateError extends Error {
  override name = 'IntentStateError';
  constructor(
    message: string,
    readonly intent: IntentView,
  ) {
    super(message);
  }
}

/** The provider refuses the refund: nothing charged to refund, or more than what is left. */
export class RefundRefusedError extends Error {
  override name = 'RefundRefusedError';
}

/** Keeps the listeners and calls them in order; a failing listener is reported, not rethrown. */
export class EventHub {
  readonly #listeners: PaymentEventListener[] = [];
  constructor(private readonly onListenerError: (err: unknown, event: PaymentEvent) => void = () => {}) {}

  add(listener: PaymentEventListener): void {
    this.#listeners.push(listener);
  }

  /** Calls every listener and lets a failure propagate (a webhook must fail so that it is retried). */
  async deliver(event: PaymentEvent): Promise<void> {
    for (const l of this.#listeners) await l(event);
  }

  async emit(event: PaymentEvent): Promise<void> {
    for (const l of this.#listeners) {
      try {
        await l(event);
      } catch (err) {
        this.onListenerError(err, event);
      }
    }
  }
}

export const NOT_AVAILABLE_MESSAGE = 'Card payments are not available right now. Please try again later.';

/** Production without Stripe keys: every call refuses (the emulator does not run in production). */
export class UnavailableProvider implements PaymentProvider {
  readonly kind = 'unavailable' as const;
  readonly publishableKey = null;
  onEvent(): void {}
  private refuse(): never {
    throw new ProviderUnavailableError(NOT_AVAILABLE_MESSAGE);
  }
  async createCustomer(): Promise<string> {
    this.refuse();
  }
  async attachPaymentMethod(): Promise<CardView> {
    this.refuse();
  }
  async createIntent(): Promise<IntentView> {
    this.refuse();
  }
  async confirmIntent(): Promise<IntentView> {
    this.refuse();
  }
  async retrieveIntent(): Promise<IntentView> {
    this.refuse();
  }
  async cancelIntent(): Promise<IntentView> {
    this.refuse();
  }
  async refund(): Promise<RefundView> {
    this.refuse();
  }
}
