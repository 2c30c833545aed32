/**
 * Membership through the gateway against the real api and its local payment emulator: a fresh
 * shopper subscribes with Stripe's 4242 test card (address, card, preview, promo codes, order,
 * receipts), then pauses → unpauses → cancels → resubscribes (membership-changes-steps.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshShopper, type Browser } from './account-helpers.js';
import { startGateway, type Gateway } from './helpers.js';
import {
  ADDRESS,
  CARD_OK,
  CREATE_ORDER,
  newKey,
  PAY_ORDER,
  PAYMENT_RESULT,
  paymentMethodId,
  PREVIEW,
  RECEIPTS,
  SAVE_ADDRESS,
  SAVE_CARD,
  VALIDATE_COUPON,
  VIEWER_MEMBERSHIP,
} from './member-queries.js';
import { membershipChanges } from './membership-changes-steps.js';

let gw: Gateway;

beforeAll(async () => {
  gw = await startGateway();
});
afterAll(async () => {
  await gw?.close();
});

describe('a fresh shopper subscribes with 4242 4242 4242 4242', () => {
  let b: Browser;
  let orderId: number;

  beforeAll(async () => {
    b = await freshShopper(gw.url);
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
    const other = await freshShopper(gw.url);
    expect((await other.gql(`query($id: ID!) { node(id: $id) { id } }`, { id })).data.node).toBeNull();
    expect((await other.gql(PAYMENT_RESULT, { orderId })).data.paymentResult).toBeNull();
  });

  it('the first-subscription promo code is now refused: 50004 as a userError', async () => {
    const r = await b.gql(PREVIEW, { input: { mode: 'RESUBSCRIBE', couponCode: 'WELCOME20' } });
    expect(r.data.checkoutPreview.preview).toBeNull();
    expect(r.data.checkoutPreview.userErrors[0]).toMatchObject({ code: expect.stringMatching(/^(23001|50004)$/) });
  });

  membershipChanges(() => b);
});
