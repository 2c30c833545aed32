/**
 * Promo codes, bonus credits and referrals through the gateway against the real api and its local
 * payment emulator: a free first month, the coupon wallet, a friend's referral code, points.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshShopper } from './account-helpers.js';
import { startGateway, type Gateway } from './helpers.js';
import {
  ADDRESS,
  APPLY_COUPON,
  CREATE_ORDER,
  CREDITS,
  PREVIEW,
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

describe('promo codes, bonus credits and referrals', () => {
  it('a free first month (FREEMONTH) completes at create: FREE, subscribed', async () => {
    const b = await freshShopper(gw.url);
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
    const b = await freshShopper(gw.url);
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
      bonusCreditBalance: { points: 0, value: { amount: 0 } },
      referrals: { totalCount: 0, referralCode: expect.any(String), rewardPoints: 2000, earnedPoints: 0 },
      shippingAddress: null,
      paymentMethod: null,
      checkoutReadiness: {
        hasShippingAddress: false,
        hasPaymentMethod: false,
        shippingAddress: null,
        paymentMethod: null,
      },
    });
    const own = await b.gql(APPLY_COUPON, { input: { code: referralCode } });
    expect(own.data.applyCoupon).toMatchObject({
      coupon: null,
      userErrors: [{ code: '50005', field: ['input', 'code'], message: 'Invalid invitation code.' }],
    });

    // A friend's code binds: bonus points, logged.
    const friend = await freshShopper(gw.url);
    const bound = await friend.gql(APPLY_COUPON, { input: { code: referralCode } });
    expect(bound.data.applyCoupon).toMatchObject({ coupon: { kind: 'REFERRAL' }, userErrors: [] });
    expect(bound.data.applyCoupon.viewer.points).toBeGreaterThan(0);
    const log = await friend.gql(CREDITS);
    expect(log.data.viewer.bonusCredits.totalCount).toBe(1);
    expect(log.data.viewer.bonusCredits.edges[0].node.delta).toBe(log.data.viewer.bonusCredits.balance);
    // The balance alone (/point/query) agrees with the log's.
    expect(log.data.viewer.bonusCreditBalance).toEqual({
      points: log.data.viewer.bonusCredits.balance,
      value: log.data.viewer.bonusCredits.balanceValue,
    });
    expect((await b.gql(CREDITS)).data.viewer.referrals).toMatchObject({ totalCount: 1 });
  });

  it('more points than the balance is a 50003 userError on points', async () => {
    const b = await freshShopper(gw.url);
    await b.gql(SAVE_ADDRESS, { input: ADDRESS });
    // One call says checkout still needs a card (/user/checkPaymentAndAddress).
    expect((await b.gql(CREDITS)).data.viewer.checkoutReadiness).toEqual({
      hasShippingAddress: true,
      hasPaymentMethod: false,
      shippingAddress: { city: ADDRESS.city },
      paymentMethod: null,
    });
    const r = await b.gql(PREVIEW, { input: { mode: 'SUBSCRIBE', points: 500 } });
    expect(r.data.checkoutPreview).toEqual({
      preview: null,
      userErrors: [{ code: '50003', field: ['input', 'points'], message: 'You have only 0 points.' }],
    });
  });
});
