/**
 * The payment error codes through GraphQL, as the web's payment handling reads them
 * (web/src/features/checkout/paymentIntent.ts: userErrors[0].code and .message; 30007 → the failure
 * page with the message, 30008 → the result page checks the payment): 30007 the card payment
 * provider unreachable, 30008 a payment still processing, 23005 an order that was closed.
 *
 * Two real apis over HTTP on one database, started in this process through the api's test entry
 * (`@tote/api/testing`, so the test can choose each one's payment provider and reach the
 * database): one with the local payment emulator, one with the real Stripe provider pointed at a
 * port where nothing listens — the provider is truly unreachable. A gateway in front of each; a
 * shopper signed up on one is signed in on the other (the same tokens and cookie).
 */
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createApi,
  dbFromPglite,
  LocalPaymentEmulator,
  migrateToLatest,
  openPglite,
  StripeProvider,
  type Db,
  type PaymentProvider,
} from '@tote/api/testing';
import { Browser, signUp } from './account-helpers.js';
import { startGateway, type Gateway } from './helpers.js';
import {
  ADDRESS,
  CARD_3DS,
  CREATE_ORDER,
  newKey,
  PAY_ORDER,
  PAYMENT_RESULT,
  readyToPay,
  SAVE_ADDRESS,
  SAVE_CARD,
} from './member-queries.js';

const PROVIDER_DOWN = 'The card payment provider could not be reached. Please try again.';
const CHECK_NEEDED = 'Your previous payment is still being processed. Check its result before paying again.';
const ORDER_CLOSED = 'This order is closed: start the checkout again.';

let db: Db;
const apis: FastifyInstance[] = [];
let emulatorGw: Gateway;
let downGw: Gateway;

/** A port that was free a moment ago and has nothing listening on it. */
async function closedPort(): Promise<number> {
  const s = net.createServer();
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
  const { port } = s.address() as AddressInfo;
  await new Promise<void>((r) => s.close(() => r()));
  return port;
}

