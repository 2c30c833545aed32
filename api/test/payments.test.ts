/**
 * Card payments through the local emulator: the three test cards, the 3-D Secure challenge page
 * over real HTTP, unknown cards, double-submitted confirms (one charge, one subscription), and
 * the emulator's own HTTP API.
 */
import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MemberInfo } from '@tote/contract/member';
import type { PayResult } from '@tote/contract/checkout';
import type { ReceiptList } from '@tote/contract/receipts';
import type { EmulatorError, EmulatorPaymentIntent, PaymentInfo } from '@tote/contract/payment';
import { data } from './http.js';
import { call, RELAXED_LIMITS } from './accounts-helpers.js';
import { openTestApi, type TestApi } from './db.js';
import {
  addCard,
  CARD_3DS,
  CARD_DECLINED,
  CARD_OK,
  chargesOf,
  create,
  newKey,
  pay,
  paymentMethod,
  readyShopper,
  type Shopper,
} from './member-helpers.js';

let t: TestApi;
let base: string;
beforeAll(async () => {
  t = await openTestApi({ limits: RELAXED_LIMITS, pauseSweepMs: 0 });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.close());

const RETURN_URL = 'http://localhost:8080/payment-result-check?from=subscribe';
const member = async (s: Shopper): Promise<MemberInfo> =>
  data(await call<MemberInfo>(t.app, '/v1/member/query', {}, s.token));
const result = async (s: Shopper, orderId: number): Promise<PayResult> =>
  data(await call<PayResult>(t.app, '/v1/order/queryPayResult', { orderId }, s.token, 'GET'));

async function subscribeOrder(s: Shopper): Promise<number> {
  return data(await create(t.app, s.token, { mode: 'subscribe' })).orderId;
}

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

  it('4000 0000 0000 9995 is declined (insufficient funds): failed with the message, nothing charged, nothing changes; a new card then pays', async () => {
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
    expect(await result(s, orderId)).toMatchObject({ status: 'failed', message: 'Your card has insufficient funds.' });
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
  });

  it('4000 0025 0000 3155 needs 3-D Secure: the challenge page round trip over HTTP completes the payment', async () => {
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
  });

  it('3-D Secure failed: back to the shop with redirect_status=failed, the order failed with the message, nothing charged; a retry can succeed', async () => {
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
  });

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

describe('card numbers', () => {
  const create = (card: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/payment-emulator/v1/payment_methods', payload: { type: 'card', card } });
  const year = new Date().getFullYear() + 1;

  it('the emulator refuses any card but the test cards, with Stripe-shaped errors', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [
        { number: '5555555555554444', exp_month: 12, exp_year: year, cvc: '123' },
        'card_declined',
        "The local payment emulator accepts only Stripe's test cards: 4242 4242 4242 4242, 4000 0025 0000 3155 and 4000 0000 0000 9995.",
      ],
      [
        { number: '4000000000000002', exp_month: 12, exp_year: year, cvc: '123' },
        'card_declined',
        "The local payment emulator accepts only Stripe's test cards: 4242 4242 4242 4242, 4000 0025 0000 3155 and 4000 0000 0000 9995.",
      ],
      [
        { number: '4242424242424241', exp_month: 12, exp_year: year, cvc: '123' },
        'incorrect_number',
        'Your card number is incorrect.',
      ],
      [
        { number: '4242', exp_month: 12, exp_year: year, cvc: '123' },
        'incorrect_number',
        'Your card number is incorrect.',
      ],
      [
        { number: CARD_OK, exp_month: 13, exp_year: year, cvc: '123' },
        'invalid_expiry_month',
        "Your card's expiration month is invalid.",
      ],
      [
        { number: CARD_OK, exp_month: 1, exp_year: 2020, cvc: '123' },
        'invalid_expiry_year',
        "Your card's expiration year is invalid.",
      ],
      [
        { number: CARD_OK, exp_month: 12, exp_year: year, cvc: '12' },
        'invalid_cvc',
        "Your card's security code is invalid.",
      ],
    ];
    for (const [card, code, message] of cases) {
      const res = await create(card);
      expect(res.statusCode, JSON.stringify(card)).toBe(402);
      expect((res.json() as EmulatorError).error).toMatchObject({ type: 'card_error', code, message });
    }
  });

  it('a test card becomes a PaymentMethod (form-encoded too); the number is stored nowhere', async () => {
    const form = await t.app.inject({
      method: 'POST',
      url: '/payment-emulator/v1/payment_methods',
      payload: `type=card&card[number]=4242+4242+4242+4242&card[exp_month]=12&card[exp_year]=${year}&card[cvc]=123`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.statusCode).toBe(200);
    expect(form.json()).toMatchObject({
      id: expect.stringMatching(/^pm_/),
      object: 'payment_method',
      card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: year },
    });
    const s = await readyShopper(t.app, CARD_OK);
    const dump = JSON.stringify([
      await t.db.selectFrom('emulator_payment_methods').selectAll().execute(),
      await t.db.selectFrom('payment_cards').selectAll().where('user_id', '=', s.userId).execute(),
    ]);
    for (const n of [CARD_OK, CARD_3DS, CARD_DECLINED]) expect(dump).not.toContain(n);
  });

  it('/payment/edit refuses a card number and an unknown PaymentMethod', async () => {
    const s = await readyShopper(t.app, CARD_OK);
    const pm = await paymentMethod(t.app, CARD_OK);
    const full = await call(
      t.app,
      '/v1/payment/edit',
      { paymentMethodId: pm, creditCardNumber: '4242 4242 4242 4242' },
      s.token,
    );
    expect(full.body).toMatchObject({
      code: 40001,
      message: { content: 'Card numbers are never sent to Tote: add the card with the payment form.' },
    });
    expect(
      data(
        await call<PaymentInfo>(
          t.app,
          '/v1/payment/edit',
          { paymentMethodId: pm, creditCardNumber: '•••• 4242' },
          s.token,
        ),
      ),
    ).toMatchObject({ creditCardNumber: '•••• 4242' });
    const unknown = await call(t.app, '/v1/payment/edit', { paymentMethodId: 'pm_doesnotexist' }, s.token);
    expect(unknown.body).toMatchObject({
      code: 40001,
      message: { content: "This card could not be saved: No such PaymentMethod: 'pm_doesnotexist'" },
    });
    expect((await call(t.app, '/v1/payment/edit', { paymentMethodId: '4242424242424242' }, s.token)).body.code).toBe(
      40001,
    );
  });
});

