/**
 * The checkout (contract/checkout.ts): pricing of the modes, promo codes 50000–50005, points 50003,
 * free orders, the Tote modes with the box lock, rent-to-buy, one open order per user, receipts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddToteResult } from '@tote/contract/tote';
import type { MemberInfo } from '@tote/contract/member';
import type { CouponCheck, PayResult, PointLog, PrePayDetail, ReceiptDetail, ReceiptList, ReferralLog } from '@tote/contract/checkout';
import type { UserInfo } from '@tote/contract/account';
import { data } from './http.js';
import { call, RELAXED_LIMITS } from './accounts-helpers.js';
import { openTestApi, type TestApi } from './db.js';
import { chargesOf, checkout, create, newKey, pay, readyShopper, roomySkus, shopper, addAddress, addCard, type Shopper } from './member-helpers.js';
import { addMonths, ymd } from '../src/member/dates.js';

let t: TestApi;
beforeAll(async () => {
  t = await openTestApi({ limits: RELAXED_LIMITS, pauseSweepMs: 0 });
});
afterAll(() => t.close());

let skuOffset = 100;
const nextSku = async () => (await roomySkus(t.db, 1, skuOffset++))[0]!;
const detail = async (s: Shopper, body: Record<string, unknown>) => call<PrePayDetail>(t.app, '/v1/order/pre-pay-detail', body, s.token);
const member = async (s: Shopper) => data(await call<MemberInfo>(t.app, '/v1/member/query', {}, s.token));
const addToTote = async (s: Shopper, saleType: 'rent' | 'purchase', sku: string, quantity?: number) =>
  data(await call<AddToteResult>(t.app, '/v1/shopCart/add', { saleType, sku, ...(quantity ? { quantity } : {}) }, s.token));
const points = async (s: Shopper) => data(await call<UserInfo>(t.app, '/v1/profile/info', {}, s.token)).points;
const err = (code: number, content: string) => ({ code, message: { action: 'toast', content }, data: null });

async function subscribed(): Promise<Shopper> {
  const s = await readyShopper(t.app);
  expect((await checkout(t.app, s.token, { mode: 'subscribe' })).status).toBe('success');
  return s;
}

describe('pricing a membership', () => {
  it('subscribe: the default plan for a month, the billing date, the address and card', async () => {
    const s = await readyShopper(t.app);
    const d = data(await detail(s, { mode: 'subscribe' }));
    expect(d).toMatchObject({
      mode: 'subscribe', plan: { code: 'classic', monthlyPrice: 89, toteUpperLimit: 6 }, subtotal: 89, discount: 0, coupon: null, shipping: 0, totalBilled: 89, currency: 'USD', isFree: false,
      points: { balance: 0, requested: 0, used: 0, value: 0 }, hasPaymentMethod: true, shippingAddress: { city: 'Springfield', state: 'IL' },
      lines: [{ type: 'subscription', title: 'Classic membership', detail: '6 items at a time · 1 month', quantity: 1, unitPrice: 89, amount: 89 }],
    });
    expect(d.nextBillingDate).toBe(ymd(addMonths(new Date(), 1)));
    expect(d.messageList[0]).toMatch(/^Your membership starts today and renews on /);
  });

  it('another plan sets toteUpperLimit; an unknown plan is 20003', async () => {
    const s = await readyShopper(t.app);
    const plans = data(await call<{ list: { planId: number; code: string }[] }>(t.app, '/v1/member/plan/list', {}, undefined, 'GET')).list;
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
    expect((await create(t.app, s.token, { mode: 'subscribe' })).body).toEqual(err(23004, 'Add a shipping address first.'));
    expect(await t.db.selectFrom('orders').select('id').where('user_id', '=', s.userId).execute()).toEqual([]);
  });

  it('invalid parameters are 40001', async () => {
    const s = await readyShopper(t.app);
    expect((await detail(s, { mode: 'rent-everything' })).body.code).toBe(40001);
    expect((await detail(s, { mode: 'subscribe', points: -1 })).body.code).toBe(40001);
    expect((await pay(t.app, s.token, { orderId: 1, idempotencyKey: 'short' })).body).toMatchObject({ code: 40001, message: { content: 'Invalid parameter idempotencyKey: 8 to 100 letters, digits or - _ : .' } });
    expect((await pay(t.app, s.token, { orderId: 1, idempotencyKey: newKey(), returnUrl: '/relative' })).body.code).toBe(40001);
  });
});

describe('promo codes', () => {
  it('WELCOME20 takes 20% off the first subscription and is charged that much', async () => {
    const s = await readyShopper(t.app);
    const v = data(await call<CouponCheck>(t.app, '/v1/coupon/validate', { code: 'welcome20', mode: 'subscribe' }, s.token));
    expect(v).toMatchObject({ valid: true, kind: 'promo', code: 'WELCOME20', discount: 17.8, coupon: { discountType: 'percent', discountValue: 20, appliesTo: 'membership', firstSubscriptionOnly: true } });
    const d = data(await detail(s, { mode: 'subscribe', couponCode: 'WELCOME20' }));
    expect(d).toMatchObject({ subtotal: 89, discount: 17.8, coupon: { code: 'WELCOME20', discount: 17.8 }, totalBilled: 71.2 });
    const order = data(await create(t.app, s.token, { mode: 'subscribe', couponCode: 'WELCOME20' }));
    const r = data(await pay(t.app, s.token, { orderId: order.orderId, idempotencyKey: newKey() }));
    expect(r).toMatchObject({ status: 'success', totalBilled: 71.2 });
    expect(await chargesOf(t.db, order.orderId)).toEqual([{ id: expect.any(String), amount: 7120 }]);
    const receipt = data(await call<ReceiptDetail>(t.app, '/v1/order/receiptDetail', { receiptId: r.receiptId }, s.token));
    expect(receipt).toMatchObject({ couponCode: 'WELCOME20', subtotal: 89, discount: 17.8, totalBilled: 71.2, amount: 71.2 });
  });

  it('50000 unknown or expired', async () => {
    const s = await readyShopper(t.app);
    await t.db.insertInto('coupons').values({ code: 'OLD5', description: 'Old', discount_type: 'amount', discount_value: 500, applies_to: 'any', expires_at: new Date(Date.now() - 1000) }).execute();
    expect((await call(t.app, '/v1/coupon/validate', { code: 'NOPE' }, s.token)).body).toEqual(err(50000, 'This promo code is invalid.'));
    expect((await call(t.app, '/v1/coupon/validate', { code: 'OLD5' }, s.token)).body).toEqual(err(50000, 'This promo code has expired.'));
    expect((await detail(s, { mode: 'subscribe', couponCode: 'NOPE' })).body).toEqual(err(50000, 'This promo code is invalid.'));
    expect((await call(t.app, '/v1/coupon/bindAccount', { code: 'NOPE' }, s.token)).body).toEqual(err(50000, 'This promo code is invalid.'));
  });

  it('50001 once used, or fully redeemed', async () => {
    const s = await readyShopper(t.app);
    expect((await checkout(t.app, s.token, { mode: 'subscribe', couponCode: 'TOTE10' })).totalBilled).toBe(79);
    expect((await call(t.app, '/v1/coupon/validate', { code: 'TOTE10' }, s.token)).body).toEqual(err(50001, 'You have already used this promo code.'));
    await t.db.insertInto('coupons').values({ code: 'ONLYONE', description: 'One', discount_type: 'amount', discount_value: 500, applies_to: 'any', max_redemptions: 1, redemptions: 1 }).execute();
    expect((await call(t.app, '/v1/coupon/validate', { code: 'ONLYONE' }, s.token)).body).toEqual(err(50001, 'This promo code has been fully redeemed.'));
  });

  it('50004 first subscription only', async () => {
    const s = await subscribed();
    data(await call(t.app, '/v1/member/cancel', { surveyList: [{ questionId: 1, optionIds: [1] }] }, s.token));
    expect((await detail(s, { mode: 'resubscribe', couponCode: 'WELCOME20' })).body).toEqual(err(50004, 'This promo code is only for your first subscription.'));
    expect((await call(t.app, '/v1/coupon/validate', { code: 'FREEMONTH' }, s.token)).body).toEqual(err(50004, 'This promo code is only for your first subscription.'));
  });

  it('50002 not for this order, or excluding a product', async () => {
    const s = await readyShopper(t.app);
    expect((await detail(s, { mode: 'subscribe', couponCode: 'SHOP15' })).body).toEqual(err(50002, "This promo code doesn't apply to this order."));
    const shop15 = await t.db.selectFrom('coupons').select('excluded_brand_ids').where('code', '=', 'SHOP15').executeTakeFirstOrThrow();
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
    expect((await detail(s, { mode: 'purchase-only', couponCode: 'SHOP15' })).body).toEqual(err(50002, `This promo code excludes ${sku.title}.`));
  });

  it('the wallet: bind, listed at checkout, unbind; 20003 when not there', async () => {
    const s = await readyShopper(t.app);
    expect(data(await call<CouponCheck>(t.app, '/v1/coupon/bindAccount', { code: 'tote10' }, s.token))).toMatchObject({ kind: 'promo', code: 'TOTE10', discount: null });
    data(await call(t.app, '/v1/coupon/bindAccount', { code: 'TOTE10' }, s.token));
    expect(data(await detail(s, { mode: 'subscribe' })).boundCoupons.map((c) => c.code)).toEqual(['TOTE10']);
    expect(data(await call(t.app, '/v1/coupon/unbindAccount', { code: 'TOTE10' }, s.token))).toEqual({ unbound: true });
    expect(data(await detail(s, { mode: 'subscribe' })).boundCoupons).toEqual([]);
    expect((await call(t.app, '/v1/coupon/unbindAccount', { code: 'TOTE10' }, s.token)).body).toEqual(err(20003, 'Promo code TOTE10 in your account not found'));
  });
});

describe('referral codes and rewards', () => {
  it("a friend's code binds once (bonus points); own code, a second code, or after subscribing is 50005", async () => {
    const friend = await shopper(t.app);
    const s = await readyShopper(t.app);
    const own = await call(t.app, '/v1/coupon/bindAccount', { code: s.referralCode }, s.token);
    expect(own.body).toEqual(err(50005, 'Invalid invitation code.'));
    const v = data(await call<CouponCheck>(t.app, '/v1/coupon/validate', { code: friend.referralCode }, s.token));
    expect(v).toMatchObject({ kind: 'referral', referrerName: 'Ava S.', message: 'Ava S. referred you: you get $20 in bonus credits.' });
    expect(data(await call<CouponCheck>(t.app, '/v1/coupon/bindAccount', { code: friend.referralCode.toLowerCase() }, s.token)).kind).toBe('referral');
    expect(await points(s)).toBe(2000);
    expect((await call(t.app, '/v1/coupon/bindAccount', { code: friend.referralCode }, s.token)).body).toEqual(err(50005, 'Invalid invitation code.'));
    const late = await subscribed();
    expect((await call(t.app, '/v1/coupon/validate', { code: friend.referralCode }, late.token)).body).toEqual(err(50005, 'Invalid invitation code.'));
    // A referral code is not a promo code of a checkout.
    expect((await detail(s, { mode: 'subscribe', couponCode: friend.referralCode })).body.code).toBe(50000);
  });

  it('the referrer earns points when the referred friend first subscribes, once', async () => {
    const referrer = await shopper(t.app);
    const friend = await shopper(t.app, { invitationCode: referrer.referralCode });
    await addAddress(t.app, friend.token);
    await addCard(t.app, friend.token);
    let log = data(await call<ReferralLog>(t.app, '/v1/point/referral/log', {}, referrer.token, 'GET'));
    expect(log).toMatchObject({ total: 1, referralCode: referrer.referralCode, rewardPoints: 2000, earnedPoints: 0, list: [{ friendName: 'Ava S.', status: 'joined', points: 0, rewardedAt: null }] });
    expect((await checkout(t.app, friend.token, { mode: 'subscribe' })).status).toBe('success');
    log = data(await call<ReferralLog>(t.app, '/v1/point/referral/log', {}, referrer.token, 'GET'));
    expect(log).toMatchObject({ earnedPoints: 2000, list: [{ status: 'subscribed', points: 2000, rewardedAt: expect.any(String) }] });
    expect(await points(referrer)).toBe(2000);
    const plog = data(await call<PointLog>(t.app, '/v1/point/query/log', {}, referrer.token, 'GET'));
    expect(plog).toMatchObject({ points: 2000, value: 20, total: 1, list: [{ delta: 2000, reason: 'referral_reward', label: 'Referral reward: Ava S. subscribed' }] });
    // Cancel and resubscribe: no second reward.
    data(await call(t.app, '/v1/member/cancel', { surveyList: [{ questionId: 1, optionIds: [6] }] }, friend.token));
    expect((await checkout(t.app, friend.token, { mode: 'resubscribe' })).status).toBe('success');
    expect(await points(referrer)).toBe(2000);
  });
});

describe('points', () => {
  it('50003 above the balance; used points lower the total, come back when the order is replaced, and are logged', async () => {
    const s = await readyShopper(t.app);
    await t.db.updateTable('users').set({ points: 1500 }).where('id', '=', s.userId).execute();
    expect((await detail(s, { mode: 'subscribe', points: 1501 })).body).toEqual(err(50003, 'You have only 1500 points.'));
    expect(data(await detail(s, { mode: 'subscribe', points: 1500 }))).toMatchObject({ points: { balance: 1500, requested: 1500, used: 1500, value: 15 }, totalBilled: 74 });
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
    expect((await pay(t.app, s.token, { orderId: first.orderId, idempotencyKey: newKey() })).body).toEqual(err(23005, 'This order is closed: start the checkout again.'));
    expect(data(await pay(t.app, s.token, { orderId: second.orderId, idempotencyKey: newKey() }))).toMatchObject({ status: 'success', totalBilled: 79 });
  });

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
    expect(order).toMatchObject({ status: 'free', totalBilled: 0, subtotal: 89, discount: 89, couponCode: 'FREEMONTH' });
    const r = data(await call<PayResult>(t.app, '/v1/order/queryPayResult', { orderId: order.orderId }, s.token));
    expect(r).toMatchObject({ status: 'free', orderStatus: 'Delivered', paymentIntent: null, totalBilled: 0, card: null, receiptId: expect.any(Number) });
    expect(await t.db.selectFrom('orders').select('payment_intent_id').where('id', '=', order.orderId).executeTakeFirstOrThrow()).toEqual({ payment_intent_id: null });
    expect(data(await pay(t.app, s.token, { orderId: order.orderId, idempotencyKey: newKey() })).status).toBe('free');
    expect((await member(s)).subStatus).toBe('Subscribed');
    const receipt = data(await call<ReceiptDetail>(t.app, '/v1/order/receiptDetail', { receiptId: r.receiptId }, s.token));
    expect(receipt).toMatchObject({ costType: 'Subscription', status: 'free', amount: 0, discount: 89, couponCode: 'FREEMONTH' });
  });
});

describe('the Tote modes', () => {
  it('purchase-only: the checked purchase items, stock reserved, items leave the Tote, a Purchase receipt', async () => {
    const s = await readyShopper(t.app);
    const [a, b] = [await nextSku(), await nextSku()];
    await addToTote(s, 'purchase', a.code, 2);
    await addToTote(s, 'purchase', b.code);
    const stockBefore = await t.db.selectFrom('skus').select('stock').where('id', '=', a.id).executeTakeFirstOrThrow();
    const d = data(await detail(s, { mode: 'purchase-only' }));
    expect(d.lines.map((l) => [l.type, l.sku, l.quantity])).toEqual([['purchase', b.code, 1], ['purchase', a.code, 2]]);
    expect(d.subtotal).toBe((a.price_cents * 2 + b.price_cents) / 100);
    const order = data(await create(t.app, s.token, { mode: 'purchase-only' }));
    expect((await t.db.selectFrom('skus').select('stock').where('id', '=', a.id).executeTakeFirstOrThrow()).stock).toBe(stockBefore.stock - 2);
    const r = data(await pay(t.app, s.token, { orderId: order.orderId, idempotencyKey: newKey() }));
    expect(r).toMatchObject({ status: 'success', orderStatus: 'Requested', redirectUri: `/order/${order.orderId}` });
    expect(data(await call<{ purchase: { num: number } }>(t.app, '/v1/tote/query', {}, s.token)).purchase.num).toBe(0);
    const receipt = data(await call<ReceiptDetail>(t.app, '/v1/order/receiptDetail', { receiptId: r.receiptId }, s.token));
    expect(receipt).toMatchObject({ costType: 'Purchase', title: 'Purchase — 3 items', mode: 'purchase-only' });
    expect((await member(s)).subStatus).toBe('Not Subscribed');
  });

  it('nothing checked → 23003; a Tote item that is not yours → 20003', async () => {
    const s = await readyShopper(t.app);
    expect((await detail(s, { mode: 'purchase-only' })).body).toEqual(err(23003, 'There is nothing to check out.'));
    expect((await detail(s, { mode: 'purchase-only', cartItemIdList: [2_000_000_000] })).body.code).toBe(20003);
  });

  it('rent-only is free for a Subscribed member and locks the box until unlocked early; not for others (23001)', async () => {
    const shopperOnly = await readyShopper(t.app);
    expect((await detail(shopperOnly, { mode: 'rent-only' })).body).toEqual(err(23001, "You can't rent now: you are not a member yet."));
    const s = await subscribed();
    const sku = await nextSku();
    await addToTote(s, 'rent', sku.code);
    const rental = await checkout(t.app, s.token, { mode: 'rent-only' });
    expect(rental).toMatchObject({ status: 'free', orderStatus: 'Requested', totalBilled: 0 });
    expect(data(await call<{ rent: { num: number } }>(t.app, '/v1/tote/query', {}, s.token)).rent.num).toBe(0);
    const m = await member(s);
    expect(m).toMatchObject({ boxLocked: true, isShowBtnUnlockEarly: true, actions: { unlockEarly: true } });
    await addToTote(s, 'rent', (await nextSku()).code);
    const locked = await detail(s, { mode: 'rent-only' });
    expect(locked.body.code).toBe(23002);
    expect(locked.body.message.content).toMatch(/^Your box for this period has been ordered\. Unlock your next box early, or order again after [A-Z][a-z]{2} \d{1,2}, \d{4}\.$/);
    const unlock = data(await detail(s, { mode: 'unlock-early' }));
    expect(unlock).toMatchObject({ totalBilled: 89, lines: [{ title: 'Unlock your next box early', detail: 'Classic membership · a new month starts today' }] });
    expect(await checkout(t.app, s.token, { mode: 'unlock-early' })).toMatchObject({ status: 'success' });
    expect(await member(s)).toMatchObject({ boxLocked: false, isShowBtnUnlockEarly: false, nextBillingDate: ymd(addMonths(new Date(), 1)) });
    expect((await checkout(t.app, s.token, { mode: 'rent-only' })).status).toBe('free');
    const receipts = data(await call<ReceiptList>(t.app, '/v1/order/receipt-list', {}, s.token));
    expect(receipts.list.map((r) => r.costType)).toEqual(['Order', 'Premium', 'Order', 'Subscription']);
  });

  it('rent-and-purchase and rent-to-buy (80% of the price, once)', async () => {
    const s = await subscribed();
    const [rent, buy] = [await nextSku(), await nextSku()];
    await addToTote(s, 'rent', rent.code);
    await addToTote(s, 'purchase', buy.code);
    const d = data(await detail(s, { mode: 'rent-and-purchase' }));
    expect(d.lines.map((l) => [l.type, l.amount])).toEqual([['rent', 0], ['purchase', buy.price_cents / 100]]);
    const r = await checkout(t.app, s.token, { mode: 'rent-and-purchase' });
    expect(r).toMatchObject({ status: 'success', totalBilled: buy.price_cents / 100 });
    const rented = await t.db
      .selectFrom('order_items')
      .select('id')
      .where('order_id', '=', r.orderId)
      .where('type', '=', 'rent')
      .executeTakeFirstOrThrow();
    const price = Math.round(rent.price_cents * 0.8) / 100;
    const rtb = data(await detail(s, { mode: 'rent-to-buy', orderItemIdList: [rented.id] }));
    expect(rtb.lines).toMatchObject([{ type: 'rent-to-buy', orderItemId: rented.id, amount: price, title: rent.title }]);
    const bought = await checkout(t.app, s.token, { mode: 'rent-to-buy', orderItemIdList: [rented.id] });
    expect(bought).toMatchObject({ status: 'success', totalBilled: price });
    expect((await detail(s, { mode: 'rent-to-buy', orderItemIdList: [rented.id] })).body.code).toBe(20003);
  });
});

describe('orders', () => {
  it('one open order per user; create with the same idempotencyKey answers the same order', async () => {
    const s = await readyShopper(t.app);
    const key = newKey();
    const a = data(await create(t.app, s.token, { mode: 'subscribe', idempotencyKey: key }));
    const again = data(await create(t.app, s.token, { mode: 'subscribe', idempotencyKey: key }));
    expect(again.orderId).toBe(a.orderId);
    const b = data(await create(t.app, s.token, { mode: 'subscribe', couponCode: 'WELCOME20' }));
    expect(b.orderId).not.toBe(a.orderId);
    const rows = await t.db.selectFrom('orders').select(['id', 'status']).where('user_id', '=', s.userId).orderBy('id').execute();
    expect(rows).toEqual([{ id: a.orderId, status: 'Cancelled' }, { id: b.orderId, status: 'Unpaid' }]);
    // WELCOME20's reservation moves with the new order; replacing that one gives it back.
    const c = data(await create(t.app, s.token, { mode: 'subscribe', couponCode: 'WELCOME20' }));
    expect(c.discount).toBe(17.8);
  });

  it('queryPayResult and receipts of another user are 20003', async () => {
    const s = await readyShopper(t.app);
    const other = await readyShopper(t.app);
    const r = await checkout(t.app, s.token, { mode: 'subscribe' });
    expect((await call(t.app, '/v1/order/queryPayResult', { orderId: r.orderId }, other.token)).body.code).toBe(20003);
    expect((await call(t.app, '/v1/order/receiptDetail', { receiptId: r.receiptId }, other.token)).body.code).toBe(20003);
    expect((await pay(t.app, other.token, { orderId: r.orderId, idempotencyKey: newKey() })).body.code).toBe(20003);
  });
});

describe('receipts', () => {
  it('newest first, paged, filtered by cost type; the demo accounts have theirs', async () => {
    const token = data(await call<{ token: string }>(t.app, '/v1/user/login', { email: 'cancelled@tote.test', password: 'tote-demo-1' })).token;
    const all = data(await call<ReceiptList>(t.app, '/v1/order/receipt-list', { pageSize: 50 }, token, 'GET'));
    expect(all.total).toBeGreaterThanOrEqual(5);
    const dates = all.list.map((r) => r.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(new Set(all.list.map((r) => r.costType))).toEqual(new Set(['Subscription', 'Purchase', 'Refund']));
    const refunds = data(await call<ReceiptList>(t.app, '/v1/order/receipt-list', { costType: 'Refund' }, token, 'GET'));
    expect(refunds).toMatchObject({ total: 1, list: [{ costType: 'Refund', amount: -45, status: 'refunded' }] });
    const detail = data(await call<ReceiptDetail>(t.app, '/v1/order/receiptDetail', { receiptId: refunds.list[0]!.receiptId }, token, 'GET'));
    expect(detail.lines).toEqual([{ type: 'refund', title: 'Silk slip dress', detail: 'Size M · Champagne', quantity: 1, amount: -45 }]);
    const page2 = data(await call<ReceiptList>(t.app, '/v1/order/receipt-list', { pageIndex: 2, pageSize: 2 }, token, 'GET'));
    expect(page2.list.map((r) => r.receiptId)).toEqual(all.list.slice(2, 4).map((r) => r.receiptId));
    expect((await call(t.app, '/v1/order/receipt-list', { costType: 'Gift' }, token, 'GET')).body.code).toBe(40001);
  });
});


