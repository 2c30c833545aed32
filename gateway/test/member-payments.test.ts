/**
 * Paying through the gateway against the real api and its local payment emulator: one
 * idempotencyKey charges once, 3-D Secure and declined cards, promo codes, bonus credits and
 * referrals, and the rental box of a member (unlock early).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, signUp } from './account-helpers.js';
import { startGateway, type Gateway } from './helpers.js';
import { ADD_TO_TOTE, inStockSkus } from './tote-queries.js';
import {
  ADDRESS,
  APPLY_COUPON,
  CARD_3DS,
  CARD_DECLINED,
  checkout,
  CREATE_ORDER,
  CREDITS,
  newKey,
  PAY_ORDER,
  PAYMENT_RESULT,
  PREVIEW,
  readyToPay,
  RECEIPTS,
  REMOVE_COUPON,
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

async function freshShopper(): Promise<Browser> {
  const b = new Browser(gw.url);
  await signUp(b);
  return b;
}

describe('paying twice with one idempotencyKey', () => {
  it('charges once: both answers describe one payment, one receipt', async () => {
    const b = await freshShopper();
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
    const b = await freshShopper();
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
  it('4000 0025 0000 3155: REQUIRES_ACTION with a next-action URL; the challenge through the shop origin completes it', async () => {
    const b = await freshShopper();
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
  });

  it('a failed 3-D Secure challenge: FAILED with the message; nothing charged, not subscribed', async () => {
    const b = await freshShopper();
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
    const b = await freshShopper();
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
    const b = await freshShopper();
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

describe('promo codes, bonus credits and referrals', () => {
  it('a free first month (FREEMONTH) completes at create: FREE, subscribed', async () => {
    const b = await freshShopper();
    const a = await b.gql(SAVE_ADDRESS, { input: ADDRESS });
    expect(a.data.saveShippingAddress.userErrors).toEqual([]);
    const r = await b.gql(CREATE_ORDER, { input: { mode: 'SUBSCRIBE', couponCode: 'FREEMONTH' } });
    expect(r.data.createOrder).toMatchObject({
      order: { status: 'FREE', totalBilled: { amount: 0 } },
      paymentResult: { status: 'FREE' },
      userErrors: [],
    });
    expect((await b.gql(VIEWER_MEMBERSHIP)).data.viewer.subscriptionStatus).toBe('SUBSCRIBED');
  });

  it('the wallet: apply, remove, remove again → 20003; own referral code → 50005', async () => {
    const b = await freshShopper();
    const applied = await b.gql(APPLY_COUPON, { input: { code: 'TOTE10' } });
    expect(applied.data.applyCoupon).toMatchObject({ coupon: { kind: 'PROMO', code: 'TOTE10' }, userErrors: [] });
    expect((await b.gql(REMOVE_COUPON, { input: { code: 'TOTE10' } })).data.removeCoupon).toEqual({
      removed: true,
      userErrors: [],
    });
    const again = await b.gql(REMOVE_COUPON, { input: { code: 'TOTE10' } });
    expect(again.data.removeCoupon).toMatchObject({
      removed: false,
      userErrors: [{ code: '20003', field: ['input', 'code'] }],
    });
    const blank = await b.gql(APPLY_COUPON, { input: { code: '  ' } });
    expect(blank.data.applyCoupon.userErrors).toEqual([
      { code: 'VALIDATION', field: ['input', 'code'], message: 'Enter a code.' },
    ]);

    const credits = await b.gql(CREDITS);
    expect(credits.errors).toBeUndefined();
    const { referralCode } = credits.data.viewer.referrals;
    expect(credits.data.viewer).toMatchObject({
      bonusCredits: { balance: 0, balanceValue: { amount: 0 }, totalCount: 0, edges: [] },
      referrals: { totalCount: 0, referralCode: expect.any(String), rewardPoints: 2000, earnedPoints: 0 },
      shippingAddress: null,
      paymentMethod: null,
    });
    const own = await b.gql(APPLY_COUPON, { input: { code: referralCode } });
    expect(own.data.applyCoupon).toMatchObject({
      coupon: null,
      userErrors: [{ code: '50005', field: ['input', 'code'], message: 'Invalid invitation code.' }],
    });

    // A friend's code binds: bonus points, logged.
    const friend = await freshShopper();
    const bound = await friend.gql(APPLY_COUPON, { input: { code: referralCode } });
    expect(bound.data.applyCoupon).toMatchObject({ coupon: { kind: 'REFERRAL' }, userErrors: [] });
    expect(bound.data.applyCoupon.viewer.points).toBeGreaterThan(0);
    const log = await friend.gql(CREDITS);
    expect(log.data.viewer.bonusCredits.totalCount).toBe(1);
    expect(log.data.viewer.bonusCredits.edges[0].node.delta).toBe(log.data.viewer.bonusCredits.balance);
    expect((await b.gql(CREDITS)).data.viewer.referrals).toMatchObject({ totalCount: 1 });
  });

  it('more points than the balance is a 50003 userError on points', async () => {
    const b = await freshShopper();
    await b.gql(SAVE_ADDRESS, { input: ADDRESS });
    const r = await b.gql(PREVIEW, { input: { mode: 'SUBSCRIBE', points: 500 } });
    expect(r.data.checkoutPreview).toEqual({
      preview: null,
      userErrors: [{ code: '50003', field: ['input', 'points'], message: 'You have only 0 points.' }],
    });
  });
});

describe('the rental box of a member', () => {
  it('a rent-only order of Tote items locks the box; unlock early (a Premium charge) opens it again', async () => {
    const b = await freshShopper();
    await readyToPay(b);
    expect((await checkout(b, 'SUBSCRIBE')).payload.paymentResult.status).toBe('SUCCESS');
    // Far from the other files' products, with plenty of stock: one rented piece leaves them "available".
    const [sku] = await inStockSkus(1, 600, 12);
    const added = await b.gql(ADD_TO_TOTE, { input: { saleType: 'RENT', sku: sku!.sku } });
    expect(added.data.addToTote.userErrors).toEqual([]);
    const itemId = added.data.addToTote.item.id;

    const preview = await b.gql(PREVIEW, { input: { mode: 'RENT_ONLY', cartItemIds: [itemId] } });
    expect(preview.data.checkoutPreview).toMatchObject({
      preview: { isFree: true, totalBilled: { amount: 0 }, lines: [{ type: 'RENT', amount: { amount: 0 } }] },
      userErrors: [],
    });
    const bad = await b.gql(PREVIEW, { input: { mode: 'RENT_ONLY', cartItemIds: ['nope'] } });
    expect(bad.data.checkoutPreview.userErrors).toEqual([
      { code: 'VALIDATION', field: ['input', 'cartItemIds', '0'], message: 'This is not an item of your Tote.' },
    ]);

    const rent = await b.gql(CREATE_ORDER, { input: { mode: 'RENT_ONLY', cartItemIds: [itemId] } });
    expect(rent.data.createOrder).toMatchObject({
      order: { mode: 'RENT_ONLY', status: 'FREE' },
      paymentResult: { status: 'FREE', redirectUri: expect.stringMatching(/^\/order\//) },
      userErrors: [],
    });
    const locked = (await b.gql(VIEWER_MEMBERSHIP)).data.viewer.membership;
    expect(locked).toMatchObject({ status: 'SUBSCRIBED', boxLocked: true, showUnlockEarly: true });
    expect(locked.allowedActions).toContain('UNLOCK_EARLY');

    const again = await b.gql(PREVIEW, { input: { mode: 'RENT_ONLY' } });
    expect(again.data.checkoutPreview.userErrors[0]).toMatchObject({ code: '23002' });

    const { payload } = await checkout(b, 'UNLOCK_EARLY');
    expect(payload).toMatchObject({
      paymentResult: {
        mode: 'UNLOCK_EARLY',
        status: 'SUCCESS',
        receipt: { costType: 'PREMIUM', amount: { amount: 89 } },
      },
      userErrors: [],
    });
    expect((await b.gql(VIEWER_MEMBERSHIP)).data.viewer.membership).toMatchObject({
      boxLocked: false,
      showUnlockEarly: false,
    });
    const refused = await b.gql(PREVIEW, { input: { mode: 'UNLOCK_EARLY' } });
    expect(refused.data.checkoutPreview.userErrors).toEqual([
      { code: '23001', field: null, message: "You can't unlock your next box early now: your box is not locked." },
    ]);
  });
});
