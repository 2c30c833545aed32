/**
 * Which provider runs, and Stripe's webhook: production refuses the emulator; the webhook is
 * verified and applied once. StripeProvider on the wire is payments-stripe-wire.test.ts; a payment
 * still processing at the provider (30008) is payments-processing.test.ts.
 */
import Stripe from 'stripe';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MemberInfo } from '@tote/contract/member';
import type { PayResult } from '@tote/contract/checkout';
import type { ReceiptList } from '@tote/contract/receipts';
import type { PaymentConfig } from '@tote/contract/payment';
import type { Db } from '../src/platform/db/schema.js';
import { paymentsFrom } from '../src/features/payments/index.js';
import { loadConfig } from '../src/platform/config.js';
import { EMULATOR_REFUSES_PRODUCTION, LocalPaymentEmulator } from '../src/features/payments/emulator/emulator.js';
import { StripeProvider } from '../src/features/payments/stripe.js';
import { data } from './http.js';
import { call } from './accounts-helpers.js';
import { openTestDb } from './db.js';
import { addAddress, create, readyShopper, shopper } from './member-helpers.js';
import { apiOn, type ApiOpts } from './provider-helpers.js';

const STRIPE_ENV = {
  STRIPE_SECRET_KEY: 'sk_test_local',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_local',
  STRIPE_WEBHOOK_SECRET: 'whsec_test_local',
};

let db: Db;
let dev: FastifyInstance;
const apps: FastifyInstance[] = [];
const api = (opts: ApiOpts): Promise<FastifyInstance> => apiOn(db, apps, opts);
beforeAll(async () => {
  db = await openTestDb();
  dev = await api({});
});
afterAll(async () => {
  for (const a of apps) await a.close();
  await db.destroy();
});

describe('production refuses the local emulator', () => {
  it('the emulator will not construct in production', () => {
    expect(() => new LocalPaymentEmulator(db, { production: true })).toThrow(EMULATOR_REFUSES_PRODUCTION);
    expect(paymentsFrom(db, loadConfig({}).payments, true).kind).toBe('unavailable');
    expect(paymentsFrom(db, loadConfig({}).payments, false)).toBeInstanceOf(LocalPaymentEmulator);
    expect(paymentsFrom(db, loadConfig(STRIPE_ENV).payments, true)).toBeInstanceOf(StripeProvider);
    expect(() => paymentsFrom(db, loadConfig({ STRIPE_SECRET_KEY: 'sk_test_x' }).payments, false)).toThrow(
      'STRIPE_SECRET_KEY is set: STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET are required too.',
    );
  });

  it(
    'a production api without Stripe keys starts, serves no emulator, and answers 30007 where a ' + 'payment is needed',
    async () => {
      const prod = await api({ production: true, env: {} });
      const s = await readyShopper(dev);
      expect(data(await call<PaymentConfig>(prod, '/v1/payment/config', {}, undefined, 'GET'))).toEqual({
        provider: 'unavailable',
        publishableKey: null,
        emulatorBasePath: null,
        testCards: [],
        currency: 'USD',
      });
      const pm = await prod.inject({
        method: 'POST',
        url: '/payment-emulator/v1/payment_methods',
        payload: { type: 'card', card: { number: '4242424242424242' } },
      });
      expect(pm.statusCode).toBe(404);
      expect((await prod.inject({ method: 'GET', url: '/payment-emulator/3ds/pi_x' })).statusCode).toBe(404);
      const unavailable = {
        code: 30007,
        message: { action: 'toast', content: 'Card payments are not available right now. Please try again later.' },
        data: null,
      };
      expect((await call(prod, '/v1/payment/edit', { paymentMethodId: 'pm_card_visa' }, s.token)).body).toEqual(
        unavailable,
      );
      expect((await call(prod, '/v1/order/create', { mode: 'subscribe' }, s.token)).body).toEqual(unavailable);
      // A free checkout needs no provider.
      const free = data(
        await call<{ status: string }>(
          prod,
          '/v1/order/create',
          { mode: 'subscribe', couponCode: 'FREEMONTH' },
          s.token,
        ),
      );
      expect(free.status).toBe('free');
      expect(data(await call<MemberInfo>(prod, '/v1/member/query', {}, s.token)).subStatus).toBe('Subscribed');
    },
  );

  it('with Stripe keys the config names Stripe and its publishable key, and the emulator is not served', async () => {
    const stripe = await api({ env: STRIPE_ENV });
    expect(data(await call<PaymentConfig>(stripe, '/v1/payment/config', {}, undefined, 'GET'))).toMatchObject({
      provider: 'stripe',
      publishableKey: 'pk_test_local',
      emulatorBasePath: null,
      testCards: [],
    });
    expect(
      (await stripe.inject({ method: 'POST', url: '/payment-emulator/v1/payment_methods', payload: {} })).statusCode,
    ).toBe(404);
    expect(data(await call<PaymentConfig>(dev, '/v1/payment/config', {}, undefined, 'GET'))).toMatchObject({
      provider: 'emulator',
      emulatorBasePath: '/payment-emulator',
      testCards: [
        { number: '4242 4242 4242 4242' },
        { number: '4000 0025 0000 3155' },
        { number: '4000 0000 0000 9995' },
      ],
    });
  });
});

