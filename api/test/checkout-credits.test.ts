/**
 * The checkout's credits (contract/coupons.ts, points.ts): referral codes and rewards, points
 * 50003, free orders.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PayResult } from '@tote/contract/checkout';
import type { CouponCheck } from '@tote/contract/coupons';
import type { PointLog, ReferralLog } from '@tote/contract/points';
import type { ReceiptDetail } from '@tote/contract/receipts';
import { data } from './http.js';
import { call, RELAXED_LIMITS } from './accounts-helpers.js';
import { openTestApi, type TestApi } from './db.js';
import { checkout, create, newKey, pay, readyShopper, shopper, addAddress, addCard } from './member-helpers.js';
import { checkoutHelpers } from './checkout-helpers.js';

let t: TestApi;
beforeAll(async () => {
  t = await openTestApi({ limits: RELAXED_LIMITS, pauseSweepMs: 0 });
});
afterAll(() => t.close());

const { detail, member, points, err, subscribed } = checkoutHelpers(() => t);

describe('referral codes and rewards', () => {
  it("a friend's code binds once (bonus points); own code, a second code, or after subscribing is 50005", async () => {
    const friend = await shopper(t.app);
    const s = await readyShopper(t.app);
    const own = await call(t.app, '/v1/coupon/bindAccount', { code: s.referralCode }, s.token);
    expect(own.body).toEqual(err(50005, 'Invalid invitation code.'));
    const v = data(await call<CouponCheck>(t.app, '/v1/coupon/validate', { code: friend.referralCode }, s.token));
    expect(v).toMatchObject({
      kind: 'referral',
      referrerName: 'Ava S.',
      message: 'Ava S. referred you: you get $20 in bonus credits.',
    });
    expect(
      data(
        await call<CouponCheck>(t.app, '/v1/coupon/bindAccount', { code: friend.referralCode.toLowerCase() }, s.token),
      ).kind,
    ).toBe('referral');
    expect(await points(s)).toBe(2000);
    expect((await call(t.app, '/v1/coupon/bindAccount', { code: friend.referralCode }, s.token)).body).toEqual(
      err(50005, 'Invalid invitation code.'),
    );
    const late = await subscribed();
    expect((await call(t.app, '/v1/coupon/validate', { code: friend.referralCode }, late.token)).body).toEqual(
      err(50005, 'Invalid invitation code.'),
    );
    // A referral code is not a promo code of a checkout.
    expect((await detail(s, { mode: 'subscribe', couponCode: friend.referralCode })).body.code).toBe(50000);
  });

  it('the referrer earns points when the referred friend first subscribes, once', async () => {
    const referrer = await shopper(t.app);
    const friend = await shopper(t.app, { invitationCode: referrer.referralCode });
    await addAddress(t.app, friend.token);
    await addCard(t.app, friend.token);
    let log = data(await call<ReferralLog>(t.app, '/v1/point/referral/log', {}, referrer.token, 'GET'));
    expect(log).toMatchObject({
      total: 1,
      referralCode: referrer.referralCode,
      rewardPoints: 2000,
      earnedPoints: 0,
      list: [{ friendName: 'Ava S.', status: 'joined', points: 0, rewardedAt: null }],
    });
    expect((await checkout(t.app, friend.token, { mode: 'subscribe' })).status).toBe('success');
    log = data(await call<ReferralLog>(t.app, '/v1/point/referral/log', {}, referrer.token, 'GET'));
    expect(log).toMatchObject({
      earnedPoints: 2000,
      list: [{ status: 'subscribed', points: 2000, rewardedAt: expect.any(String) }],
    });
    expect(await points(referrer)).toBe(2000);
    const plog = data(await call<PointLog>(t.app, '/v1/point/query/log', {}, referrer.token, 'GET'));
    expect(plog).toMatchObject({
      points: 2000,
      value: 20,
      total: 1,
      list: [{ delta: 2000, reason: 'referral_reward', label: 'Referral reward: Ava S. subscribed' }],
    });
    // Cancel and resubscribe: no second reward.
    data(await call(t.app, '/v1/member/cancel', { surveyList: [{ questionId: 1, optionIds: [6] }] }, friend.token));
    expect((await checkout(t.app, friend.token, { mode: 'resubscribe' })).status).toBe('success');
    expect(await points(referrer)).toBe(2000);
  });
});

describe('points', () => {
  it(
    '50003 above the balance; used points lower the total, come back when the order is replaced, and ' + 'are logged',
    async () => {
      const s = await readyShopper(t.app);
      await t.db.updateTable('users').set({ points: 1500 }).where('id', '=', s.userId).execute();
      expect((await detail(s, { mode: 'subscribe', points: 1501 })).body).toEqual(
        err(50003, 'You have only 1500 points.'),
      );
      expect(data(await detail(s, { mode: 'subscribe', points: 1500 }))).toMatchObject({
        points: { balance: 1500, requested: 1500, used: 1500, value: 15 },
        totalBilled: 74,
      });
      const first = data(await create(t.app, s.token, { mode: 'subscribe', points: 1500 }));
      expect(first.totalBilled).toBe(74);
      expect(await points(s)).toBe(0);
      // The open order's points count again for a new checkout, which replaces it.
      expect(data(await detail(s, { mode: 'subscribe', points: 1000 })).points.balance).toBe(1500);
      const second = data(await create(t.app, s.token, { mode: 'subscribe', points: 1000 }));
      expect(await points(s)).toBe(500);
      const log = data(await call<PointLog>(t.app, '/v1/point/query/log', { pageSize: 10 }, s.token, 'GET'));
      expect(log.list.map((e) => [e.delta, e.reason, e.label])).toEqual([
        [-1000, 'checkout', `Used on order #${second.orderId}`],
        [1500, 'checkout_refund', `Returned from order #${first.orderId}`],
        [-1500, 'checkout', `Used on order #${first.orderId}`],
      ]);
      expect((await pay(t.app, s.token, { orderId: first.orderId, idempotencyKey: newKey() })).body).toEqual(
        err(23005, 'This order is closed: start the checkout again.'),
      );
      expect(data(await pay(t.app, s.token, { orderId: second.orderId, idempotencyKey: newKey() }))).toMatchObject({
        status: 'success',
        totalBilled: 79,
      });
    },
  );

  it('points covering the whole total make it free: no charge, no payment method needed', async () => {
    const s = await shopper(t.app);
    await addAddress(t.app, s.token);
    await t.db.updateTable('users').set({ points: 10000 }).where('id', '=', s.userId).execute();
    const order = data(await create(t.app, s.token, { mode: 'subscribe', points: 10000 }));
    expect(order).toMatchObject({ status: 'free', totalBilled: 0, pointsUsed: 8900 });
    expect(await points(s)).toBe(1100);
    expect((await member(s)).subStatus).toBe('Subscribed');
  });
});

describe('free orders', () => {
  it('FREEMONTH: status free, no PaymentIntent, a $0 receipt, subscribed', async () => {
    const s = await shopper(t.app);
    await addAddress(t.app, s.token);
    const order = data(await create(t.app, s.token, { mode: 'subscribe', couponCode: 'FREEMONTH' }));
    expect(order).toMatchObject({
      status: 'free',
      totalBilled: 0,
      subtotal: 89,
      discount: 89,
      couponCode: 'FREEMONTH',
    });
    const r = data(await call<PayResult>(t.app, '/v1/order/queryPayResult', { orderId: order.orderId }, s.token));
    expect(r).toMatchObject({
      status: 'free',
      orderStatus: 'Delivered',
      paymentIntent: null,
      totalBilled: 0,
      card: null,
      receiptId: expect.any(Number),
    });
    expect(
      await t.db
        .selectFrom('orders')
        .select('payment_intent_id')
        .where('id', '=', order.orderId)
        .executeTakeFirstOrThrow(),
    ).toEqual({ payment_intent_id: null });
    expect(data(await pay(t.app, s.token, { orderId: order.orderId, idempotencyKey: newKey() })).status).toBe('free');
    expect((await member(s)).subStatus).toBe('Subscribed');
    const receipt = data(
      await call<ReceiptDetail>(t.app, '/v1/order/receiptDetail', { receiptId: r.receiptId }, s.token),
    );
    expect(receipt).toMatchObject({
      costType: 'Subscription',
      status: 'free',
      amount: 0,
      discount: 89,
      couponCode: 'FREEMONTH',
    });
  });
});