describe('double-submitted confirms', () => {
  it('10 concurrent pays with one idempotency key: one charge, one subscription, one receipt, one PaymentIntent', async () => {
    const s = await readyShopper(t.app, CARD_OK);
    const orderId = await subscribeOrder(s);
    const body = { orderId, idempotencyKey: newKey(), returnUrl: RETURN_URL };
    const results = await Promise.all(Array.from({ length: 10 }, () => pay(t.app, s.token, body)));
    for (const r of results) expect(r.body.code).toBe(0);
    const intents = new Set(results.map((r) => r.body.data!.paymentIntent!.id));
    expect(intents.size).toBe(1);
    for (const r of results) {
      expect(r.body.data!.paymentIntent!.status).toBe('succeeded');
      expect(['success', 'pending']).toContain(r.body.data!.status); // a replayed answer may arrive before the first one's result is applied
    }
    expect(await chargesOf(t.db, orderId)).toEqual([{ id: expect.any(String), amount: 8900 }]);
    expect((await result(s, orderId)).status).toBe('success');
    const events = await t.db
      .selectFrom('membership_events')
      .select('action')
      .where('user_id', '=', s.userId)
      .execute();
    expect(events).toEqual([{ action: 'subscribe' }]);
    expect(await t.db.selectFrom('receipts').select('id').where('user_id', '=', s.userId).execute()).toHaveLength(1);
    expect(
      await t.db
        .selectFrom('emulator_payment_intents')
        .select('id')
        .where(sql<string>`metadata->>'orderId'`, '=', String(orderId))
        .execute(),
    ).toHaveLength(1);

    // Sent again later, with the same key or a new one: the order is paid, nothing is charged.
    expect(data(await pay(t.app, s.token, body)).status).toBe('success');
    expect(data(await pay(t.app, s.token, { ...body, idempotencyKey: newKey() })).status).toBe('success');
    expect(await chargesOf(t.db, orderId)).toHaveLength(1);
    expect((await member(s)).subStatus).toBe('Subscribed');
  });

  it('concurrent pays with different keys still charge the order once', async () => {
    const s = await readyShopper(t.app, CARD_OK);
    const orderId = await subscribeOrder(s);
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        pay(t.app, s.token, { orderId, idempotencyKey: newKey(), returnUrl: RETURN_URL }),
      ),
    );
    for (const r of results) expect(r.body.code).toBe(0);
    expect(await chargesOf(t.db, orderId)).toHaveLength(1);
    expect((await result(s, orderId)).status).toBe('success');
    expect(
      await t.db.selectFrom('membership_events').select('action').where('user_id', '=', s.userId).execute(),
    ).toHaveLength(1);
  });

  it('a key sent again with another card is refused (40001), nothing charged', async () => {
    const s = await readyShopper(t.app, CARD_DECLINED);
    const orderId = await subscribeOrder(s);
    const key = newKey();
    expect(data(await pay(t.app, s.token, { orderId, idempotencyKey: key, returnUrl: RETURN_URL })).status).toBe(
      'failed',
    );
    const other = await pay(t.app, s.token, {
      orderId,
      idempotencyKey: key,
      paymentMethodId: await paymentMethod(t.app, CARD_OK),
      returnUrl: RETURN_URL,
    });
    expect(other.body).toMatchObject({
      code: 40001,
      message: { content: 'This idempotencyKey was already used for another request: use a new key.' },
    });
    expect(await chargesOf(t.db, orderId)).toEqual([]);
  });
});

