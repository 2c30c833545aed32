/**
 * Membership and payments through the gateway against the real api and its local payment emulator:
 * fresh shoppers subscribe with Stripe's test cards (4242 succeeds, 3155 needs 3-D Secure, 9995 is
 * declined), then pause → unpause → cancel → resubscribe; refused transitions, promo codes and
 * guests.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, signUp } from './account-helpers.js';
import { startGateway, type Gateway } from './helpers.js';
import {
  ADDRESS,
  APPLY_COUPON,
  CANCEL,
  CANCEL_SURVEY,
  CARD_OK,
  checkout,
  CREATE_ORDER,
  newKey,
  PAUSE,
  PAY_ORDER,
  PAYMENT_RESULT,
  paymentMethodId,
  PLANS_AND_CONFIG,
  PREVIEW,
  RECEIPTS,
  SAVE_ADDRESS,
  SAVE_CARD,
  UNPAUSE,
  VALIDATE_COUPON,
  VIEWER_MEMBERSHIP,
} from './member-queries.js';

let gw: Gateway;

beforeAll(async () => {
  gw = await startGateway();
});
afterAll(async () => {
  await gw?.close();
});

async function freshShopper(): Promise<Browser> {
  const b = new Browser(gw.url);
  await signUp(b);
  return b;
}

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

describe('a fresh shopper subscribes with 4242 4242 4242 4242', () => {
  let b: Browser;
  let orderId: number;

  beforeAll(async () => {
    b = await freshShopper();
  });

  it('is not subscribed yet: only SUBSCRIBE is allowed', async () => {
    const r = await b.gql(VIEWER_MEMBERSHIP);
    expect(r.errors).toBeUndefined();
    expect(r.data.viewer).toMatchObject({
      subscriptionStatus: 'NOT_SUBSCRIBED',
      isMember: false,
      membership: { status: 'NOT_SUBSCRIBED', plan: null, allowedActions: ['SUBSCRIBE'], nextBillingDate: null },
    });
  });

  it('a bad address is VALIDATION on its field; a good one is saved (state by name → code)', async () => {
    const bad = await b.gql(SAVE_ADDRESS, { input: { ...ADDRESS, zip: '123' } });
    expect(bad.data.saveShippingAddress).toMatchObject({
      address: null,
      userErrors: [{ code: 'VALIDATION', field: ['input', 'zip'], message: 'ZIP code must be 5 digits.' }],
    });
    const r = await b.gql(SAVE_ADDRESS, { input: ADDRESS });
    expect(r.data.saveShippingAddress).toMatchObject({
      address: {
        firstName: 'Ava',
        city: 'Springfield',
        state: 'IL',
        zip: '62701',
        mobile: '5551234567',
        mobileDisplay: '(555) 123-4567',
      },
      userErrors: [],
    });
  });

  it('saves the card the emulator made: masked, Visa, billing address = shipping', async () => {
    const r = await b.gql(SAVE_CARD, { input: { paymentMethodId: await paymentMethodId(b, CARD_OK) } });
    expect(r.data.savePaymentMethod).toMatchObject({
      paymentMethod: {
        maskedNumber: '•••• 4242',
        brand: 'VISA',
        last4: '4242',
        sameAsShipping: true,
        provider: 'EMULATOR',
        billingAddress: { firstName: 'Ava', state: 'IL', zip: '62701' },
      },
      userErrors: [],
    });
    expect(r.data.savePaymentMethod.paymentMethod.paymentMethodId).toMatch(/^pm_/);
    const unknown = await b.gql(SAVE_CARD, { input: { paymentMethodId: 'pm_nope' } });
    expect(unknown.data.savePaymentMethod).toMatchObject({
      paymentMethod: null,
      userErrors: [
        {
          code: '40001',
          field: ['input', 'paymentMethodId'],
          message: expect.stringMatching(/^This card could not be saved: /),
        },
      ],
    });
    const noBilling = await b.gql(SAVE_CARD, { input: { paymentMethodId: 'pm_card_visa', sameAsShipping: false } });
    expect(noBilling.data.savePaymentMethod.userErrors).toEqual([
      { code: 'VALIDATION', field: ['input', 'billingAddress'], message: 'Add a billing address.' },
    ]);
  });

  it('previews the subscription: one plan line, $89, the billing date', async () => {
    const r = await b.gql(PREVIEW, { input: { mode: 'SUBSCRIBE' } });
    expect(r.errors).toBeUndefined();
    const p = r.data.checkoutPreview;
    expect(p.userErrors).toEqual([]);
    expect(p.preview).toMatchObject({
      mode: 'SUBSCRIBE',
      plan: { name: 'Classic' },
      lines: [{ type: 'SUBSCRIPTION', quantity: 1, amount: { amount: 89 } }],
      totalBilled: { amount: 89, formatted: '$89.00' },
      discount: { amount: 0 },
      isFree: false,
      hasPaymentMethod: true,
      shippingAddress: { city: 'Springfield' },
      nextBillingDate: expect.stringMatching(/^\d{4}-\d\d-\d\d$/),
    });
  });

  it('a promo code for the first subscription lowers the preview; an unknown one is a 50000 userError', async () => {
    const ok = await b.gql(PREVIEW, { input: { mode: 'SUBSCRIBE', couponCode: 'WELCOME20' } });
    expect(ok.data.checkoutPreview.preview).toMatchObject({
      coupon: { code: 'WELCOME20', discount: { amount: 17.8 } },
      totalBilled: { amount: 71.2 },
    });
    const bad = await b.gql(PREVIEW, { input: { mode: 'SUBSCRIBE', couponCode: 'NOPE-NOPE' } });
    expect(bad.data.checkoutPreview).toEqual({
      preview: null,
      userErrors: [{ code: '50000', field: ['input', 'couponCode'], message: 'This promo code is invalid.' }],
    });
    const v = await b.gql(VALIDATE_COUPON, { input: { code: 'NOPE-NOPE' } });
    expect(v.data.validateCoupon).toEqual({
      coupon: null,
      userErrors: [{ code: '50000', field: ['input', 'code'], message: 'This promo code is invalid.' }],
    });
    const w = await b.gql(VALIDATE_COUPON, { input: { code: 'welcome20', checkout: { mode: 'SUBSCRIBE' } } });
    expect(w.data.validateCoupon).toMatchObject({
      coupon: {
        kind: 'PROMO',
        code: 'WELCOME20',
        discount: { amount: 17.8 },
        coupon: { discountType: 'PERCENT', discountValue: 20, appliesTo: 'MEMBERSHIP' },
      },
      userErrors: [],
    });
  });

  it('creates the order and pays it: SUCCESS, one receipt, SUBSCRIBED', async () => {
    const created = await b.gql(CREATE_ORDER, { input: { mode: 'SUBSCRIBE', idempotencyKey: newKey() } });
    expect(created.data.createOrder).toMatchObject({
      order: { mode: 'SUBSCRIBE', status: 'PENDING', totalBilled: { amount: 89 } },
      paymentResult: null,
      userErrors: [],
    });
    orderId = created.data.createOrder.order.orderId;

    const r = await b.gql(PAY_ORDER, { input: { orderId, idempotencyKey: newKey() } });
    expect(r.errors).toBeUndefined();
    expect(r.data.payOrder).toMatchObject({
      paymentResult: {
        orderId,
        orderIds: [orderId],
        mode: 'SUBSCRIBE',
        status: 'SUCCESS',
        message: '',
        redirectUri: '/account/my-subscription',
        totalBilled: { amount: 89 },
        card: { brand: 'VISA', last4: '4242' },
        paymentIntent: { status: 'SUCCEEDED', nextActionUrl: null },
        receipt: { costType: 'SUBSCRIPTION', amount: { amount: 89 } },
      },
      viewer: { subscriptionStatus: 'SUBSCRIBED' },
      userErrors: [],
    });
    expect(r.data.payOrder.paymentResult.paymentIntent.clientSecret).toMatch(/^pi_/);

    const m = await b.gql(VIEWER_MEMBERSHIP);
    expect(m.data.viewer).toMatchObject({
      subscriptionStatus: 'SUBSCRIBED',
      isMember: true,
      membership: {
        status: 'SUBSCRIBED',
        plan: { name: 'Classic' },
        toteUpperLimit: 6,
        boxLocked: false,
        showUnlockEarly: false,
        nextBillingDate: expect.stringMatching(/^\d{4}-\d\d-\d\d$/),
      },
    });
    expect(m.data.viewer.membership.allowedActions).toEqual(['PAUSE', 'CANCEL']);
  });

  it('the payment result and the receipt read back; the receipt is a node', async () => {
    const r = await b.gql(PAYMENT_RESULT, { orderId });
    expect(r.data.paymentResult).toMatchObject({ status: 'SUCCESS', orderStatus: expect.any(String) });
    const list = await b.gql(RECEIPTS, { first: 10 });
    expect(list.errors).toBeUndefined();
    const receipts = list.data.viewer.receipts;
    expect(receipts.totalCount).toBe(1);
    expect(receipts.edges[0].node).toMatchObject({
      costType: 'SUBSCRIPTION',
      status: 'PAID',
      mode: 'SUBSCRIBE',
      amount: { amount: 89 },
      totalBilled: { amount: 89 },
      card: { brand: 'VISA', last4: '4242' },
      periodStart: expect.stringMatching(/^\d{4}-/),
      lines: [{ type: 'SUBSCRIPTION', amount: { amount: 89 } }],
    });
    const id = receipts.edges[0].node.id;
    const node = await b.gql(`query($id: ID!) { node(id: $id) { id ... on Receipt { receiptId costType } } }`, { id });
    expect(node.data.node).toMatchObject({ id, costType: 'SUBSCRIPTION' });
    // Another shopper's receipt, or an order, is not theirs to see.
    const other = await freshShopper();
    expect((await other.gql(`query($id: ID!) { node(id: $id) { id } }`, { id })).data.node).toBeNull();
    expect((await other.gql(PAYMENT_RESULT, { orderId })).data.paymentResult).toBeNull();
  });

  it('the first-subscription promo code is now refused: 50004 as a userError', async () => {
    const r = await b.gql(PREVIEW, { input: { mode: 'RESUBSCRIBE', couponCode: 'WELCOME20' } });
    expect(r.data.checkoutPreview.preview).toBeNull();
    expect(r.data.checkoutPreview.userErrors[0]).toMatchObject({ code: expect.stringMatching(/^(23001|50004)$/) });
  });

  describe('then pause → unpause → cancel → resubscribe', () => {
    it('pauses: PAUSED until a date; pausing again is 23001 with the api message', async () => {
      const r = await b.gql(PAUSE);
      expect(r.errors).toBeUndefined();
      expect(r.data.pauseMembership).toMatchObject({
        membership: { status: 'PAUSED', pausedUntil: expect.any(String) },
        viewer: { subscriptionStatus: 'PAUSED' },
        userErrors: [],
      });
      expect(r.data.pauseMembership.membership.allowedActions).toEqual(
        expect.arrayContaining(['UNPAUSE', 'CANCEL', 'RESUME']),
      );
      const again = await b.gql(PAUSE);
      expect(again.data.pauseMembership).toEqual({
        membership: null,
        viewer: null,
        userErrors: [
          { code: '23001', field: null, message: "You can't pause your membership now: your membership is paused." },
        ],
      });
    });

    it('unpauses: SUBSCRIBED', async () => {
      const r = await b.gql(UNPAUSE);
      expect(r.data.unpauseMembership).toMatchObject({
        membership: { status: 'SUBSCRIBED', pausedUntil: null },
        viewer: { subscriptionStatus: 'SUBSCRIBED' },
        userErrors: [],
      });
    });

    it('cancels with the survey: CANCELLED; an unknown answer is refused', async () => {
      const s = await b.gql(CANCEL_SURVEY);
      expect(s.errors).toBeUndefined();
      const { questions } = s.data.cancelSurvey;
      expect(questions.length).toBeGreaterThan(0);
      const answers = questions
        .filter((q: { required: boolean }) => q.required)
        .map((q: { questionId: number; options: { optionId: number }[] }) => ({
          questionId: q.questionId,
          optionIds: [q.options[0]!.optionId],
        }));
      const unknown = await b.gql(CANCEL, { input: { answers: [{ questionId: 99999, optionIds: [1] }] } });
      expect(unknown.data.cancelMembership.membership).toBeNull();
      expect(unknown.data.cancelMembership.userErrors[0].code).toBe('40001');
      const tooKeen = await b.gql(CANCEL, { input: { answers, willingness: 9 } });
      expect(tooKeen.data.cancelMembership.userErrors).toEqual([
        {
          code: 'VALIDATION',
          field: ['input', 'willingness'],
          message: 'Choose how likely you are to come back, from 1 to 5.',
        },
      ]);

      const r = await b.gql(CANCEL, { input: { answers, feedback: 'Travelling for a while.', willingness: 4 } });
      expect(r.data.cancelMembership).toMatchObject({
        membership: { status: 'CANCELLED', nextBillingDate: null, allowedActions: ['RESUBSCRIBE'] },
        viewer: { subscriptionStatus: 'CANCELLED' },
        userErrors: [],
      });
    });

    it('a refused transition is 23001 with the api message, nothing changes', async () => {
      const r = await b.gql(UNPAUSE);
      expect(r.data.unpauseMembership.userErrors).toEqual([
        { code: '23001', field: null, message: "You can't unpause your membership now: your membership is cancelled." },
      ]);
      const sub = await b.gql(PREVIEW, { input: { mode: 'SUBSCRIBE' } });
      expect(sub.data.checkoutPreview).toEqual({
        preview: null,
        userErrors: [{ code: '23001', field: null, message: "You can't subscribe now: your membership is cancelled." }],
      });
      expect((await b.gql(VIEWER_MEMBERSHIP)).data.viewer.membership.status).toBe('CANCELLED');
    });

    it('resubscribes: SUBSCRIBED again, a second receipt', async () => {
      const { payload } = await checkout(b, 'RESUBSCRIBE');
      expect(payload).toMatchObject({
        paymentResult: { mode: 'RESUBSCRIBE', status: 'SUCCESS' },
        viewer: { subscriptionStatus: 'SUBSCRIBED' },
        userErrors: [],
      });
      const list = await b.gql(RECEIPTS, { first: 1 });
      expect(list.data.viewer.receipts).toMatchObject({ totalCount: 2, pageInfo: { hasNextPage: true } });
      const next = await b.gql(RECEIPTS, { first: 1, after: list.data.viewer.receipts.pageInfo.endCursor });
      expect(next.data.viewer.receipts.edges[0].node.mode).toBe('SUBSCRIBE');
      expect(next.data.viewer.receipts.pageInfo.hasNextPage).toBe(false);
    });
  });
});
