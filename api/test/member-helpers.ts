/**
 * Helpers for the membership and payment tests: a fresh shopper with an address and a card, checkout calls, the
 * emulator's charges.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Address } from '@tote/contract/address';
import type { OrderCreated, PayResult } from '@tote/contract/checkout';
import type { EmulatorPaymentMethod, PaymentInfo } from '@tote/contract/payment';
import type { Db } from '../src/platform/db/schema.js';
import { call, signUp } from './accounts-helpers.js';
import { data, type Called } from './http.js';

export const CARD_OK = '4242424242424242';
export const CARD_3DS = '4000002500003155';
export const CARD_DECLINED = '4000000000009995';

export const ADDRESS = {
  firstName: 'Ava',
  lastName: 'Stone',
  streetAddress: '12 Main St',
  details: 'Apt 4',
  city: 'Springfield',
  state: 'IL',
  zip: '62701',
  mobile: '(555) 123-4567',
};

export interface Shopper {
  token: string;
  userId: number;
  email: string;
  referralCode: string;
}

export async function shopper(app: FastifyInstance, over: Record<string, unknown> = {}): Promise<Shopper> {
  const s = await signUp(app, over);
  return { token: s.token, userId: s.user.userId, email: s.user.email, referralCode: s.user.referralCode };
}

export async function addAddress(app: FastifyInstance, token: string): Promise<Address> {
  return data(await call<Address>(app, '/v1/address/edit', { addressType: 1, ...ADDRESS }, token));
}

/** The browser's part: the emulator turns a test card into a PaymentMethod. */
export async function paymentMethod(app: FastifyInstance, number: string): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/payment-emulator/v1/payment_methods',
    payload: { type: 'card', card: { number, exp_month: 12, exp_year: new Date().getFullYear() + 2, cvc: '123' } },
  });
  if (res.statusCode !== 200) throw new Error(`payment method: ${res.statusCode} ${res.body}`);
  return (res.json() as EmulatorPaymentMethod).id;
}

export async function addCard(app: FastifyInstance, token: string, number = CARD_OK): Promise<PaymentInfo> {
  return data(
    await call<PaymentInfo>(app, '/v1/payment/edit', { paymentMethodId: await paymentMethod(app, number) }, token),
  );
}

/** A signed-up user with a shipping address and a saved card. */
export async function readyShopper(app: FastifyInstance, number = CARD_OK): Promise<Shopper> {
  const s = await shopper(app);
  await addAddress(app, s.token);
  await addCard(app, s.token, number);
  return s;
}

export const create = (
  app: FastifyInstance,
  token: string,
  body: Record<string, unknown>,
): Promise<Called<OrderCreated>> => call<OrderCreated>(app, '/v1/order/create', body, token);
export const pay = (app: FastifyInstance, token: string, body: Record<string, unknown>): Promise<Called<PayResult>> =>
  call<PayResult>(app, '/v1/order/pay', body, token);

let keys = 0;
export const newKey = (): string => `key-${process.pid}-${Date.now().toString(36)}-${keys++}`;

/** Creates and pays an order of the mode; answers the pay result. */
export async function checkout(app: FastifyInstance, token: string, body: Record<string, unknown>): Promise<PayResult> {
  const order = data(await create(app, token, body));
  if (order.status === 'free')
    return data(await call<PayResult>(app, '/v1/order/queryPayResult', { orderId: order.orderId }, token));
  return data(
    await pay(app, token, {
      orderId: order.orderId,
      idempotencyKey: newKey(),
      returnUrl: 'http://localhost:8080/payment-result-check',
    }),
  );
}

export async function chargesOf(db: Db, orderId: number): Promise<{ id: string; amount: number }[]> {
  const o = await db
    .selectFrom('orders')
    .select('payment_intent_id')
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
  if (!o.payment_intent_id) return [];
  return db
    .selectFrom('emulator_charges')
    .select(['id', 'amount'])
    .where('payment_intent_id', '=', o.payment_intent_id)
    .execute();
}

/** Puts the clock of a membership back: its pause ran out, or its period ended. */
export async function setPauseExpired(db: Db, userId: number, expired: Date): Promise<void> {
  await db.updateTable('users').set({ paused_expired: expired }).where('id', '=', userId).execute();
}

/**
 * On-shelf SKUs with plenty of stock (≥ 12) among the last products, one per product: checkouts
 * take stock, and these stay "available" (≥ 4) for the other test files sharing a PostgreSQL schema.
 */
export async function roomySkus(
  db: Db,
  limit: number,
  offset: number,
): Promise<{ id: number; code: string; product_id: number; brand_id: number; price_cents: number; title: string }[]> {
  const { rows } = await sql<{
    id: number;
    code: string;
    product_id: number;
    brand_id: number;
    price_cents: number;
    title: string;
  }>`
    select distinct on (s.product_id) s.id, s.code, s.product_id, p.brand_id, p.price_cents, p.title
      from skus s join products p on p.id = s.product_id
     where p.on_shelf and s.stock >= 12 and p.id > 800
     order by s.product_id, s.id
     limit ${limit} offset ${offset}`.execute(db);
  return rows;
}
