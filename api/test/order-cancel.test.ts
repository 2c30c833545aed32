/** The order page (contract/order.ts): /order/cancel giving an open order's reservations back. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PayResult } from '@tote/contract/checkout';
import { data } from './http.js';
import { call, RELAXED_LIMITS } from './accounts-helpers.js';
import { openTestApi, type TestApi } from './db.js';
import { CARD_DECLINED, create, newKey, pay, readyShopper, shopper, addAddress } from './member-helpers.js';
import { orderHelpers } from './order-helpers.js';

let t: TestApi;
beforeAll(async () => {
  t = await openTestApi({ limits: RELAXED_LIMITS, pauseSweepMs: 0 });
});
afterAll(() => t.close());

// The SKUs after those of order-detail.test.ts (300 on), as when the two were one file.
const { nextSku, detail, cancel, addToTote, points, stockOf, err, purchaseOrder } = orderHelpers(() => t, 310);

describe('/order/cancel', () => {
  it(
    'an open order: points, promo code and stock come back; the PaymentIntent is canceled; twice is ' + 'fine',
    async () => {
      const s = await readyShopper(t.app, CARD_DECLINED);
      await t.db.updateTable('users').set({ points: 700 }).where('id', '=', s.userId).execute();
      const sku = await nextSku();
      await addToTote(s, 'purchase', sku.code, 2);
      const before = await stockOf(sku.id);
      const order = data(await create(t.app, s.token, { mode: 'purchase-only', couponCode: 'TOTE10', points: 500 }));
      expect(order).toMatchObject({ couponCode: 'TOTE10', discount: 10, pointsUsed: 500 });
      expect(await stockOf(sku.id)).toBe(before - 2);
      expect(await points(s)).toBe(200);
      // A declined attempt leaves a PaymentIntent that the cancel must stop at the provider.
      expect(data(await pay(t.app, s.token, { orderId: order.orderId, idempotencyKey: newKey() })).status).toBe(
        'failed',
      );

      const c = data(await cancel(s, order.orderId));
      expect(c).toMatchObject({
        orderStatus: 'Cancelled',
        payStatus: 'failed',
        payMessage: 'You cancelled this order.',
        primaryActions: [],
        secondaryActions: ['contact-us'],
      });
      expect(await stockOf(sku.id)).toBe(before);
      expect(await points(s)).toBe(700);
      const refund = await t.db
        .selectFrom('point_log')
        .select(['delta', 'reason'])
        .where('user_id', '=', s.userId)
        .where('ref', '=', String(order.orderId))
        .orderBy('id')
        .execute();
      expect(refund).toEqual([
        { delta: -500, reason: 'checkout' },
        { delta: 500, reason: 'checkout_refund' },
      ]);
      const { payment_intent_id } = await t.db
        .selectFrom('orders')
        .select('payment_intent_id')
        .where('id', '=', order.orderId)
        .executeTakeFirstOrThrow();
      const pi = await t.db
        .selectFrom('emulator_payment_intents')
        .select(['status', 'cancellation_reason'])
        .where('id', '=', payment_intent_id!)
        .executeTakeFirstOrThrow();
      expect(pi).toEqual({ status: 'canceled', cancellation_reason: 'requested_by_customer' });
      // The promo code is free to use again.
      expect(
        data(await call<{ valid: boolean }>(t.app, '/v1/coupon/validate', { code: 'TOTE10' }, s.token)).valid,
      ).toBe(true);
      // Cancelling twice answers the cancelled order; paying it is 23005.
      expect(data(await cancel(s, order.orderId))).toMatchObject({
        orderStatus: 'Cancelled',
        payMessage: 'You cancelled this order.',
      });
      expect(await points(s)).toBe(700);
      expect((await pay(t.app, s.token, { orderId: order.orderId, idempotencyKey: newKey() })).body).toEqual(
        err(23005, 'This order is closed: start the checkout again.'),
      );
    },
  );

  it('an order never paid (no PaymentIntent) is cancelled at once', async () => {
    const { s, a, order } = await purchaseOrder();
    const before = await stockOf(a.id);
    expect(data(await cancel(s, order.orderId))).toMatchObject({
      orderStatus: 'Cancelled',
      payStatus: 'failed',
      payMessage: 'You cancelled this order.',
    });
    expect(await stockOf(a.id)).toBe(before + 2);
    // The items are still in the Tote: a new checkout works.
    expect(data(await create(t.app, s.token, { mode: 'purchase-only' })).status).toBe('pending');
  });

  it('a paid or free order is 23006 and nothing changes', async () => {
    const { s, order } = await purchaseOrder();
    expect(data(await pay(t.app, s.token, { orderId: order.orderId, idempotencyKey: newKey() })).status).toBe(
      'success',
    );
    const message = "This order is paid and can't be cancelled. Contact us about returns and refunds.";
    expect((await cancel(s, order.orderId)).body).toEqual(err(23006, message));
    expect(data(await detail(s, order.orderId))).toMatchObject({ orderStatus: 'Requested', payStatus: 'success' });

    const f = await shopper(t.app);
    await addAddress(t.app, f.token);
    const free = data(await create(t.app, f.token, { mode: 'subscribe', couponCode: 'FREEMONTH' }));
    expect((await cancel(f, free.orderId)).body).toEqual(err(23006, message));
    expect(
      (await call<PayResult>(t.app, '/v1/order/queryPayResult', { orderId: free.orderId }, f.token)).body.data?.status,
    ).toBe('free');
  });

  it('a replaced order reads as closed by the newer checkout', async () => {
    const { s, order } = await purchaseOrder();
    const next = data(await create(t.app, s.token, { mode: 'subscribe' }));
    expect(data(await detail(s, order.orderId))).toMatchObject({
      orderStatus: 'Cancelled',
      payMessage: 'This checkout was replaced by a newer one.',
      primaryActions: [],
      secondaryActions: ['contact-us'],
    });
    expect(data(await detail(s, next.orderId)).primaryActions).toEqual(['pay-now']);
  });
});
