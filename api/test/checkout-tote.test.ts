/**
 * The checkout's Tote modes with the box lock and rent-to-buy, one open order per user, and
 * receipts (contract/checkout.ts, receipts.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReceiptDetail, ReceiptList } from '@tote/contract/receipts';
import type { ToteView } from '@tote/contract/tote';
import { data } from './http.js';
import { call, RELAXED_LIMITS } from './accounts-helpers.js';
import { openTestApi, type TestApi } from './db.js';
import { checkout, create, newKey, pay, readyShopper } from './member-helpers.js';
import { addMonths, ymd } from '../src/features/member/dates.js';
import { checkoutHelpers } from './checkout-helpers.js';

let t: TestApi;
beforeAll(async () => {
  t = await openTestApi({ limits: RELAXED_LIMITS, pauseSweepMs: 0 });
});
afterAll(() => t.close());

const { nextSku, detail, member, addToTote, err, subscribed } = checkoutHelpers(() => t);

describe('the Tote modes', () => {
  it(
    'purchase-only: the checked purchase items, stock reserved, items leave the Tote, a Purchase ' + 'receipt',
    async () => {
      const s = await readyShopper(t.app);
      const [a, b] = [await nextSku(), await nextSku()];
      await addToTote(s, 'purchase', a.code, 2);
      await addToTote(s, 'purchase', b.code);
      const stockBefore = await t.db
        .selectFrom('skus')
        .select('stock')
        .where('id', '=', a.id)
        .executeTakeFirstOrThrow();
      const d = data(await detail(s, { mode: 'purchase-only' }));
      expect(d.lines.map((l) => [l.type, l.sku, l.quantity])).toEqual([
        ['purchase', b.code, 1],
        ['purchase', a.code, 2],
      ]);
      expect(d.subtotal).toBe((a.price_cents * 2 + b.price_cents) / 100);
      const order = data(await create(t.app, s.token, { mode: 'purchase-only' }));
      expect(
        (await t.db.selectFrom('skus').select('stock').where('id', '=', a.id).executeTakeFirstOrThrow()).stock,
      ).toBe(stockBefore.stock - 2);
      const r = data(await pay(t.app, s.token, { orderId: order.orderId, idempotencyKey: newKey() }));
      expect(r).toMatchObject({ status: 'success', orderStatus: 'Requested', redirectUri: `/order/${order.orderId}` });
      expect(data(await call<{ purchase: { num: number } }>(t.app, '/v1/tote/query', {}, s.token)).purchase.num).toBe(
        0,
      );
      const receipt = data(
        await call<ReceiptDetail>(t.app, '/v1/order/receiptDetail', { receiptId: r.receiptId }, s.token),
      );
      expect(receipt).toMatchObject({ costType: 'Purchase', title: 'Purchase — 3 items', mode: 'purchase-only' });
      expect((await member(s)).subStatus).toBe('Not Subscribed');
    },
  );

  it('nothing checked → 23003; a Tote item that is not yours → 20003', async () => {
    const s = await readyShopper(t.app);
    expect((await detail(s, { mode: 'purchase-only' })).body).toEqual(err(23003, 'There is nothing to check out.'));
    expect((await detail(s, { mode: 'purchase-only', cartItemIdList: [2_000_000_000] })).body.code).toBe(20003);
  });

  it(
    'rent-only is free for a Subscribed member and locks the box until unlocked early; not for ' + 'others (23001)',
    async () => {
      const shopperOnly = await readyShopper(t.app);
      expect((await detail(shopperOnly, { mode: 'rent-only' })).body).toEqual(
        err(23001, "You can't rent now: you are not a member yet."),
      );
      const s = await subscribed();
      const sku = await nextSku();
      await addToTote(s, 'rent', sku.code);
      const rental = await checkout(t.app, s.token, { mode: 'rent-only' });
      expect(rental).toMatchObject({ status: 'free', orderStatus: 'Requested', totalBilled: 0 });
      expect(data(await call<{ rent: { num: number } }>(t.app, '/v1/tote/query', {}, s.token)).rent.num).toBe(0);
      const m = await member(s);
      expect(m).toMatchObject({ boxLocked: true, isShowBtnUnlockEarly: true, actions: { unlockEarly: true } });
      expect(data(await call<ToteView>(t.app, '/v1/tote/query', {}, s.token)).boxStatus).toBe('Locked');
      await addToTote(s, 'rent', (await nextSku()).code);
      const locked = await detail(s, { mode: 'rent-only' });
      expect(locked.body.code).toBe(23002);
      expect(locked.body.message.content).toMatch(
        /^Your box for this period has been ordered\. Unlock your next box early, or order again after [A-Z][a-z]{2} \d{1,2}, \d{4}\.$/,
      );
      const unlock = data(await detail(s, { mode: 'unlock-early' }));
      expect(unlock).toMatchObject({
        totalBilled: 89,
        lines: [{ title: 'Unlock your next box early', detail: 'Classic membership · a new month starts today' }],
      });
      expect(await checkout(t.app, s.token, { mode: 'unlock-early' })).toMatchObject({ status: 'success' });
      expect(await member(s)).toMatchObject({
        boxLocked: false,
        isShowBtnUnlockEarly: false,
        nextBillingDate: ymd(addMonths(new Date(), 1)),
      });
      expect(data(await call<ToteView>(t.app, '/v1/tote/query', {}, s.token)).boxStatus).not.toBe('Locked');
      expect((await checkout(t.app, s.token, { mode: 'rent-only' })).status).toBe('free');
      const receipts = data(await call<ReceiptList>(t.app, '/v1/order/receipt-list', {}, s.token));
      expect(receipts.list.map((r) => r.costType)).toEqual(['Order', 'Premium', 'Order', 'Subscription']);
    },
  );

  it('rent-and-purchase and rent-to-buy (80% of the price, once)', async () => {
    const s = await subscribed();
    const [rent, buy] = [await nextSku(), await nextSku()];
    await addToTote(s, 'rent', rent.code);
    await addToTote(s, 'purchase', buy.code);
    const d = data(await detail(s, { mode: 'rent-and-purchase' }));
    expect(d.lines.map((l) => [l.type, l.amount])).toEqual([
      ['rent', 0],
      ['purchase', buy.price_cents / 100],
    ]);
    const r = await checkout(t.app, s.token, { mode: 'rent-and-purchase' });
    expect(r).toMatchObject({ status: 'success', totalBilled: buy.price_cents / 100 });
    const rented = await t.db
      .selectFrom('order_items')
      .select('id')
      .where('order_id', '=', r.orderId)
      .where('type', '=', 'rent')
      .executeTakeFirstOrThrow();
    await call(t.app, '/v1/dev/fulfilment/advance', { orderId: r.orderId, steps: 2 }); // kept once shipped
    const price = Math.round(rent.price_cents * 0.8) / 100;
    const rtb = data(await detail(s, { mode: 'rent-to-buy', orderItemIdList: [rented.id] }));
    expect(rtb.lines).toMatchObject([
      { type: 'rent-to-buy', orderItemId: rented.id, amount: price, title: rent.title },
    ]);
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
    const rows = await t.db
      .selectFrom('orders')
      .select(['id', 'status'])
      .where('user_id', '=', s.userId)
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { id: a.orderId, status: 'Cancelled' },
      { id: b.orderId, status: 'Unpaid' },
    ]);
    // WELCOME20's reservation moves with the new order; replacing that one gives it back.
    const c = data(await create(t.app, s.token, { mode: 'subscribe', couponCode: 'WELCOME20' }));
    expect(c.discount).toBe(17.8);
  });

  it('queryPayResult and receipts of another user are 20003', async () => {
    const s = await readyShopper(t.app);
    const other = await readyShopper(t.app);
    const r = await checkout(t.app, s.token, { mode: 'subscribe' });
    expect((await call(t.app, '/v1/order/queryPayResult', { orderId: r.orderId }, other.token)).body.code).toBe(20003);
    expect((await call(t.app, '/v1/order/receiptDetail', { receiptId: r.receiptId }, other.token)).body.code).toBe(
      20003,
    );
    expect((await pay(t.app, other.token, { orderId: r.orderId, idempotencyKey: newKey() })).body.code).toBe(20003);
  });
});

describe('receipts', () => {
  it('newest first, paged, filtered by cost type; the demo accounts have theirs', async () => {
    const token = data(
      await call<{ token: string }>(t.app, '/v1/user/login', { email: 'cancelled@tote.test', password: 'tote-demo-1' }),
    ).token;
    const all = data(await call<ReceiptList>(t.app, '/v1/order/receipt-list', { pageSize: 50 }, token, 'GET'));
    expect(all.total).toBeGreaterThanOrEqual(5);
    const dates = all.list.map((r) => r.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(new Set(all.list.map((r) => r.costType))).toEqual(new Set(['Subscription', 'Purchase', 'Refund']));
    const refunds = data(
      await call<ReceiptList>(t.app, '/v1/order/receipt-list', { costType: 'Refund' }, token, 'GET'),
    );
    expect(refunds).toMatchObject({ total: 1, list: [{ costType: 'Refund', amount: -45, status: 'refunded' }] });
    const detail = data(
      await call<ReceiptDetail>(
        t.app,
        '/v1/order/receiptDetail',
        { receiptId: refunds.list[0]!.receiptId },
        token,
        'GET',
      ),
    );
    expect(detail.lines).toEqual([
      { type: 'refund', title: 'Silk slip dress', detail: 'Size M · Champagne', quantity: 1, amount: -45 },
    ]);
    const page2 = data(
      await call<ReceiptList>(t.app, '/v1/order/receipt-list', { pageIndex: 2, pageSize: 2 }, token, 'GET'),
    );
    expect(page2.list.map((r) => r.receiptId)).toEqual(all.list.slice(2, 4).map((r) => r.receiptId));
    expect((await call(t.app, '/v1/order/receipt-list', { costType: 'Gift' }, token, 'GET')).body.code).toBe(40001);
  });
});
