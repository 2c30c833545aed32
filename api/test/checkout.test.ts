/**
 * The checkout (contract/checkout.ts, coupons.ts): pricing of the modes and promo codes 50000–50005.
 * Referral codes, points and free orders: checkout-credits.test.ts; the Tote modes, orders and
 * receipts: checkout-tote.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CouponCheck } from '@tote/contract/coupons';
import type { ReceiptDetail } from '@tote/contract/receipts';
import type { UserInfo } from '@tote/contract/account';
import { data } from './http.js';
import { call, RELAXED_LIMITS } from './accounts-helpers.js';
import { openTestApi, type TestApi } from './db.js';
import { chargesOf, checkout, create, newKey, pay, readyShopper, shopper } from './member-helpers.js';
import { addMonths, ymd } from '../src/features/member/dates.js';
import { checkoutHelpers } from './checkout-helpers.js';

let t: TestApi;
beforeAll(async () => {
  t = await openTestApi({ limits: RELAXED_LIMITS, pauseSweepMs: 0 });
});
afterAll(() => t.close());

const { detail, member, addToTote, err, subscribed } = checkoutHelpers(() => t);

describe('pricing a membership', () => {
  it('subscribe: the default plan for a month, the billing date, the address and card', async () => {
    const s = await readyShopper(t.app);
    const d = data(await detail(s, { mode: 'subscribe' }));
    expect(d).toMatchObject({
      mode: 'subscribe',
      plan: { code: 'classic', monthlyPrice: 89, toteUpperLimit: 6 },
      subtotal: 89,
      discount: 0,
      coupon: null,
      shipping: 0,
      totalBilled: 89,
      currency: 'USD',
      isFree: false,
      points: { balance: 0, requested: 0, used: 0, value: 0 },
      hasPaymentMethod: true,
      shippingAddress: { city: 'Springfield', state: 'IL' },
      lines: [
        {
          type: 'subscription',
          title: 'Classic membership',
          detail: '6 items at a time · 1 month',
          quantity: 1,
          unitPrice: 89,
          amount: 89,
        },
      ],
    });
    expect(d.nextBillingDate).toBe(ymd(addMonths(new Date(), 1)));
    expect(d.messageList[0]).toMatch(/^Your membership starts today and renews on /);
  });

  it('another plan sets toteUpperLimit; an unknown plan is 20003', async () => {
    const s = await readyShopper(t.app);
    const plans = data(
      await call<{ list: { planId: number; code: string }[] }>(t.app, '/v1/member/plan/list', {}, undefined, 'GET'),
    ).list;
    const plus = plans.find((p) => p.code === 'plus')!;
    expect(data(await detail(s, { mode: 'subscribe', planId: plus.planId })).totalBilled).toBe(119);
    expect((await detail(s, { mode: 'subscribe', planId: 99999 })).body.code).toBe(20003);
    const r = await checkout(t.app, s.token, { mode: 'subscribe', planId: plus.planId });
    expect(r.totalBilled).toBe(119);
    expect(await member(s)).toMatchObject({ plan: { code: 'plus' }, toteUpperLimit: 9 });
    expect(data(await call<UserInfo>(t.app, '/v1/profile/info', {}, s.token)).toteUpperLimit).toBe(9);
    expect(data(await call<{ toteUpperLimit: number }>(t.app, '/v1/tote/query', {}, s.token)).toteUpperLimit).toBe(9);
  });

  it('create needs a shipping address (23004)', async () => {
    const s = await shopper(t.app);
    expect((await create(t.app, s.token, { mode: 'subscribe' })).body).toEqual(
      err(23004, 'Add a shipping address first.'),
    );
    expect(await t.db.selectFrom('orders').select('id').where('user_id', '=', s.userId).execute()).toEqual([]);
  });

  it('invalid parameters are 40001', async () => {
    const s = await readyShopper(t.app);
    expect((await detail(s, { mode: 'rent-everything' })).body.code).toBe(40001);
    expect((await detail(s, { mode: 'subscribe', points: -1 })).body.code).toBe(40001);
    expect((await pay(t.app, s.token, { orderId: 1, idempotencyKey: 'short' })).body).toMatchObject({
      code: 40001,
      message: { content: 'Invalid parameter idempotencyKey: 8 to 100 letters, digits or - _ : .' },
    });
    expect(
      (await pay(t.app, s.token, { orderId: 1, idempotencyKey: newKey(), returnUrl: '/relative' })).body.code,
    ).toBe(40001);
  });
});

describe('promo codes', () => {
  it('WELCOME20 takes 20% off the first subscription and is charged that much', async () => {
    const s = await readyShopper(t.app);
    const v = data(
      await call<CouponCheck>(t.app, '/v1/coupon/validate', { code: 'welcome20', mode: 'subscribe' }, s.token),
    );
    expect(v).toMatchObject({
      valid: true,
      kind: 'promo',
      code: 'WELCOME20',
      discount: 17.8,
      coupon: { discountType: 'percent', discountValue: 20, appliesTo: 'membership', firstSubscriptionOnly: true },
    });
    const d = data(await detail(s, { mode: 'subscribe', couponCode: 'WELCOME20' }));
    expect(d).toMatchObject({
      subtotal: 89,
      discount: 17.8,
      coupon: { code: 'WELCOME20', discount: 17.8 },
      totalBilled: 71.2,
    });
    const order = data(await create(t.app, s.token, { mode: 'subscribe', couponCode: 'WELCOME20' }));
    const r = data(await pay(t.app, s.token, { orderId: order.orderId, idempotencyKey: newKey() }));
    expect(r).toMatchObject({ status: 'success', totalBilled: 71.2 });
    expect(await chargesOf(t.db, order.orderId)).toEqual([{ id: expect.any(String), amount: 7120 }]);
    const receipt = data(
      await call<ReceiptDetail>(t.app, '/v1/order/receiptDetail', { receiptId: r.receiptId }, s.token),
    );
    expect(receipt).toMatchObject({
      couponCode: 'WELCOME20',
      subtotal: 89,
      discount: 17.8,
      totalBilled: 71.2,
      amount: 71.2,
    });
  });

  it('50000 unknown or expired', async () => {
    const s = await readyShopper(t.app);
    await t.db
      .insertInto('coupons')
      .values({
        code: 'OLD5',
        description: 'Old',
        discount_type: 'amount',
        discount_value: 500,
        applies_to: 'any',
        expires_at: new Date(Date.now() - 1000),
      })
      .execute();
    expect((await call(t.app, '/v1/coupon/validate', { code: 'NOPE' }, s.token)).body).toEqual(
      err(50000, 'This promo code is invalid.'),
    );
    expect((await call(t.app, '/v1/coupon/validate', { code: 'OLD5' }, s.token)).body).toEqual(
      err(50000, 'This promo code has expired.'),
    );
    expect((await detail(s, { mode: 'subscribe', couponCode: 'NOPE' })).body).toEqual(
      err(50000, 'This promo code is invalid.'),
    );
    expect((await call(t.app, '/v1/coupon/bindAccount', { code: 'NOPE' }, s.token)).body).toEqual(
      err(50000, 'This promo code is invalid.'),
    );
  });

  it('50001 once used, or fully redeemed', async () => {
    const s = await readyShopper(t.app);
    expect((await checkout(t.app, s.token, { mode: 'subscribe', couponCode: 'TOTE10' })).totalBilled).toBe(79);
    expect((await call(t.app, '/v1/coupon/validate', { code: 'TOTE10' }, s.token)).body).toEqual(
      err(50001, 'You have already used this promo code.'),
    );
    await t.db
      .insertInto('coupons')
      .values({
        code: 'ONLYONE',
        description: 'One',
        discount_type: 'amount',
        discount_value: 500,
        applies_to: 'any',
        max_redemptions: 1,
        redemptions: 1,
      })
      .execute();
    expect((await call(t.app, '/v1/coupon/validate', { code: 'ONLYONE' }, s.token)).body).toEqual(
      err(50001, 'This promo code has been fully redeemed.'),
    );
  });

  it('50004 first subscription only', async () => {
    const s = await subscribed();
    data(await call(t.app, '/v1/member/cancel', { surveyList: [{ questionId: 1, optionIds: [1] }] }, s.token));
    expect((await detail(s, { mode: 'resubscribe', couponCode: 'WELCOME20' })).body).toEqual(
      err(50004, 'This promo code is only for your first subscription.'),
    );
    expect((await call(t.app, '/v1/coupon/validate', { code: 'FREEMONTH' }, s.token)).body).toEqual(
      err(50004, 'This promo code is only for your first subscription.'),
    );
  });

  it('50002 not for this order, or excluding a product', async () => {
    const s = await readyShopper(t.app);
    expect((await detail(s, { mode: 'subscribe', couponCode: 'SHOP15' })).body).toEqual(
      err(50002, "This promo code doesn't apply to this order."),
    );
    const shop15 = await t.db
      .selectFrom('coupons')
      .select('excluded_brand_ids')
      .where('code', '=', 'SHOP15')
      .executeTakeFirstOrThrow();
    const excludedBrand = shop15.excluded_brand_ids[0]!;
    const sku = await t.db
      .selectFrom('skus as s')
      .innerJoin('products as p', 'p.id', 's.product_id')
      .select(['s.code', 'p.title'])
      .where('p.brand_id', '=', excludedBrand)
      .where('p.on_shelf', '=', true)
      .where('s.stock', '>=', 12)
      .orderBy('s.id', 'desc')
      .executeTakeFirstOrThrow();
    await addToTote(s, 'purchase', sku.code);
    expect((await detail(s, { mode: 'purchase-only', couponCode: 'SHOP15' })).body).toEqual(
      err(50002, `This promo code excludes ${sku.title}.`),
    );
  });

  it('the wallet: bind, listed at checkout, unbind; 20003 when not there', async () => {
    const s = await readyShopper(t.app);
    expect(data(await call<CouponCheck>(t.app, '/v1/coupon/bindAccount', { code: 'tote10' }, s.token))).toMatchObject({
      kind: 'promo',
      code: 'TOTE10',
      discount: null,
    });
    data(await call(t.app, '/v1/coupon/bindAccount', { code: 'TOTE10' }, s.token));
    expect(data(await detail(s, { mode: 'subscribe' })).boundCoupons.map((c) => c.code)).toEqual(['TOTE10']);
    expect(data(await call(t.app, '/v1/coupon/unbindAccount', { code: 'TOTE10' }, s.token))).toEqual({ unbound: true });
    expect(data(await detail(s, { mode: 'subscribe' })).boundCoupons).toEqual([]);
    expect((await call(t.app, '/v1/coupon/unbindAccount', { code: 'TOTE10' }, s.token)).body).toEqual(
      err(20003, 'Promo code TOTE10 in your account not found'),
    );
  });
});
