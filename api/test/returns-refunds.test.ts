/**
 * Refunds of returned purchases (contract/returns.ts "Refunds"): made through the payment provider
 * once per ticket with a Refund receipt; two arrivals processed at once, concurrent settlements and
 * retried ones make ONE refund and one receipt; a provider that can't be reached leaves it pending.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReceiptDetail, ReceiptList } from '@tote/contract/receipts';
import { data } from './http.js';
import { call, RELAXED_LIMITS } from './accounts-helpers.js';
import { openTestApi, type TestApi } from './db.js';
import { holdFulfilmentClock } from './order-helpers.js';
import { returnHelpers } from './returns-helpers.js';
import { advanceFulfilment } from '../src/features/fulfilment/service.js';
import { LocalCarrier } from '../src/features/fulfilment/local-carrier.js';
import { LocalPaymentEmulator } from '../src/features/payments/emulator/emulator.js';
import { UnavailableProvider, type PaymentProvider } from '../src/features/payments/provider.js';
import { returnHooks } from '../src/features/returns/hooks.js';
import { settleRefunds } from '../src/features/returns/refunds.js';
import { loadConfig } from '../src/platform/config.js';

let t: TestApi;
beforeAll(async () => {
  t = await openTestApi({ limits: RELAXED_LIMITS, pauseSweepMs: 0 });
  await holdFulfilmentClock(t.db);
});
afterAll(() => t.close());

const h = returnHelpers(() => t, 780);
const cents = (usd: number) => Math.round(usd * 100);
const refundReceipts = async (token: string) =>
  data(await call<ReceiptList>(t.app, '/v1/order/receipt-list', { costType: 'Refund', pageSize: 50 }, token, 'GET'))
    .list;

describe('a returned purchase is refunded', () => {
  it('to the card through the provider, with a Refund receipt; the order offers view-refund', async () => {
    const s = await h.member();
    const { orderId, lines, intentId } = await h.deliveredPurchase(s, 2);
    const pre = data(await h.pre(s, orderId));
    expect(pre.items.map((i) => [i.line.orderItemId, i.refund])).toEqual(lines.map((l) => [l.orderItemId, l.amount]));
    const [kept, back] = lines;
    const ticket = data(await h.confirm(s, orderId, [back!.orderItemId]));
    expect(await h.advance(orderId, 2)).toBe(2);
    const done = data(await h.ticket(s, ticket.ticketId));
    expect(done.status).toBe('Returned');
    expect(done.refund).toEqual({
      amount: back!.amount,
      status: 'succeeded',
      receiptId: expect.any(Number),
      refundedAt: expect.any(String),
    });
    expect(await h.refundsAt(intentId)).toEqual([{ id: expect.stringMatching(/^re_/), amount: cents(back!.amount) }]);

    const [receipt] = await refundReceipts(s.token);
    expect(receipt).toMatchObject({
      receiptId: done.refund!.receiptId,
      orderId,
      costType: 'Refund',
      amount: -back!.amount,
      status: 'refunded',
      title: 'Refund — 1 item returned',
    });
    const detail = data(
      await call<ReceiptDetail>(t.app, '/v1/order/receiptDetail', { receiptId: receipt!.receiptId }, s.token, 'GET'),
    );
    expect(detail.lines).toEqual([
      { type: 'refund', title: back!.title, detail: back!.detail, quantity: 1, amount: -back!.amount },
    ]);
    const order = data(await h.detail(s, orderId));
    expect(order.secondaryActions).toContain('view-refund');
    expect(order.lines.map((l) => l.state)).toEqual(['delivered', 'returned']);
    expect(order.receiptId).not.toBe(receipt!.receiptId); // the order's own receipt, now refunded
    expect(kept!.state).toBe('delivered');
  });

  it('a returned rental refunds nothing', async () => {
    const s = await h.member();
    const { orderId, lines } = await h.deliveredRentals(s, 1);
    const ticket = data(await h.confirm(s, orderId, lines));
    await h.advance(orderId, 2);
    expect(data(await h.ticket(s, ticket.ticketId)).refund).toBeNull();
    expect(await refundReceipts(s.token)).toEqual([]);
    expect(data(await h.detail(s, orderId)).secondaryActions).not.toContain('view-refund');
  });
});

describe('double-submitted refunds', () => {
  it('two arrivals processed at once: one refund at the provider, one receipt', async () => {
    const s = await h.member();
    const { orderId, lines, intentId } = await h.deliveredPurchase(s, 1);
    const ticket = data(await h.confirm(s, orderId, [lines[0]!.orderItemId]));
    expect(await h.advance(orderId)).toBe(1); // sent
    const moved = await Promise.all([h.advance(orderId), h.advance(orderId), h.advance(orderId)]);
    expect(moved.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await h.refundsAt(intentId)).toHaveLength(1);
    expect(await refundReceipts(s.token)).toHaveLength(1);
    expect(data(await h.ticket(s, ticket.ticketId)).refund!.status).toBe('succeeded');
  });

  it('pending while the provider is unreachable; then concurrent and retried settlements: one refund', async () => {
    const s = await h.member();
    const { orderId, lines, intentId } = await h.deliveredPurchase(s, 1);
    const ticket = data(await h.confirm(s, orderId, [lines[0]!.orderItemId]));
    const errors: unknown[] = [];
    const offline = (payments: PaymentProvider) => ({
      db: t.db,
      provider: new LocalCarrier(),
      simulated: true,
      holdMs: loadConfig({}).stockHoldMs,
      returns: returnHooks(
        { db: t.db, payments, carrier: new LocalCarrier(), settings: loadConfig({}).returns },
        (err) => errors.push(err),
      ),
    });
    expect(await advanceFulfilment(offline(new UnavailableProvider()), { orderId, steps: 2 })).toBe(2);
    expect(data(await h.ticket(s, ticket.ticketId)).refund).toMatchObject({ status: 'pending', receiptId: null });
    expect(errors).toHaveLength(1);
    expect(await h.refundsAt(intentId)).toEqual([]);

    const payments = new LocalPaymentEmulator(t.db, { production: false });
    const settled = await Promise.all(
      Array.from({ length: 4 }, () => settleRefunds({ db: t.db, payments }, { orderId })),
    );
    expect(settled.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await settleRefunds({ db: t.db, payments }, { orderId })).toBe(0); // retried: nothing new
    expect(await h.refundsAt(intentId)).toEqual([{ id: expect.any(String), amount: cents(lines[0]!.amount) }]);
    expect(await refundReceipts(s.token)).toHaveLength(1);
    expect(data(await h.ticket(s, ticket.ticketId)).refund!.status).toBe('succeeded');
  });
});