describe("Stripe's webhook", () => {
  const intent = (id: string, orderId: number, over: Record<string, unknown> = {}) => ({
    id,
    object: 'payment_intent',
    amount: 8900,
    currency: 'usd',
    status: 'succeeded',
    client_secret: `${id}_secret_x`,
    customer: null,
    payment_method: 'pm_1',
    next_action: null,
    last_payment_error: null,
    metadata: { orderId: String(orderId), mode: 'subscribe' },
    ...over,
  });
  const post = (app: FastifyInstance, event: object, secret = STRIPE_ENV.STRIPE_WEBHOOK_SECRET) => {
    const payload = JSON.stringify(event);
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret });
    return app.inject({
      method: 'POST',
      url: '/v1/payment/webhook',
      payload,
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    });
  };

  it('a verified payment_intent.succeeded completes the order once; a bad signature is refused', async () => {
    const stripe = await api({ env: STRIPE_ENV });
    const s = await shopper(dev);
    await addAddress(dev, s.token);
    const order = data(await create(stripe, s.token, { mode: 'subscribe' }));
    const piId = `pi_test_${order.orderId}`;
    await db
      .updateTable('orders')
      .set({ payment_intent_id: piId, provider: 'stripe' })
      .where('id', '=', order.orderId)
      .execute();

    const event = {
      id: `evt_${order.orderId}_ok`,
      object: 'event',
      type: 'payment_intent.succeeded',
      data: { object: intent(piId, order.orderId) },
    };
    const forged = await post(stripe, event, 'whsec_wrong');
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toMatchObject({
      code: 40001,
      message: { content: expect.stringMatching(/^Invalid webhook signature/) },
    });
    const unsigned = await stripe.inject({
      method: 'POST',
      url: '/v1/payment/webhook',
      payload: JSON.stringify(event),
      headers: { 'content-type': 'application/json' },
    });
    expect(unsigned.statusCode).toBe(400);
    expect(data(await call<MemberInfo>(stripe, '/v1/member/query', {}, s.token)).subStatus).toBe('Not Subscribed');

    const ok = await post(stripe, event);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ code: 0, message: { action: 'none', content: 'success' }, data: { received: true } });
    expect(
      data(await call<PayResult>(stripe, '/v1/order/queryPayResult', { orderId: order.orderId }, s.token)).status,
    ).toBe('success');
    expect(data(await call<MemberInfo>(stripe, '/v1/member/query', {}, s.token)).subStatus).toBe('Subscribed');
    expect((await post(stripe, event)).statusCode).toBe(200);
    expect((await post(stripe, { ...event, id: `${event.id}_again` })).statusCode).toBe(200);
    expect(data(await call<ReceiptList>(stripe, '/v1/order/receipt-list', {}, s.token)).total).toBe(1);
    expect(await db.selectFrom('membership_events').select('action').where('user_id', '=', s.userId).execute()).toEqual(
      [{ action: 'subscribe' }],
    );
  });

  it(
    'payment_intent.payment_failed marks the order failed with the message; events of other intents ' + 'are ignored',
    async () => {
      const stripe = await api({ env: STRIPE_ENV });
      const s = await shopper(dev);
      await addAddress(dev, s.token);
      const order = data(await create(stripe, s.token, { mode: 'subscribe' }));
      const piId = `pi_test_${order.orderId}`;
      await db
        .updateTable('orders')
        .set({ payment_intent_id: piId, provider: 'stripe' })
        .where('id', '=', order.orderId)
        .execute();
      const other = {
        id: `evt_${order.orderId}_other`,
        object: 'event',
        type: 'payment_intent.succeeded',
        data: { object: intent('pi_someone_else', order.orderId) },
      };
      expect((await post(stripe, other)).statusCode).toBe(200);
      expect(
        data(await call<PayResult>(stripe, '/v1/order/queryPayResult', { orderId: order.orderId }, s.token)).status,
      ).toBe('pending');
      const lastError = {
        type: 'card_error',
        code: 'card_declined',
        decline_code: 'insufficient_funds',
        message: 'Your card has insufficient funds.',
      };
      const failed = {
        id: `evt_${order.orderId}_failed`,
        object: 'event',
        type: 'payment_intent.payment_failed',
        data: {
          object: intent(piId, order.orderId, { status: 'requires_payment_method', last_payment_error: lastError }),
        },
      };
      expect((await post(stripe, failed)).statusCode).toBe(200);
      expect(
        data(await call<PayResult>(stripe, '/v1/order/queryPayResult', { orderId: order.orderId }, s.token)),
      ).toMatchObject({ status: 'failed', message: 'Your card has insufficient funds.' });
      const ignored = {
        id: `evt_${order.orderId}_created`,
        object: 'event',
        type: 'customer.created',
        data: { object: { id: 'cus_1', object: 'customer' } },
      };
      expect((await post(stripe, ignored)).statusCode).toBe(200);
    },
  );
});
