/**
 * The membership plans and the payment provider's config (also for a guest), the local payment
 * emulator through the shop origin, and what a guest may not do.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser } from './account-helpers.js';
import { startGateway, type Gateway } from './helpers.js';
import {
  ADDRESS,
  APPLY_COUPON,
  CANCEL_SURVEY,
  newKey,
  PAUSE,
  PAY_ORDER,
  PAYMENT_RESULT,
  PLANS_AND_CONFIG,
  PREVIEW,
  SAVE_ADDRESS,
} from './member-queries.js';

let gw: Gateway;

beforeAll(async () => {
  gw = await startGateway();
});
afterAll(async () => {
  await gw?.close();
});

describe('plans and the payment provider', () => {
  it('lists the plans and the emulator config, also for a guest', async () => {
    const r = await new Browser(gw.url).gql(PLANS_AND_CONFIG);
    expect(r.errors).toBeUndefined();
    const plans = r.data.membershipPlans;
    expect(plans.length).toBeGreaterThan(0);
    expect(plans.filter((p: { isDefault: boolean }) => p.isDefault)).toHaveLength(1);
    expect(plans.find((p: { isDefault: boolean }) => p.isDefault)).toMatchObject({
      name: 'Classic',
      toteUpperLimit: 6,
      monthlyPrice: { amount: 89, formatted: '$89.00' },
    });
    expect(plans[0].id).toBe(Buffer.from(`MembershipPlan:${plans[0].planId}`).toString('base64'));
    expect(r.data.paymentConfig).toMatchObject({
      provider: 'EMULATOR',
      publishableKey: null,
      emulatorBasePath: '/payment-emulator',
      currency: 'USD',
    });
    expect(r.data.paymentConfig.testCards.map((c: { outcome: string }) => c.outcome).sort()).toEqual([
      'DECLINED',
      'REQUIRES_AUTHENTICATION',
      'SUCCEEDS',
    ]);
  });

  it('the emulator refuses a card that is not a test card (through the shop origin)', async () => {
    const b = new Browser(gw.url);
    const res = await b.fetch('/payment-emulator/v1/payment_methods', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        type: 'card',
        card: { number: '5555555555554444', exp_month: 12, exp_year: new Date().getUTCFullYear() + 2, cvc: '123' },
      }),
    });
    expect(res.status).toBe(402);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('card_declined');
  });
});

describe('guests', () => {
  it('get UNAUTHENTICATED for the viewer-only queries and mutations', async () => {
    const b = new Browser(gw.url);
    for (const [query, variables] of [
      [CANCEL_SURVEY, {}],
      [PREVIEW, { input: { mode: 'SUBSCRIBE' } }],
      [PAYMENT_RESULT, { orderId: 1 }],
      [PAUSE, {}],
      [PAY_ORDER, { input: { orderId: 1, idempotencyKey: newKey() } }],
      [SAVE_ADDRESS, { input: ADDRESS }],
      [APPLY_COUPON, { input: { code: 'TOTE10' } }],
    ] as const) {
      const r = await b.gql(query, variables);
      expect(r.errors?.[0]?.extensions?.code, query).toBe('UNAUTHENTICATED');
    }
  });
});
