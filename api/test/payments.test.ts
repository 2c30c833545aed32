/**
 * Card payments through the local emulator: the three test cards, the 3-D Secure challenge page
 * over real HTTP, paying needs a card. Unknown cards and the emulator's own HTTP API are
 * payments-emulator-api.test.ts; double-submitted confirms are payments-idempotency.test.ts.
 */
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReceiptList } from '@tote/contract/receipts';
import { data } from './http.js';
import { call, RELAXED_LIMITS } from './accounts-helpers.js';
import { openTestApi, type TestApi } from './db.js';
import {
  addCard,
  CARD_3DS,
  CARD_DECLINED,
  CARD_OK,
  chargesOf,
  newKey,
  pay,
  paymentMethod,
  readyShopper,
} from './member-helpers.js';
import { paymentHelpers, RETURN_URL } from './payment-helpers.js';

let t: TestApi;
let base: string;
beforeAll(async () => {
  t = await openTestApi({ limits: RELAXED_LIMITS, pauseSweepMs: 0 });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.close());

const { member, result, subscribeOrder } = paymentHelpers(() => t);

describe('the test cards', () => {
  it('4242 4242 4242 4242 succeeds: one charge, Subscribed, a receipt', async () => {
    const s = await readyShopper(t.app, CARD_OK);
    const orderId = await subscribeOrder(s);
    const r = data(await pay(t.app, s.token, { orderId, idempotencyKey: newKey(), returnUrl: RETURN_URL }));
    expect(r).toMatchObject({
      orderId,
      orderIds: [orderId],
      mode: 'subscribe',
      status: 'success',
      orderStatus: 'Delivered',
      message: '',
      totalBilled: 89,
      currency: 'USD',
      redirectUri: '/account/my-subscription',
      card: { brand: 'visa', last4: '4242' },
      paymentIntent: { status: 'succeeded', nextAction: null },
      receiptId: expect.any(Number),
    });
    expect(await chargesOf(t.db, orderId)).toEqual([{ id: expect.stringMatching(/^ch_/), amount: 8900 }]);
    expect(await member(s)).toMatchObject({
      subStatus: 'Subscribed',
      isMember: 1,
      plan: { code: 'classic' },
      toteUpperLimit: 6,
    });
    const receipts = data(await call<ReceiptList>(t.app, '/v1/order/receipt-list', {}, s.token, 'GET'));
    expect(receipts.list).toMatchObject([
      {
        receiptId: r.receiptId,
        orderId,
        costType: 'Subscription',
        amount: 89,
        status: 'paid',
        card: { brand: 'visa', last4: '4242' },
      },
    ]);
  });

  it(
    '4000 0000 0000 9995 is declined (insufficient funds): failed with the message, nothing charged, ' +
      'nothing changes; a new card then pays',
    async () => {
      const s = await readyShopper(t.app, CARD_DECLINED);
      const orderId = await subscribeOrder(s);
      const r = data(await pay(t.app, s.token, { orderId, idempotencyKey: newKey(), returnUrl: RETURN_URL }));
      expect(r).toMatchObject({
        status: 'failed',
        orderStatus: 'Unpaid',
        message: 'Your card has insufficient funds.',
        totalBilled: 89,
        paymentIntent: { status: 'requires_payment_method' },
      });
      expect(await result(s, orderId)).toMatchObject({
        status: 'failed',
        message: 'Your card has insufficient funds.',
      });
      expect(await chargesOf(t.db, orderId)).toEqual([]);
      expect((await member(s)).subStatus).toBe('Not Subscribed');
      // Another card, a new key: the same PaymentIntent succeeds.
      const again = data(
        await pay(t.app, s.token, {
          orderId,
          idempotencyKey: newKey(),
          paymentMethodId: await paymentMethod(t.app, CARD_OK),
          returnUrl: RETURN_URL,
        }),
      );
      expect(again).toMatchObject({ status: 'success', message: '', paymentIntent: { id: r.paymentIntent!.id } });
      expect(await chargesOf(t.db, orderId)).toHaveLength(1);
      expect((await member(s)).subStatus).toBe('Subscribed');
    },
  );

  it(
    '4000 0025 0000 3155 needs 3-D Secure: the challenge page round trip over HTTP completes the ' + 'payment',
    async () => {
      const s = await readyShopper(t.app, CARD_3DS);
      const orderId = await subscribeOrder(s);
      const r = data(await pay(t.app, s.token, { orderId, idempotencyKey: newKey(), returnUrl: RETURN_URL }));
      expect(r).toMatchObject({
        status: 'pending',
        paymentIntent: {
          status: 'requires_action',
          nextAction: { type: 'redirect_to_url', redirectToUrl: { returnUrl: RETURN_URL } },
        },
      });
      const pi = r.paymentIntent!;
      const url = pi.nextAction!.redirectToUrl.url;
      expect(url).toBe(`/payment-emulator/3ds/${pi.id}?client_secret=${encodeURIComponent(pi.clientSecret)}`);
      expect(await chargesOf(t.db, orderId)).toEqual([]);

      const page = await fetch(base + url);
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toMatch(/text\/html/);
      const html = await page.text();
      expect(html).toContain('$89.00 USD');
      expect(html).toContain('Visa •••• 3155');
      expect(html).toMatch(/<button[^>]*value="complete"[^>]*>Complete authentication<\/button>/);
      expect(html).toMatch(/<button[^>]*value="fail"[^>]*>Fail authentication<\/button>/);
      const action = /<form method="post" action="([^"]+)"/.exec(html)![1]!;
      const secret = /name="client_secret" value="([^"]+)"/.exec(html)![1]!;

      const done = await fetch(base + action, {
        method: 'POST',
        redirect: 'manual',
        body: new URLSearchParams({ client_secret: secret, outcome: 'complete' }),
      });
      expect(done.status).toBe(302);
      const back = new URL(done.headers.get('location')!);
      expect(back.origin + back.pathname).toBe('http://localhost:8080/payment-result-check');
      expect(Object.fromEntries(back.searchParams)).toEqual({
        from: 'subscribe',
        payment_intent: pi.id,
        payment_intent_client_secret: pi.clientSecret,
        redirect_status: 'succeeded',
      });
      expect(await result(s, orderId)).toMatchObject({ status: 'success', receiptId: expect.any(Number) });
      expect(await chargesOf(t.db, orderId)).toHaveLength(1);
      expect((await member(s)).subStatus).toBe('Subscribed');

      // Answering the challenge again changes nothing.
      const twice = await fetch(base + action, {
        method: 'POST',
        redirect: 'manual',
        body: new URLSearchParams({ client_secret: secret, outcome: 'complete' }),
      });
      expect(new URL(twice.headers.get('location')!).searchParams.get('redirect_status')).toBe('succeeded');
      expect(await chargesOf(t.db, orderId)).toHaveLength(1);
      expect((await fetch(base + url)).status).toBe(409);
    },
  );

  it(
    '3-D Secure failed: back to the shop with redirect_status=failed, the order failed with the ' +
      'message, nothing charged; a retry can succeed',
    async () => {
      const s = await readyShopper(t.app, CARD_3DS);
      const orderId = await subscribeOrder(s);
      const r = data(await pay(t.app, s.token, { orderId, idempotencyKey: newKey(), returnUrl: RETURN_URL }));
      const pi = r.paymentIntent!;
      const failed = await fetch(`${base}/payment-emulator/3ds/${pi.id}`, {
        method: 'POST',
        redirect: 'manual',
        body: new URLSearchParams({ client_secret: pi.clientSecret, outcome: 'fail' }),
      });
      expect(failed.status).toBe(302);
      expect(new URL(failed.headers.get('location')!).searchParams.get('redirect_status')).toBe('failed');
      expect(await result(s, orderId)).toMatchObject({
        status: 'failed',
        message:
          'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
        paymentIntent: { status: 'requires_payment_method' },
      });
      expect(await chargesOf(t.db, orderId)).toEqual([]);
      expect((await member(s)).subStatus).toBe('Not Subscribed');

      const retry = data(await pay(t.app, s.token, { orderId, idempotencyKey: newKey(), returnUrl: RETURN_URL }));
      expect(retry.paymentIntent).toMatchObject({ id: pi.id, status: 'requires_action' });
      const ok = await fetch(`${base}/payment-emulator/3ds/${pi.id}`, {
        method: 'POST',
        redirect: 'manual',
        body: new URLSearchParams({ client_secret: pi.clientSecret, outcome: 'complete' }),
      });
      expect(new URL(ok.headers.get('location')!).searchParams.get('redirect_status')).toBe('succeeded');
      expect((await result(s, orderId)).status).toBe('success');
      expect(await chargesOf(t.db, orderId)).toHaveLength(1);
    },
  );

  it('the challenge page refuses a wrong client secret', async () => {
    const s = await readyShopper(t.app, CARD_3DS);
    const orderId = await subscribeOrder(s);
    const r = data(await pay(t.app, s.token, { orderId, idempotencyKey: newKey(), returnUrl: RETURN_URL }));
    const id = r.paymentIntent!.id;
    expect((await fetch(`${base}/payment-emulator/3ds/${id}?client_secret=nope`)).status).toBe(404);
    const post = await fetch(`${base}/payment-emulator/3ds/${id}`, {
      method: 'POST',
      redirect: 'manual',
      body: new URLSearchParams({ client_secret: 'nope', outcome: 'complete' }),
    });
    expect(post.status).toBe(404);
    expect(await chargesOf(t.db, orderId)).toEqual([]);
  });
});

describe('paying needs a card', () => {
  it('no saved card and none sent → 23004', async () => {
    const s = await readyShopper(t.app, CARD_OK);
    await t.db.deleteFrom('payment_cards').where('user_id', '=', s.userId).execute();
    const orderId = await subscribeOrder(s);
    expect((await pay(t.app, s.token, { orderId, idempotencyKey: newKey() })).body).toMatchObject({
      code: 23004,
      message: { content: 'Add a payment method first.' },
    });
    await addCard(t.app, s.token);
    expect(data(await pay(t.app, s.token, { orderId, idempotencyKey: newKey() })).status).toBe('success');
  });
});