async function startApi(payments: PaymentProvider): Promise<string> {
  const app = await createApi({ db, payments, pauseSweepMs: 0, env: { NODE_ENV: 'test' } });
  apis.push(app);
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

beforeAll(async () => {
  db = dbFromPglite(await openPglite('memory://'));
  await migrateToLatest(db);
  const emulatorApi = await startApi(new LocalPaymentEmulator(db, { production: false }));
  const stripeDown = new StripeProvider({
    secretKey: 'sk_test_unreachable',
    publishableKey: 'pk_test_unreachable',
    webhookSecret: 'whsec_unreachable',
    config: { host: '127.0.0.1', port: await closedPort(), protocol: 'http', maxNetworkRetries: 0, timeout: 5_000 },
  });
  const downApi = await startApi(stripeDown);
  emulatorGw = await startGateway({ upstreamUrl: emulatorApi });
  downGw = await startGateway({ upstreamUrl: downApi });
}, 90_000);

afterAll(async () => {
  await emulatorGw?.close();
  await downGw?.close();
  for (const app of apis) await app.close();
  await db?.destroy();
});

/** A shopper signed up on the emulator's gateway, with a shipping address. */
async function shopper(): Promise<Browser> {
  const b = new Browser(emulatorGw.url);
  await signUp(b);
  const a = await b.gql(SAVE_ADDRESS, { input: ADDRESS });
  expect(a.data.saveShippingAddress.userErrors).toEqual([]);
  return b;
}

/** The same browser session against the other gateway. */
function on(gw: Gateway, b: Browser): Browser {
  const other = new Browser(gw.url, b.ip);
  for (const [k, v] of b.jar) other.jar.set(k, v);
  return other;
}

async function createOrder(b: Browser, mode = 'SUBSCRIBE'): Promise<number> {
  const r = await b.gql(CREATE_ORDER, { input: { mode } });
  expect(r.errors).toBeUndefined();
  expect(r.data.createOrder.userErrors).toEqual([]);
  return r.data.createOrder.order.orderId as number;
}

/** An order whose payment waits for 3-D Secure (the shopper has not authenticated yet). */
async function awaitingAuthentication(b: Browser): Promise<{ orderId: number; intentId: string }> {
  await readyToPay(b, CARD_3DS);
  const orderId = await createOrder(b);
  const paid = await b.gql(PAY_ORDER, { input: { orderId, idempotencyKey: newKey() } });
  expect(paid.errors).toBeUndefined();
  expect(paid.data.payOrder.userErrors).toEqual([]);
  expect(paid.data.payOrder.paymentResult).toMatchObject({
    status: 'PENDING',
    paymentIntent: { status: 'REQUIRES_ACTION' },
  });
  return { orderId, intentId: paid.data.payOrder.paymentResult.paymentIntent.intentId as string };
}

describe('30007: the card payment provider cannot be reached', () => {
  it('saving a card answers the 30007 userError with the message for the screen; nothing is saved', async () => {
    const b = on(downGw, await shopper());
    const r = await b.gql(SAVE_CARD, { input: { paymentMethodId: 'pm_card_visa' } });
    expect(r.errors).toBeUndefined();
    expect(r.data.savePaymentMethod).toEqual({
      paymentMethod: null,
      userErrors: [{ code: '30007', field: null, message: PROVIDER_DOWN }],
    });
  });

  it('paying answers the 30007 userError and no result; the order then reads ERROR with the same message', async () => {
    const b = on(downGw, await shopper());
    const orderId = await createOrder(b);
    const r = await b.gql(PAY_ORDER, { input: { orderId, idempotencyKey: newKey(), paymentMethodId: 'pm_card_visa' } });
    expect(r.errors).toBeUndefined();
    expect(r.data.payOrder.paymentResult).toBeNull();
    expect(r.data.payOrder.userErrors).toEqual([{ code: '30007', field: null, message: PROVIDER_DOWN }]);
    // The result page (and the failure page's status=2 + message) reads the order.
    const result = await b.gql(PAYMENT_RESULT, { orderId });
    expect(result.errors).toBeUndefined();
    expect(result.data.paymentResult).toMatchObject({
      orderId,
      status: 'ERROR',
      orderStatus: 'UNPAID',
      message: PROVIDER_DOWN,
      paymentIntent: null,
      receipt: null,
    });
  });
});

describe('30008: the payment is still being processed', () => {
  it('paying again, or starting a new checkout, answers the 30008 userError and changes nothing', async () => {
    const b = await shopper();
    const { orderId, intentId } = await awaitingAuthentication(b);
    // The provider now processes it (a bank transfer, or Stripe between authentication and its webhook).
    await db.updateTable('emulator_payment_intents').set({ status: 'processing' }).where('id', '=', intentId).execute();

    const again = await b.gql(PAY_ORDER, { input: { orderId, idempotencyKey: newKey() } });
    expect(again.errors).toBeUndefined();
    expect(again.data.payOrder).toMatchObject({
      paymentResult: null,
      userErrors: [{ code: '30008', field: null, message: CHECK_NEEDED }],
    });

    const replace = await b.gql(CREATE_ORDER, { input: { mode: 'SUBSCRIBE' } });
    expect(replace.errors).toBeUndefined();
    expect(replace.data.createOrder).toMatchObject({
      order: null,
      userErrors: [{ code: '30008', field: null, message: CHECK_NEEDED }],
    });

    const result = await b.gql(PAYMENT_RESULT, { orderId });
    expect(result.data.paymentResult).toMatchObject({
      orderId,
      status: 'PENDING',
      orderStatus: 'UNPAID',
      paymentIntent: { intentId, status: 'PROCESSING' },
    });
  });
});

describe('23005: the order is closed', () => {
  it('paying an order that a newer checkout replaced answers the 23005 userError; its result says why', async () => {
    const b = await shopper();
    const { orderId, intentId } = await awaitingAuthentication(b);
    const newer = await createOrder(b);
    expect(newer).not.toBe(orderId);
    const status = await db
      .selectFrom('emulator_payment_intents')
      .select('status')
      .where('id', '=', intentId)
      .executeTakeFirstOrThrow();
    expect(status.status).toBe('canceled');

    const late = await b.gql(PAY_ORDER, { input: { orderId, idempotencyKey: newKey() } });
    expect(late.errors).toBeUndefined();
    expect(late.data.payOrder).toMatchObject({
      paymentResult: null,
      userErrors: [{ code: '23005', field: null, message: ORDER_CLOSED }],
    });
    const result = await b.gql(PAYMENT_RESULT, { orderId });
    expect(result.data.paymentResult).toMatchObject({
      orderId,
      status: 'FAILED',
      orderStatus: 'CANCELLED',
      message: 'This checkout was replaced by a newer one.',
    });
  });
});