describe("the emulator's browser API (Stripe.js's role)", () => {
  it('retrieves and confirms an intent with its client secret; a decline answers 402 with the intent', async () => {
    const s = await readyShopper(t.app, CARD_DECLINED);
    const orderId = await subscribeOrder(s);
    const r = data(await pay(t.app, s.token, { orderId, idempotencyKey: newKey(), returnUrl: RETURN_URL }));
    const { id, clientSecret } = r.paymentIntent!;
    const got = await t.app.inject({
      method: 'GET',
      url: `/payment-emulator/v1/payment_intents/${id}?client_secret=${encodeURIComponent(clientSecret)}`,
    });
    expect(got.json()).toMatchObject({
      id,
      object: 'payment_intent',
      amount: 8900,
      currency: 'usd',
      status: 'requires_payment_method',
      last_payment_error: { decline_code: 'insufficient_funds' },
    });
    expect(
      (await t.app.inject({ method: 'GET', url: `/payment-emulator/v1/payment_intents/${id}?client_secret=wrong` }))
        .statusCode,
    ).toBe(404);

    const declined = await t.app.inject({
      method: 'POST',
      url: `/payment-emulator/v1/payment_intents/${id}/confirm`,
      payload: { client_secret: clientSecret },
    });
    expect(declined.statusCode).toBe(402);
    expect((declined.json() as EmulatorError).error).toMatchObject({
      type: 'card_error',
      code: 'card_declined',
      decline_code: 'insufficient_funds',
      message: 'Your card has insufficient funds.',
      payment_intent: { id },
    });

    const pm3ds = await paymentMethod(t.app, CARD_3DS);
    const action = await t.app.inject({
      method: 'POST',
      url: `/payment-emulator/v1/payment_intents/${id}/confirm`,
      payload: { client_secret: clientSecret, payment_method: pm3ds, return_url: RETURN_URL },
    });
    expect(action.statusCode).toBe(200);
    expect(action.json() as EmulatorPaymentIntent).toMatchObject({
      status: 'requires_action',
      next_action: { type: 'redirect_to_url', redirect_to_url: { return_url: RETURN_URL } },
    });

    const pmOk = await paymentMethod(t.app, CARD_OK);
    const paid = await t.app.inject({
      method: 'POST',
      url: `/payment-emulator/v1/payment_intents/${id}/confirm`,
      payload: `client_secret=${encodeURIComponent(clientSecret)}&payment_method=${pmOk}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(paid.json()).toMatchObject({ status: 'succeeded' });
    // The emulator's event completed the order, as Stripe's webhook would.
    expect((await result(s, orderId)).status).toBe('success');
    expect(await chargesOf(t.db, orderId)).toHaveLength(1);
  });

  it('Stripe test PaymentMethod ids behave like their cards', async () => {
    const s = await readyShopper(t.app, CARD_OK);
    data(
      await call(t.app, '/v1/payment/edit', { paymentMethodId: 'pm_card_chargeDeclinedInsufficientFunds' }, s.token),
    );
    expect(data(await call<PaymentInfo>(t.app, '/v1/payment/query', {}, s.token, 'GET'))).toMatchObject({
      paymentInfo: { cardBrand: 'visa', last4: '9995' },
    });
    const orderId = await subscribeOrder(s);
    expect(data(await pay(t.app, s.token, { orderId, idempotencyKey: newKey(), returnUrl: RETURN_URL })).message).toBe(
      'Your card has insufficient funds.',
    );
    expect(
      data(
        await pay(t.app, s.token, {
          orderId,
          idempotencyKey: newKey(),
          paymentMethodId: 'pm_card_visa',
          returnUrl: RETURN_URL,
        }),
      ).status,
    ).toBe('success');
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
