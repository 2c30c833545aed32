/**
 * The checkout in fewer calls (contract/pre-checkout.ts): /order/preCheckout says what is missing,
 * /order/checkoutDetail is pre-pay-detail's totals, /order/submit creates and pays with one idempotency key.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PayResult, PrePayDetail } from '@tote/contract/checkout';
import type { PreCheckout } from '@tote/contract/pre-checkout';
import { data } from './http.js';
import { call, RELAXED_LIMITS } from './accounts-helpers.js';
import { openTestApi, type TestApi } from './db.js';
import { addAddress, chargesOf, newKey, readyShopper, shopper, type Shopper } from './member-helpers.js';
import { checkoutHelpers } from './checkout-helpers.js';
import { UnavailableProvider } from '../src/features/payments/provider.js';

let t: TestApi;
beforeAll(async () => {
  t = await openTestApi({ limits: RELAXED_LIMITS, pauseSweepMs: 0 });
});
afterAll(() => t.close());

const { member } = checkoutHelpers(() => t);
const preCheckout = (s: Shopper, body: object) => call<PreCheckout>(t.app, '/v1/order/preCheckout', body, s.token);
const submit = (s: Shopper, body: object) => call<PayResult>(t.app, '/v1/order/submit', body, s.token);
const RETURN_URL = 'http://localhost:8080/payment-result-check';

describe('/order/preCheckout', () => {
  it('names what is missing, in the order to fix it, until nothing is', async () => {
    const s = await shopper(t.app);
    expect(data(await preCheckout(s, { mode: 'subscribe' }))).toEqual({
      ready: false,
      missing: ['shippingAddress', 'paymentMethod'],
      messageList: ['Add a shipping address first.', 'Add a payment method first.'],
      totalBilled: 89,
      isFree: false,
      currency: 'USD',
    });
    await addAddress(t.app, s.token);
    expect(data(await preCheckout(s, { mode: 'subscribe' })).missing).toEqual(['paymentMethod']);

    const ready = await readyShopper(t.app);
    expect(data(await preCheckout(ready, { mode: 'subscribe' }))).toMatchObject({
      ready: true,
      missing: [],
      messageList: [],
    });
  });

  it('refuses what pre-pay-detail refuses, and a guest', async () => {
    const s = await readyShopper(t.app);
    const bad = await preCheckout(s, { mode: 'subscribe', planId: 999_999 });
    const same = await call(t.app, '/v1/order/pre-pay-detail', { mode: 'subscribe', planId: 999_999 }, s.token);
    expect(bad.body.code).not.toBe(0);
    expect(bad.body).toEqual(same.body);
    expect((await call(t.app, '/v1/order/preCheckout', { mode: 'subscribe' })).body.code).not.toBe(0);
  });
});

describe('/order/preCheckout without card payments (PAYMENTS=off)', () => {
  it('says so instead of asking for a card', async () => {
    const off = await openTestApi({ limits: RELAXED_LIMITS, pauseSweepMs: 0, payments: new UnavailableProvider() });
    try {
      const s = await shopper(off.app);
      await addAddress(off.app, s.token);
      const r = data(await call<PreCheckout>(off.app, '/v1/order/preCheckout', { mode: 'subscribe' }, s.token));
      expect(r).toMatchObject({ ready: false, missing: ['paymentsUnavailable'] });
      expect(r.messageList).toEqual(['Card payments are not available right now. Please try again later.']);
    } finally {
      await off.close();
    }
  });
});

describe('/order/checkoutDetail', () => {
  it("is pre-pay-detail's totals", async () => {
    const s = await readyShopper(t.app);
    const detail = data(await call<PrePayDetail>(t.app, '/v1/order/checkoutDetail', { mode: 'subscribe' }, s.token));
    const prePay = data(await call<PrePayDetail>(t.app, '/v1/order/pre-pay-detail', { mode: 'subscribe' }, s.token));
    expect(detail).toEqual(prePay);
    expect(detail).toMatchObject({ mode: 'subscribe', totalBilled: 89, hasPaymentMethod: true });
  });
});

describe('/order/submit', () => {
  it('creates and pays in one call; the same key again is the same order and no second charge', async () => {
    const s = await readyShopper(t.app);
    const idempotencyKey = newKey();
    const body = { mode: 'subscribe', idempotencyKey, returnUrl: RETURN_URL };
    const first = data(await submit(s, body));
    expect(first).toMatchObject({ mode: 'subscribe', status: 'success', totalBilled: 89 });
    const again = data(await submit(s, body));
    expect(again).toMatchObject({ orderId: first.orderId, status: 'success' });
    expect(await chargesOf(t.db, first.orderId)).toHaveLength(1);
    expect((await member(s)).subStatus).toBe('Subscribed');
  });

  it('needs an idempotency key, and refuses what create refuses (no shipping address)', async () => {
    const s = await readyShopper(t.app);
    expect((await submit(s, { mode: 'subscribe' })).body.code).toBe(40001);
    const bare = await shopper(t.app);
    const r = await submit(bare, { mode: 'subscribe', idempotencyKey: newKey() });
    expect(r.body).toMatchObject({ code: 23004, message: { content: 'Add a shipping address first.' } });
  });
});
