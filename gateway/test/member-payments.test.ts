/**
 * Paying through the gateway against the real api and its local payment emulator: one
 * idempotencyKey charges once, 3-D Secure and declined cards. (Promo codes, bonus credits and
 * referrals: member-promos.test.ts; the rental box of a member: member-rental-box.test.ts.)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshShopper } from './account-helpers.js';
import { startGateway, type Gateway } from './helpers.js';
import {
  ADDRESS,
  CARD_3DS,
  CARD_DECLINED,
  checkout,
  CREATE_ORDER,
  newKey,
  PAY_ORDER,
  PAYMENT_RESULT,
  readyToPay,
  RECEIPTS,
  SAVE_ADDRESS,
  VIEWER_MEMBERSHIP,
} from './member-queries.js';

let gw: Gateway;

beforeAll(async () => {
  gw = await startGateway();
});
afterAll(async () => {
  await gw?.close();
});

describe('paying twice with one idempotencyKey', () => {
  it('charges once: both answers describe one payment, one receipt', async () => {
    const b = await freshShopper(gw.url);
    await readyToPay(b);
    const created = await b.gql(CREATE_ORDER, { input: { mode: 'SUBSCRIBE' } });
    const orderId = created.data.createOrder.order.orderId;
    const key = newKey();
    const [one, two] = await Promise.all([
      b.gql(PAY_ORDER, { input: { orderId, idempotencyKey: key } }),
      b.gql(PAY_ORDER, { input: { orderId, idempotencyKey: key } }),
    ]);
    for (const r of [one, two])
      expect(r.data.payOrder).toMatchObject({ paymentResult: { status: 'SUCCESS' }, userErrors: [] });
    expect(two.data.payOrder.paymentResult.paymentIntent.intentId).toBe(
      one.data.payOrder.paymentResult.paymentIntent.intentId,
    );
    expect(two.data.payOrder.paymentResult.receipt.receiptId).toBe(one.data.payOrder.paymentResult.receipt.receiptId);
    // A paid order is never charged again, whatever the key.
    const again = await b.gql(PAY_ORDER, { input: { orderId, idempotencyKey: newKey() } });
    expect(again.data.payOrder.paymentResult).toMatchObject({
      status: 'SUCCESS',
      receipt: { receiptId: one.data.payOrder.paymentResult.receipt.receiptId },
    });
    expect((await b.gql(RECEIPTS, { first: 10 })).data.viewer.receipts.totalCount).toBe(1);
  });

  it('a malformed key is VALIDATION; an unknown order is a 20003 userError', async () => {
    const b = await freshShopper(gw.url);
    const bad = await b.gql(PAY_ORDER, { input: { orderId: 1, idempotencyKey: 'x' } });
    expect(bad.data.payOrder.userErrors).toEqual([
      {
        code: 'VALIDATION',
        field: ['input', 'idempotencyKey'],
        message: 'The idempotency key must be 8 to 100 characters: letters, digits, _ - : .',
      },
    ]);
    const unknown = await b.gql(PAY_ORDER, { input: { orderId: 999999, idempotencyKey: newKey() } });
    expect(unknown.data.payOrder).toMatchObject({ paymentResult: null, userErrors: [{ code: '20003' }] });
  });
});

describe('3-D Secure and declined cards', () => {
  it(
    '4000 0025 0000 3155: REQUIRES_ACTION with a next-action URL; ' +
      'the challenge through the shop origin completes it',
    async () => {
      const b = await freshShopper(gw.url);
      await readyToPay(b, CARD_3DS);
      const { orderId, payload } = await checkout(b, 'SUBSCRIBE');
      const result = payload.paymentResult;
      expect(result).toMatchObject({
        status: 'PENDING',
        paymentIntent: { status: 'REQUIRES_ACTION', returnUrl: `${gw.url}/payment-result-check?orderIds=${orderId}` },
        receipt: null,
      });
      const url: string = result.paymentIntent.nextActionUrl;
      expect(url).toMatch(/^\/payment-emulator\/3ds\/pi_/);
      expect(payload.viewer.subscriptionStatus).toBe('NOT_SUBSCRIBED');

      const page = await b.fetch(url);
      expect(page.status).toBe(200);
      const html = await page.text();
      const action = /<form method="post" action="([^"]+)"/.exec(html)![1]!;
      const secret = /name="client_secret" value="([^"]+)"/.exec(html)![1]!;
      const done = await b.fetch(action, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ client_secret: secret, outcome: 'complete' }).toString(),
      });
      expect(done.status).toBe(302);
      const back = new URL(done.headers.get('location')!);
      expect(back.origin + back.pathname).toBe(`${gw.url}/payment-result-check`);
      expect(back.searchParams.get('redirect_status')).toBe('succeeded');

      const after = await b.gql(PAYMENT_RESULT, { orderId });
      expect(after.data.paymentResult).toMatchObject({
        status: 'SUCCESS',
        message: '',
        receipt: { costType: 'SUBSCRIPTION' },
      });
      expect((await b.gql(VIEWER_MEMBERSHIP)).data.viewer.membership.status).toBe('SUBSCRIBED');
    },
  );

  it('a failed 3-D Secure challenge: FAILED with the message; nothing charged, not subscribed', async () => {
    const b = await freshShopper(gw.url);
    await readyToPay(b, CARD_3DS);
    const { orderId, payload } = await checkout(b, 'SUBSCRIBE');
    const { intentId, clientSecret } = payload.paymentResult.paymentIntent;
    const failed = await b.fetch(`/payment-emulator/3ds/${intentId}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ client_secret: clientSecret, outcome: 'fail' }).toString(),
    });
    expect(failed.status).toBe(302);
    expect(new URL(failed.headers.get('location')!).searchParams.get('redirect_status')).toBe('failed');
    expect((await b.gql(PAYMENT_RESULT, { orderId })).data.paymentResult).toMatchObject({
      status: 'FAILED',
      message:
        'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
      paymentIntent: { status: 'REQUIRES_PAYMENT_METHOD' },
      receipt: null,
    });
    expect((await b.gql(RECEIPTS, { first: 5 })).data.viewer.receipts.totalCount).toBe(0);
    expect((await b.gql(VIEWER_MEMBERSHIP)).data.viewer.membership.status).toBe('NOT_SUBSCRIBED');
  });

  it('4000 0000 0000 9995: FAILED with the message, not subscribed', async () => {
    const b = await freshShopper(gw.url);
    await readyToPay(b, CARD_DECLINED);
    const { orderId, payload } = await checkout(b, 'SUBSCRIBE');
    expect(payload).toMatchObject({
      paymentResult: {
        orderId,
        status: 'FAILED',
        message: 'Your card has insufficient funds.',
        totalBilled: { amount: 89 },
        receipt: null,
      },
      viewer: { subscriptionStatus: 'NOT_SUBSCRIBED' },
      userErrors: [],
    });
    expect((await b.gql(PAYMENT_RESULT, { orderId })).data.paymentResult).toMatchObject({
      status: 'FAILED',
      message: 'Your card has insufficient funds.',
    });
    expect((await b.gql(VIEWER_MEMBERSHIP)).data.viewer.membership.status).toBe('NOT_SUBSCRIBED');
  });

  it('paying without a card is a 23004 userError', async () => {
    const b = await freshShopper(gw.url);
    const a = await b.gql(SAVE_ADDRESS, { input: ADDRESS });
    expect(a.data.saveShippingAddress.userErrors).toEqual([]);
    const created = await b.gql(CREATE_ORDER, { input: { mode: 'SUBSCRIBE' } });
    const r = await b.gql(PAY_ORDER, {
      input: { orderId: created.data.createOrder.order.orderId, idempotencyKey: newKey() },
    });
    expect(r.data.payOrder).toEqual({
      paymentResult: null,
      viewer: null,
      userErrors: [{ code: '23004', field: null, message: 'Add a payment method first.' }],
    });
  });
});
