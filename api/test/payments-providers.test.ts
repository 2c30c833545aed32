/**
 * Which provider runs, and the Stripe side: production refuses the emulator; Stripe's webhook is
 * verified and applied once; StripeProvider sends idempotency keys and maps Stripe's answers; a
 * payment still processing at the provider answers 30008.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MemberInfo } from '@tote/contract/member';
import type { PayResult } from '@tote/contract/checkout';
import type { ReceiptList } from '@tote/contract/receipts';
import type { PaymentConfig } from '@tote/contract/payment';
import type { Db } from '../src/db/schema.js';
import { createApi } from '../src/server.js';
import { paymentsFromEnv } from '../src/payments/index.js';
import { EMULATOR_REFUSES_PRODUCTION, LocalPaymentEmulator } from '../src/payments/emulator/emulator.js';
import { ProviderUnavailableError, type IntentView } from '../src/payments/provider.js';
import { StripeProvider } from '../src/payments/stripe.js';
import { data } from './http.js';
import { call, RELAXED_LIMITS } from './accounts-helpers.js';
import { openTestDb } from './db.js';
import { addAddress, CARD_3DS, create, newKey, pay, readyShopper, shopper } from './member-helpers.js';

const STRIPE_ENV = {
  STRIPE_SECRET_KEY: 'sk_test_local',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_local',
  STRIPE_WEBHOOK_SECRET: 'whsec_test_local',
};

let db: Db;
let dev: FastifyInstance;
const apps: FastifyInstance[] = [];
async function api(opts: Omit<Parameters<typeof createApi>[0], 'db'>): Promise<FastifyInstance> {
  const app = await createApi({ db, limits: RELAXED_LIMITS, pauseSweepMs: 0, ...opts });
  await app.ready();
  apps.push(app);
  return app;
}
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
    expect(paymentsFromEnv(db, {}, true).kind).toBe('unavailable');
    expect(paymentsFromEnv(db, {}, false)).toBeInstanceOf(LocalPaymentEmulator);
    expect(paymentsFromEnv(db, STRIPE_ENV, true)).toBeInstanceOf(StripeProvider);
    expect(() => paymentsFromEnv(db, { STRIPE_SECRET_KEY: 'sk_test_x' }, false)).toThrow(
      'STRIPE_SECRET_KEY is set: STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET are required too.',
    );
  });

  it('a production api without Stripe keys starts, serves no emulator, and answers 30007 where a payment is needed', async () => {
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
      await call<{ status: string }>(prod, '/v1/order/create', { mode: 'subscribe', couponCode: 'FREEMONTH' }, s.token),
    );
    expect(free.status).toBe('free');
    expect(data(await call<MemberInfo>(prod, '/v1/member/query', {}, s.token)).subStatus).toBe('Subscribed');
  });

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

  it('payment_intent.payment_failed marks the order failed with the message; events of other intents are ignored', async () => {
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
  });
});

describe('StripeProvider on the wire', () => {
  let server: Server;
  let port: number;
  const seen: { method: string; url: string; key: string | undefined; body: string }[] = [];
  const pi = (status: string, extra: Record<string, unknown> = {}) => ({
    id: 'pi_123',
    object: 'payment_intent',
    amount: 8900,
    currency: 'usd',
    status,
    client_secret: 'pi_123_secret_abc',
    customer: null,
    payment_method: null,
    next_action: null,
    last_payment_error: null,
    metadata: { orderId: '1' },
    ...extra,
  });
  const read = (req: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let b = '';
      req.on('data', (c) => (b += c));
      req.on('end', () => resolve(b));
    });
  beforeAll(async () => {
    server = createServer(async (req, res) => {
      const body = await read(req);
      seen.push({
        method: req.method!,
        url: req.url!,
        key: req.headers['idempotency-key'] as string | undefined,
        body,
      });
      const send = (status: number, json: object) =>
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(json));
      if (req.url === '/v1/payment_intents') return send(200, pi('requires_payment_method'));
      if (req.url === '/v1/payment_intents/pi_123/confirm') {
        if (body.includes('pm_declined')) {
          const lastError = {
            type: 'card_error',
            code: 'card_declined',
            decline_code: 'insufficient_funds',
            message: 'Your card has insufficient funds.',
          };
          return send(402, {
            error: { ...lastError, payment_intent: pi('requires_payment_method', { last_payment_error: lastError }) },
          });
        }
        if (body.includes('pm_needs_auth') && body.includes('off_session=true')) {
          const lastError = {
            type: 'card_error',
            code: 'authentication_required',
            decline_code: 'authentication_required',
            message: 'Your card was declined. This transaction requires authentication.',
          };
          return send(402, {
            error: { ...lastError, payment_intent: pi('requires_payment_method', { last_payment_error: lastError }) },
          });
        }
        if (body.includes('pm_3ds'))
          return send(
            200,
            pi('requires_action', {
              next_action: {
                type: 'redirect_to_url',
                redirect_to_url: { url: 'https://hooks.stripe.com/3ds', return_url: 'https://shop/r' },
              },
            }),
          );
        return send(200, pi('succeeded', { payment_method: 'pm_ok' }));
      }
      return send(404, {
        error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such thing' },
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  const provider = (p = port) =>
    new StripeProvider({
      secretKey: 'sk_test_local',
      publishableKey: 'pk',
      webhookSecret: 'whsec',
      config: { host: '127.0.0.1', port: p, protocol: 'http', maxNetworkRetries: 0 },
    });

  it('sends the idempotency key on create and confirm, and maps the answers', async () => {
    const stripe = provider();
    const created = await stripe.createIntent(
      { amount: 8900, currency: 'USD', customerId: null, description: 'Tote order 1', metadata: { orderId: '1' } },
      'tote-order-1-intent',
    );
    expect(created).toMatchObject({
      id: 'pi_123',
      status: 'requires_payment_method',
      amount: 8900,
      clientSecret: 'pi_123_secret_abc',
    });
    const ok = await stripe.confirmIntent(
      'pi_123',
      { paymentMethodId: 'pm_ok', returnUrl: 'https://shop/r' },
      'tote-order-1-confirm-a',
    );
    expect(ok).toMatchObject({ status: 'succeeded', paymentMethodId: 'pm_ok', lastError: null });
    const declined = await stripe.confirmIntent(
      'pi_123',
      { paymentMethodId: 'pm_declined', returnUrl: 'https://shop/r' },
      'tote-order-1-confirm-b',
    );
    expect(declined).toMatchObject({
      status: 'requires_payment_method',
      lastError: {
        code: 'card_declined',
        declineCode: 'insufficient_funds',
        message: 'Your card has insufficient funds.',
      },
    });
    const action = await stripe.confirmIntent(
      'pi_123',
      { paymentMethodId: 'pm_3ds', returnUrl: 'https://shop/r' },
      'tote-order-1-confirm-c',
    );
    expect(action.nextAction).toEqual({
      type: 'redirect_to_url',
      redirectToUrl: { url: 'https://hooks.stripe.com/3ds', returnUrl: 'https://shop/r' },
    });
    const posts = seen.filter((r) => r.method === 'POST');
    expect(posts.map((r) => [r.url, r.key])).toEqual([
      ['/v1/payment_intents', 'tote-order-1-intent'],
      ['/v1/payment_intents/pi_123/confirm', 'tote-order-1-confirm-a'],
      ['/v1/payment_intents/pi_123/confirm', 'tote-order-1-confirm-b'],
      ['/v1/payment_intents/pi_123/confirm', 'tote-order-1-confirm-c'],
    ]);
    expect(decodeURIComponent(posts[1]!.body)).toContain('return_url=https://shop/r');
  });

  it('off-session (renewals) sends off_session=true; a card that needs authentication fails like a decline', async () => {
    const stripe = provider();
    const failed = await stripe.confirmIntent(
      'pi_123',
      { paymentMethodId: 'pm_needs_auth', returnUrl: 'https://shop/m', offSession: true },
      'tote-renewal-7-attempt-1',
    );
    expect(failed).toMatchObject({
      status: 'requires_payment_method',
      nextAction: null,
      lastError: {
        code: 'authentication_required',
        message: 'Your card was declined. This transaction requires authentication.',
      },
    });
    const paid = await stripe.confirmIntent(
      'pi_123',
      { paymentMethodId: 'pm_ok', returnUrl: 'https://shop/m', offSession: true },
      'tote-renewal-7-attempt-2',
    );
    expect(paid.status).toBe('succeeded');
    const sent = seen.filter((r) => r.key?.startsWith('tote-renewal-7-'));
    expect(sent.map((r) => [r.url, r.key])).toEqual([
      ['/v1/payment_intents/pi_123/confirm', 'tote-renewal-7-attempt-1'],
      ['/v1/payment_intents/pi_123/confirm', 'tote-renewal-7-attempt-2'],
    ]);
    for (const r of sent) expect(decodeURIComponent(r.body)).toContain('off_session=true');
  });

  it('an unreachable Stripe is a ProviderUnavailableError (→ 30007)', async () => {
    const closed = createServer();
    await new Promise<void>((r) => closed.listen(0, '127.0.0.1', r));
    const deadPort = (closed.address() as AddressInfo).port;
    await new Promise<void>((r) => closed.close(() => r()));
    await expect(
      provider(deadPort).createIntent(
        { amount: 100, currency: 'usd', customerId: null, description: 'x', metadata: {} },
        'k',
      ),
    ).rejects.toBeInstanceOf(ProviderUnavailableError);
  });
});

/** The emulator, except that chosen intents read as 'processing' (Stripe's asynchronous payments). */
class ProcessingEmulator extends LocalPaymentEmulator {
  readonly processing = new Set<string>();
  override async retrieveIntent(id: string): Promise<IntentView> {
    const pi = await super.retrieveIntent(id);
    return this.processing.has(id) ? { ...pi, status: 'processing', nextAction: null } : pi;
  }
}

