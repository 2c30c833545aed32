/**
 * The order page (contract/order.ts): /order/detail of the user's own orders with the actions per
 * status, and /order/cancel giving an open order's reservations back.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddToteResult } from '@tote/contract/tote';
import type { PayResult } from '@tote/contract/checkout';
import type { OrderDetail } from '@tote/contract/order';
import type { UserInfo } from '@tote/contract/account';
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
  roomySkus,
  shopper,
  addAddress,
  type Shopper,
} from './member-helpers.js';

let t: TestApi;
beforeAll(async () => {
  t = await openTestApi({ limits: RELAXED_LIMITS, pauseSweepMs: 0 });
});
afterAll(() => t.close());

let skuOffset = 300;
const nextSku = async () => (await roomySkus(t.db, 1, skuOffset++))[0]!;
const detail = (s: Shopper, orderId: number) =>
  call<OrderDetail>(t.app, '/v1/order/detail', { orderId }, s.token, 'GET');
const cancel = (s: Shopper, orderId: number) => call<OrderDetail>(t.app, '/v1/order/cancel', { orderId }, s.token);
const addToTote = async (s: Shopper, saleType: 'rent' | 'purchase', sku: string, quantity?: number) =>
  data(
    await call<AddToteResult>(t.app, '/v1/shopCart/add', { saleType, sku, ...(quantity ? { quantity } : {}) }, s.token),
  );
const points = async (s: Shopper) => data(await call<UserInfo>(t.app, '/v1/profile/info', {}, s.token)).points;
const stockOf = async (skuId: number) =>
  (await t.db.selectFrom('skus').select('stock').where('id', '=', skuId).executeTakeFirstOrThrow()).stock;
const err = (code: number, content: string) => ({ code, message: { action: 'toast', content }, data: null });

/** A shopper with a purchase-only order of two SKUs (one of them twice), created but not paid. */
async function purchaseOrder(card?: string, body: Record<string, unknown> = {}) {
  const s = await readyShopper(t.app, card);
  const [a, b] = [await nextSku(), await nextSku()];
  await addToTote(s, 'purchase', a.code, 2);
  await addToTote(s, 'purchase', b.code);
  const order = data(await create(t.app, s.token, { mode: 'purchase-only', ...body }));
  return { s, a, b, order };
}

describe('/order/detail', () => {
  it('a paid purchase: lines with product, brand, image, size and color; totals; the card; the stored address; the receipt; view-receipt and contact-us', async () => {
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
  });

  it('a rented item of a completed order offers rent-to-buy (buyPrice, 80%) until it is bought; purchases never do', async () => {
    const s = await readyShopper(t.app);
    expect((await checkout(t.app, s.token, { mode: 'subscribe' })).status).toBe('success');
    const [rented, bought] = [await nextSku(), await nextSku()];
    await addToTote(s, 'rent', rented.code);
    await addToTote(s, 'purchase', bought.code);
    const order = await checkout(t.app, s.token, { mode: 'rent-and-purchase' });
    expect(order.status).toBe('success');
    const lines = data(await detail(s, order.orderId)).lines;
    const rentLine = lines.find((l) => l.sku === rented.code)!;
    expect(rentLine).toMatchObject({ saleType: 'rent', buyPrice: Math.round(rented.price_cents * 0.8) / 100 });
    expect(lines.find((l) => l.sku === bought.code)!.buyPrice).toBeNull();

    const keep = await checkout(t.app, s.token, { mode: 'rent-to-buy', orderItemIdList: [rentLine.orderItemId] });
    expect(keep).toMatchObject({ status: 'success', totalBilled: rentLine.buyPrice });
    expect(data(await detail(s, order.orderId)).lines.find((l) => l.sku === rented.code)!.buyPrice).toBeNull();
  });

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

  it('actions per status: unpaid → pay-now + cancel-order; failed → the same with the message; free → view-receipt only', async () => {
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
  });

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

describe('/order/cancel', () => {
  it('an open order: points, promo code and stock come back; the PaymentIntent is canceled; twice is fine', async () => {
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
    expect(data(await pay(t.app, s.token, { orderId: order.orderId, idempotencyKey: newKey() })).status).toBe('failed');

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
    expect(data(await call<{ valid: boolean }>(t.app, '/v1/coupon/validate', { code: 'TOTE10' }, s.token)).valid).toBe(
      true,
    );
    // Cancelling twice answers the cancelled order; paying it is 23005.
    expect(data(await cancel(s, order.orderId))).toMatchObject({
      orderStatus: 'Cancelled',
      payMessage: 'You cancelled this order.',
    });
    expect(await points(s)).toBe(700);
    expect((await pay(t.app, s.token, { orderId: order.orderId, idempotencyKey: newKey() })).body).toEqual(
      err(23005, 'This order is closed: start the checkout again.'),
    );
  });

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
