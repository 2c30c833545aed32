/**
 * The saved card (contract/payment.ts PaymentInfo): the provider's PaymentMethod id with brand,
 * last4 and expiry, and the billing address. Saving attaches the PaymentMethod to the user's
 * customer at the provider.
 */
import type { Selectable } from 'kysely';
import type { Address, BillingAddress } from '@tote/contract/address';
import type { CardBrand, PaymentInfo, PaymentProviderKind } from '@tote/contract/payment';
import type { Db } from '../../platform/db/schema.js';
import { notFound } from '../../platform/http/errors.js';
import { billingPart } from '../address/index.js';
import { testCardByMagicId, type PaymentProvider } from '../payments/index.js';
import type { PaymentCardTable } from './tables.js';

type CardRow = Selectable<PaymentCardTable>;

export const maskedNumber = (last4: string): string => `•••• ${last4}`;

export function paymentInfoOf(row: CardRow, shipping: Address | null): PaymentInfo {
  return {
    cardId: row.id,
    paymentMethodId: row.payment_method_id,
    creditCardNumber: maskedNumber(row.last4),
    cardBrand: row.brand as CardBrand,
    last4: row.last4,
    expMonth: row.exp_month,
    expYear: row.exp_year,
    isSameAddress: row.same_as_shipping,
    billingAddress: row.same_as_shipping
      ? shipping
        ? billingPart(shipping)
        : null
      : (row.billing_address as BillingAddress | null),
    provider: row.provider as PaymentProviderKind,
  };
}

/**
 * The saved card when the current provider can charge it: saved with this provider, or one of
 * Stripe's test PaymentMethod ids (which both providers accept).
 */
export async function usableCard(db: Db, userId: number, provider: PaymentProvider): Promise<CardRow | undefined> {
  const row = await db.selectFrom('payment_cards').selectAll().where('user_id', '=', userId).executeTakeFirst();
  if (!row) return undefined;
  return row.provider === provider.kind || testCardByMagicId(row.payment_method_id) ? row : undefined;
}

export async function customerIdOf(db: Db, userId: number, provider: PaymentProvider): Promise<string | null> {
  const row = await db
    .selectFrom('payment_customers')
    .select('customer_id')
    .where('user_id', '=', userId)
    .where('provider', '=', provider.kind)
    .executeTakeFirst();
  return row?.customer_id ?? null;
}

async function ensureCustomer(
  db: Db,
  provider: PaymentProvider,
  user: { id: number; email: string; name: string },
): Promise<string> {
  const existing = await customerIdOf(db, user.id, provider);
  if (existing) return existing;
  const id = await provider.createCustomer(
    { userId: user.id, email: user.email, name: user.name },
    `tote-customer-${user.id}`,
  );
  await db
    .insertInto('payment_customers')
    .values({ user_id: user.id, provider: provider.kind, customer_id: id })
    .onConflict((oc) => oc.columns(['user_id', 'provider']).doNothing())
    .execute();
  return (await customerIdOf(db, user.id, provider)) ?? id;
}

export interface SaveCardInput {
  cardId?: number;
  paymentMethodId: string;
  sameAsShipping: boolean;
  billingAddress: BillingAddress | null;
}

/** Attaches the PaymentMethod at the provider and saves it as the user's card (replacing the previous one). */
export async function saveCard(
  db: Db,
  provider: PaymentProvider,
  user: { id: number; email: string; name: string },
  input: SaveCardInput,
): Promise<CardRow> {
  if (input.cardId !== undefined) {
    const own = await db
      .selectFrom('payment_cards')
      .select('id')
      .where('id', '=', input.cardId)
      .where('user_id', '=', user.id)
      .executeTakeFirst();
    if (!own) throw notFound(`Card ${input.cardId}`);
  }
  const customerId = await ensureCustomer(db, provider, user);
  const card = await provider.attachPaymentMethod(
    input.paymentMethodId,
    customerId,
    `tote-attach-${user.id}-${input.paymentMethodId}`,
  );
  const values = {
    provider: provider.kind,
    payment_method_id: card.paymentMethodId,
    brand: card.brand,
    last4: card.last4,
    exp_month: card.expMonth,
    exp_year: card.expYear,
    same_as_shipping: input.sameAsShipping,
    billing_address: input.sameAsShipping || !input.billingAddress ? null : JSON.stringify(input.billingAddress),
  };
  return db
    .insertInto('payment_cards')
    .values({ user_id: user.id, ...values })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ ...values, updated_at: new Date() }))
    .returningAll()
    .executeTakeFirstOrThrow();
}
