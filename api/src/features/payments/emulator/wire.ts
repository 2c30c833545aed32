/**
 * The emulator's wire: where its pages live, its ids, and how its rows are shown — as Stripe's API
 * and Stripe.js show them (for the browser) and as the provider's views (for the shop).
 */
import { randomBytes } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { EmulatorPaymentIntent, EmulatorPaymentMethod } from '@tote/contract/payment';
import type { CardView, IntentView, PaymentEvent } from '../provider.js';
import type { EmulatorPaymentIntentTable, EmulatorPaymentMethodTable } from './tables.js';

export const EMULATOR_BASE_PATH = '/payment-emulator';
export type IntentRow = Selectable<EmulatorPaymentIntentTable>;
export type MethodRow = Selectable<EmulatorPaymentMethodTable>;

export const newId = (prefix: string): string => `${prefix}_${randomBytes(12).toString('hex')}`;
export const unix = (d: Date | string): number => Math.floor(new Date(d).getTime() / 1000);

export function challengeUrl(row: Pick<IntentRow, 'id' | 'client_secret'>): string {
  return `${EMULATOR_BASE_PATH}/3ds/${row.id}?client_secret=${encodeURIComponent(row.client_secret)}`;
}

export function intentView(row: IntentRow): IntentView {
  return {
    id: row.id,
    clientSecret: row.client_secret,
    amount: row.amount,
    currency: row.currency,
    status: row.status,
    customerId: row.customer_id,
    paymentMethodId: row.payment_method_id,
    metadata: row.metadata,
    nextAction:
      row.status === 'requires_action'
        ? { type: 'redirect_to_url', redirectToUrl: { url: challengeUrl(row), returnUrl: row.return_url ?? '' } }
        : null,
    lastError: row.last_error
      ? { code: row.last_error.code, declineCode: row.last_error.decline_code ?? null, message: row.last_error.message }
      : null,
    cancellationReason: row.cancellation_reason,
  };
}

/** The intent as Stripe's API and Stripe.js show it. */
export function intentJson(row: IntentRow): EmulatorPaymentIntent {
  return {
    id: row.id,
    object: 'payment_intent',
    amount: row.amount,
    currency: 'usd',
    status: row.status,
    client_secret: row.client_secret,
    customer: row.customer_id,
    payment_method: row.payment_method_id,
    description: row.description,
    metadata: row.metadata,
    next_action:
      row.status === 'requires_action'
        ? { type: 'redirect_to_url', redirect_to_url: { url: challengeUrl(row), return_url: row.return_url ?? '' } }
        : null,
    last_payment_error: row.last_error,
    created: unix(row.created_at),
  };
}

export function methodJson(row: MethodRow): EmulatorPaymentMethod {
  return {
    id: row.id,
    object: 'payment_method',
    type: 'card',
    card: { brand: 'visa', last4: row.last4, exp_month: row.exp_month, exp_year: row.exp_year, funding: 'credit' },
    billing_details: { name: row.billing_name, email: row.billing_email },
    customer: row.customer_id,
    created: unix(row.created_at),
  };
}

export const cardView = (row: MethodRow): CardView => ({
  paymentMethodId: row.id,
  brand: 'visa',
  last4: row.last4,
  expMonth: row.exp_month,
  expYear: row.exp_year,
});

export const event = (type: PaymentEvent['type'], row: IntentRow): PaymentEvent => ({
  id: newId('evt'),
  type,
  intent: intentView(row),
});
