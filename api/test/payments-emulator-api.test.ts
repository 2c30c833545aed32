/** The local payment emulator: card numbers it refuses or accepts, and its own HTTP API (Stripe.js's role). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmulatorError, EmulatorPaymentIntent, PaymentInfo } from '@tote/contract/payment';
import { data } from './http.js';
import { call, RELAXED_LIMITS } from './accounts-helpers.js';
import { openTestApi, type TestApi } from './db.js';
import {
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
beforeAll(async () => {
  t = await openTestApi({ limits: RELAXED_LIMITS, pauseSweepMs: 0 });
});
afterAll(() => t.close());

const { result, subscribeOrder } = paymentHelpers(() => t);

describe('card numbers', () => {
  const create = (card: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/payment-emulator/v1/payment_methods', payload: { type: 'card', card } });
  const year = new Date().getFullYear() + 1;

  it('the emulator refuses any card but the test cards, with Stripe-shaped errors', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [
        { number: '5555555555554444', exp_month: 12, exp_year: year, cvc: '123' },
        'card_declined',
        "The local payment emulator accepts only Stripe's test cards: " +
          '4242 4242 4242 4242, 4000 0025 0000 3155 and 4000 0000 0000 9995.',
      ],
      [
        { number: '4000000000000002', exp_month: 12, exp_year: year, cvc: '123' },
        'card_declined',
        "The local payment emulator accepts only Stripe's test cards: " +
          '4242 4242 4242 4242, 4000 0025 0000 3155 and 4000 0000 0000 9995.',
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
