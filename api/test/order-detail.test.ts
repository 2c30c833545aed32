/**
 * The order page (contract/order.ts): /order/detail of the user's own orders with the actions per
 * status. /order/cancel is order-cancel.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { data } from './http.js';
import { call, RELAXED_LIMITS } from './accounts-helpers.js';
import { openTestApi, type TestApi } from './db.js';
import {
  ADDRESS,
  CARD_3DS,
  CARD_DECLINED,
  checkout,
  create,
  newKey,
  pay,
  readyShopper,
  shopper,
  addAddress,
} from './member-helpers.js';
import { orderHelpers } from './order-helpers.js';

let t: TestApi;
beforeAll(async () => {
  t = await openTestApi({ limits: RELAXED_LIMITS, pauseSweepMs: 0 });
});
afterAll(() => t.close());

const { nextSku, detail, cancel, addToTote, err, purchaseOrder, advance } = orderHelpers(() => t, 300);

describe('/order/detail', () => {
  it(
    'a paid purchase: lines with product, brand, image, size and color; totals; the card; the stored ' +
      'address; the receipt; view-receipt and contact-us',
    async () => {
      const { s, a, b, order } = await purchaseOrder();
      const paid = data(await pay(t.app, s.token, { orderId: order.orderId, idempotencyKey: newKey() }));
      expect(paid.status).toBe('success');
      const d = data(await detail(s, order.orderId));
      expect(d).toMatchObject({
        orderId: order.orderId,
        mode: 'purchase-only',
        costType: 'Purchase',
        orderStatus: 'Requested',
        payStatus: 'success',
        payMessage: '',
        subtotal: (a.price_cents * 2 + b.price_cents) / 100,
        discount: 0,
        couponCode: null,
        pointsUsed: 0,
        pointsValue: 0,
        shipping: 0,
        totalBilled: (a.price_cents * 2 + b.price_cents) / 100,
        currency: 'USD',
        card: { brand: 'visa', last4: '4242' },
        shippingAddress: { firstName: ADDRESS.firstName, city: 'Springfield', state: 'IL', zip: '62701' },
        shippingAddressSource: 'order',
        receiptId: paid.receiptId,
        primaryActions: [],
        secondaryActions: ['view-receipt', 'contact-us'],
      });
      expect(d.paidAt).not.toBeNull();
      expect(Date.parse(d.createdAt)).toBeLessThanOrEqual(Date.now());
      const line = d.lines.find((l) => l.sku === a.code)!;
      expect(line).toMatchObject({
        type: 'purchase',
        saleType: 'purchase',
        shopProductId: a.product_id,
        title: a.title,
        quantity: 2,
        unitPrice: a.price_cents / 100,
        amount: (a.price_cents * 2) / 100,
      });
      expect(line.brand).toMatchObject({ brandId: a.brand_id, name: expect.any(String) });
      expect(line.image?.url).toMatch(/^\/images\//);
      expect(line.size).toEqual(expect.any(String));
      expect(line.color).toMatchObject({
        colorId: expect.any(Number),
        name: expect.any(String),
        hex: expect.stringMatching(/^#/),
      });
      expect(line.detail).toContain(line.size!);
      expect(d.lines.map((l) => l.sku).sort()).toEqual([a.code, b.code].sort());
    },
  );

  it(
    'a rented item of a completed order offers rent-to-buy (buyPrice, 80%) until it is bought; ' + 'purchases never do',
    async () => {
      const s = await readyShopper(t.app);
      expect((await checkout(t.app, s.token, { mode: 'subscribe' })).status).toBe('success');
      const [rented, bought] = [await nextSku(), await nextSku()];
      await addToTote(s, 'rent', rented.code);
      await addToTote(s, 'purchase', bought.code);
      const order = await checkout(t.app, s.token, { mode: 'rent-and-purchase' });
      expect(order.status).toBe('success');
      const waiting = data(await detail(s, order.orderId)).lines.find((l) => l.sku === rented.code)!;
      expect(waiting).toMatchObject({ state: 'pending', buyPrice: null }); // not on its way yet
      const early = await create(t.app, s.token, { mode: 'rent-to-buy', orderItemIdList: [waiting.orderItemId] });
      expect(early.body).toMatchObject({
        code: 23007,
        message: { content: "This item can't be bought: it is waiting to ship." },
      });
      await advance(order.orderId, 2); // packed, then picked up
      const lines = data(await detail(s, order.orderId)).lines;
      const rentLine = lines.find((l) => l.sku === rented.code)!;
      expect(rentLine).toMatchObject({
        saleType: 'rent',
        state: 'shipped',
        buyPrice: Math.round(rented.price_cents * 0.8) / 100,
      });
      expect(lines.find((l) => l.sku === bought.code)!.buyPrice).toBeNull();

      const keep = await checkout(t.app, s.token, { mode: 'rent-to-buy', orderItemIdList: [rentLine.orderItemId] });
      expect(keep).toMatchObject({ status: 'success', totalBilled: rentLine.buyPrice });
      expect(data(await detail(s, order.orderId)).lines.find((l) => l.sku === rented.code)!.buyPrice).toBeNull();
    },
  );

  it('a membership order: a line without product; another user or an unknown id is 20003', async () => {
    const s = await readyShopper(t.app);
    const order = data(await create(t.app, s.token, { mode: 'subscribe' }));
    const d = data(await detail(s, order.orderId));
    expect(d).toMatchObject({
      mode: 'subscribe',
      costType: 'Subscription',
      orderStatus: 'Unpaid',
      payStatus: 'pending',
      card: null,
      receiptId: null,
    });
    expect(d.lines).toEqual([
      expect.objectContaining({
        type: 'subscription',
        saleType: null,
        title: 'Classic membership',
        shopProductId: null,
        sku: null,
        brand: null,
        image: null,
        size: null,
        color: null,
      }),
    ]);
    const other = await shopper(t.app);
    expect((await detail(other, order.orderId)).body).toEqual(err(20003, `Order ${order.orderId} not found`));
    expect((await cancel(other, order.orderId)).body).toEqual(err(20003, `Order ${order.orderId} not found`));
    expect((await detail(s, 2_000_000_000)).body.code).toBe(20003);
    expect((await detail(s, 0)).body.code).toBe(40001);
    expect((await call(t.app, '/v1/order/detail', { orderId: order.orderId }, undefined, 'GET')).status).toBe(401);
  });

  it(
    'actions per status: unpaid → pay-now + cancel-order; failed → the same with the message; free → ' +
      'view-receipt only',
    async () => {
      const unpaid = await purchaseOrder();
      expect(data(await detail(unpaid.s, unpaid.order.orderId))).toMatchObject({
        payStatus: 'pending',
        primaryActions: ['pay-now'],
        secondaryActions: ['cancel-order', 'contact-us'],
      });

      const declined = await purchaseOrder(CARD_DECLINED);
      const r = data(await pay(t.app, declined.s.token, { orderId: declined.order.orderId, idempotencyKey: newKey() }));
      expect(r.status).toBe('failed');
      expect(data(await detail(declined.s, declined.order.orderId))).toMatchObject({
        orderStatus: 'Unpaid',
        payStatus: 'failed',
        payMessage: 'Your card has insufficient funds.',
        card: { last4: '9995' },
        primaryActions: ['pay-now'],
        secondaryActions: ['cancel-order', 'contact-us'],
      });

      const s = await shopper(t.app);
      await addAddress(t.app, s.token);
      const free = data(await create(t.app, s.token, { mode: 'subscribe', couponCode: 'FREEMONTH' }));
      expect(data(await detail(s, free.orderId))).toMatchObject({
        payStatus: 'free',
        orderStatus: 'Delivered',
        totalBilled: 0,
        discount: 89,
        couponCode: 'FREEMONTH',
        card: null,
        receiptId: expect.any(Number),
        primaryActions: [],
        secondaryActions: ['view-receipt', 'contact-us'],
      });
    },
  );

  it('a payment processing at the provider: processing only; cancel is 30008 and changes nothing', async () => {
    const { s, order } = await purchaseOrder(CARD_3DS);
    const r = data(
      await pay(t.app, s.token, {
        orderId: order.orderId,
        idempotencyKey: newKey(),
        returnUrl: 'http://localhost:8080/payment-result-check',
      }),
    );
    expect(r.paymentIntent?.status).toBe('requires_action');
    // Awaiting 3-D Secure is still payable (a new attempt) and cancellable.
    expect(data(await detail(s, order.orderId))).toMatchObject({
      payStatus: 'pending',
      primaryActions: ['pay-now'],
      secondaryActions: ['cancel-order', 'contact-us'],
    });
    await t.db
      .updateTable('emulator_payment_intents')
      .set({ status: 'processing' })
      .where('id', '=', r.paymentIntent!.id)
      .execute();
    expect(data(await detail(s, order.orderId))).toMatchObject({
      orderStatus: 'Unpaid',
      primaryActions: ['processing'],
      secondaryActions: ['contact-us'],
    });
    expect((await cancel(s, order.orderId)).body.code).toBe(30008);
    expect(data(await detail(s, order.orderId)).orderStatus).toBe('Unpaid');
  });
});
