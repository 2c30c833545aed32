/**
 * A monthly renewal's order page and receipt (contract/order.ts `/order/detail`, receipts.ts): the
 * member's own renewal order is served with its period and only the actions that fit an order the
 * shop made itself; its receipt names the order and the mode. The sweep's timer is off; each test
 * runs a pass itself.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DevRenewResult, MemberInfo } from '@tote/contract/member';
import type { OrderDetail } from '@tote/contract/order';
import type { OrderList } from '@tote/contract/order-history';
import type { ReceiptDetail, ReceiptList } from '@tote/contract/receipts';
import { runRenewals } from '../src/features/billing/renewals.js';
import { addMonths, ymd } from '../src/features/member/dates.js';
import { call } from './accounts-helpers.js';
import { data } from './http.js';
import { CARD_DECLINED, checkout, newKey, readyShopper, shopper, type Shopper } from './member-helpers.js';
import { openSweepApi, sweepHelpers, type SweepApi } from './sweep-helpers.js';

let api: SweepApi;
beforeAll(async () => {
  api = await openSweepApi();
});
afterAll(() => api.close());

const { renewalOrders, dueMember } = sweepHelpers(() => api);
const detail = (s: Shopper, orderId: number) =>
  call<OrderDetail>(api.app, '/v1/order/detail', { orderId }, s.token, 'GET');

describe('renewal orders', () => {
  it('a paid renewal: its order page (period, line, card, Delivered, receipt, contact-us) and receipt', async () => {
    const { s, due } = await dueMember();
    expect((await runRenewals(api.deps, new Date()))[s.userId]).toBe('charged');
    const [order] = await renewalOrders(s.userId);

    const receipts = data(await call<ReceiptList>(api.app, '/v1/order/receipt-list', {}, s.token));
    const summary = receipts.list[0]!; // newest first: the renewal
    expect(summary).toMatchObject({ orderId: order!.id, costType: 'Subscription' });
    const receipt = data(
      await call<ReceiptDetail>(api.app, '/v1/order/receiptDetail', { receiptId: summary.receiptId }, s.token),
    );
    expect(receipt).toMatchObject({ mode: 'renewal', orderId: order!.id, periodStart: ymd(due) });

    const d = data(await detail(s, order!.id));
    expect(d).toMatchObject({
      orderId: order!.id,
      mode: 'renewal',
      costType: 'Subscription',
      orderStatus: 'Delivered',
      payStatus: 'success',
      payMessage: '',
      totalBilled: 89,
      card: { brand: 'visa', last4: '4242' },
      receiptId: summary.receiptId,
      renewalPeriod: { start: ymd(due), end: ymd(addMonths(due, 1)) },
      shipments: [],
      primaryActions: [],
      secondaryActions: ['view-receipt', 'contact-us'],
    });
    expect(d.paidAt).not.toBeNull();
    expect(d.lines).toEqual([
      expect.objectContaining({ type: 'subscription', title: 'Classic membership', amount: 89, state: null }),
    ]);

    // Still not a checkout: not in the order history, not cancellable, not payable, not anyone else's.
    const list = data(await call<OrderList>(api.app, '/v1/order/list', { tab: 'past' }, s.token, 'GET'));
    expect(list.list.map((o) => o.orderId)).not.toContain(order!.id);
    expect((await call(api.app, '/v1/order/cancel', { orderId: order!.id }, s.token)).body.code).toBe(20003);
    const other = await shopper(api.app);
    expect((await detail(other, order!.id)).body.code).toBe(20003);
  });

  it('a failed renewal: Unpaid with the reason, the period it would pay for, contact-us; no pay, cancel', async () => {
    const { s, due } = await dueMember(CARD_DECLINED);
    expect((await runRenewals(api.deps, new Date()))[s.userId]).toBe('failed');
    const [order] = await renewalOrders(s.userId);
    const d = data(await detail(s, order!.id));
    expect(d).toMatchObject({
      mode: 'renewal',
      orderStatus: 'Unpaid',
      payStatus: 'failed',
      payMessage: 'Your card has insufficient funds.',
      paidAt: null,
      receiptId: null,
      renewalPeriod: { start: ymd(due), end: ymd(addMonths(due, 1)) },
      primaryActions: [],
      secondaryActions: ['contact-us'],
    });
    const paid = await call(api.app, '/v1/order/pay', { orderId: order!.id, idempotencyKey: newKey() }, s.token);
    expect(paid.body.code).toBe(20003);
    expect((await call(api.app, '/v1/order/cancel', { orderId: order!.id }, s.token)).body.code).toBe(20003);
  });

  it('a checkout has no renewal period', async () => {
    const { s } = await dueMember();
    const receipts = data(await call<ReceiptList>(api.app, '/v1/order/receipt-list', {}, s.token));
    const subscribe = receipts.list[0]!;
    expect(data(await detail(s, subscribe.orderId!))).toMatchObject({ mode: 'subscribe', renewalPeriod: null });
    const receipt = data(
      await call<ReceiptDetail>(api.app, '/v1/order/receiptDetail', { receiptId: subscribe.receiptId }, s.token),
    );
    expect(receipt.mode).toBe('subscribe');
  });

  it('the development hook renews the signed-in member now through the sweep; not due is skipped', async () => {
    const s = await readyShopper(api.app);
    const renew = () => call<DevRenewResult>(api.app, '/v1/dev/billing/renew', {}, s.token);
    expect(data(await renew())).toEqual({ outcome: 'skipped', orderId: null }); // not a member yet
    expect((await checkout(api.app, s.token, { mode: 'subscribe' })).status).toBe('success');

    const r = data(await renew());
    expect(r.outcome).toBe('charged');
    const d = data(await detail(s, r.orderId!));
    expect(d).toMatchObject({ mode: 'renewal', orderStatus: 'Delivered', payStatus: 'success' });
    expect(d.renewalPeriod!.start).toBe(ymd(new Date()));
    const after = data(await call<MemberInfo>(api.app, '/v1/member/query', {}, s.token));
    expect(after).toMatchObject({ subStatus: 'Subscribed', renewal: null, nextBillingDate: d.renewalPeriod!.end });
    const receipts = data(await call<ReceiptList>(api.app, '/v1/order/receipt-list', {}, s.token));
    // The renewal's receipt, then the subscription's.
    expect(receipts.list.map((x) => x.orderId)).toEqual([r.orderId, expect.any(Number)]);
    expect((await call(api.app, '/v1/dev/billing/renew', {})).status).toBe(401);
  });
});