describe('30008: a payment still processing', () => {
  it('paying again, or starting another checkout, answers 30008 and changes nothing', async () => {
    const emulator = new ProcessingEmulator(db, { production: false });
    const app = await api({ payments: emulator });
    const s = await readyShopper(dev, CARD_3DS);
    const order = data(await create(app, s.token, { mode: 'subscribe' }));
    const first = data(
      await pay(app, s.token, {
        orderId: order.orderId,
        idempotencyKey: newKey(),
        returnUrl: 'http://localhost:8080/r',
      }),
    );
    emulator.processing.add(first.paymentIntent!.id);
    const check = {
      code: 30008,
      message: {
        action: 'toast',
        content: 'Your previous payment is still being processed. Check its result before paying again.',
      },
      data: null,
    };
    expect((await pay(app, s.token, { orderId: order.orderId, idempotencyKey: newKey() })).body).toEqual(check);
    expect((await create(app, s.token, { mode: 'subscribe' })).body).toEqual(check);
    const orders = await db
      .selectFrom('orders')
      .select(['id', 'status', 'pay_status'])
      .where('user_id', '=', s.userId)
      .execute();
    expect(orders).toEqual([{ id: order.orderId, status: 'Unpaid', pay_status: 'pending' }]);
    // Once it is no longer processing, a new checkout cancels that intent and replaces the order.
    emulator.processing.clear();
    const next = data(await create(app, s.token, { mode: 'subscribe' }));
    expect(next.orderId).not.toBe(order.orderId);
    expect(
      data(await call<PayResult>(app, '/v1/order/queryPayResult', { orderId: order.orderId }, s.token)),
    ).toMatchObject({
      status: 'failed',
      orderStatus: 'Cancelled',
      message: 'This checkout was replaced by a newer one.',
    });
    expect((await pay(app, s.token, { orderId: order.orderId, idempotencyKey: newKey() })).body).toMatchObject({
      code: 23005,
    });
    const canceled = await db
      .selectFrom('emulator_payment_intents')
      .select('status')
      .where('id', '=', first.paymentIntent!.id)
      .executeTakeFirstOrThrow();
    expect(canceled.status).toBe('canceled');
    expect(await emulator.charges(first.paymentIntent!.id)).toEqual([]);
  });
});
