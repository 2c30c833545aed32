/**
 * The order history (contract/order-history.ts): tabs with counts, the paged list per tab, the
 * rental history; only the caller's own orders and items (20003 otherwise).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  OrderList,
  OrderTabs,
  RentalHistoryDetail,
  RentalHistoryPage,
  RentalHistorySummary,
} from '@tote/contract/order-history';
import { data } from './http.js';
import { call, RELAXED_LIMITS } from './accounts-helpers.js';
import { openTestApi, type TestApi } from './db.js';
import { checkout, create, type Shopper } from './member-helpers.js';
import { holdFulfilmentClock, orderHelpers } from './order-helpers.js';
import { moveItems, markReturned } from '../src/features/orders/items.js';

let t: TestApi;
beforeAll(async () => {
  t = await openTestApi({ limits: RELAXED_LIMITS, pauseSweepMs: 0 });
  await holdFulfilmentClock(t.db);
});
afterAll(() => t.close());

const { nextSku, addToTote, cancel, advance, member, rentOrder } = orderHelpers(() => t, 580);
const get = async <T>(s: Shopper, path: string, body: Record<string, unknown> = {}) =>
  call<T>(t.app, `/v1${path}`, body, s.token, 'GET');
const tabs = async (s: Shopper) =>
  Object.fromEntries(data(await get<OrderTabs>(s, '/order/tabs')).tabs.map((x) => [x.tab, x.count]));
const list = async (s: Shopper, body: Record<string, unknown>) => data(await get<OrderList>(s, '/order/list', body));

describe('order history', () => {
  let s: Shopper;
  let other: Shopper;
  let rental: number;
  let bought: number;
  let open: number;
  let membership: number;
  beforeAll(async () => {
    s = await member();
    other = await member();
    membership = (await list(s, { tab: 'past' })).list[0]!.orderId;
    rental = await rentOrder(s, 1);
    await advance(rental, 3); // delivered: the rental is with her
    await addToTote(s, 'purchase', (await nextSku()).code);
    bought = (await checkout(t.app, s.token, { mode: 'purchase-only' })).orderId;
    await advance(bought, 3); // delivered: a purchase is hers
    await addToTote(s, 'purchase', (await nextSku()).code);
    const closed = data(await create(t.app, s.token, { mode: 'purchase-only' })).orderId;
    expect(data(await cancel(s, closed)).orderStatus).toBe('Cancelled');
    await addToTote(s, 'purchase', (await nextSku()).code);
    open = data(await create(t.app, s.token, { mode: 'purchase-only' })).orderId;
  });

  it('tabs: current (open, rentals out), past (settled), cancelled; each order in one', async () => {
    expect(data(await get<OrderTabs>(s, '/order/tabs')).tabs.map((x) => [x.tab, x.title])).toEqual([
      ['current', 'Current'],
      ['past', 'Past'],
      ['cancelled', 'Cancelled'],
    ]);
    expect(await tabs(s)).toEqual({ current: 2, past: 2, cancelled: 1 });
    expect(await tabs(other)).toEqual({ current: 0, past: 1, cancelled: 0 });
  });

  it('the list: newest first, paged, with lines, status and actions', async () => {
    const current = await list(s, {});
    expect(current).toMatchObject({ tab: 'current', total: 2, pageIndex: 1, pageSize: 10 });
    expect(current.list.map((o) => [o.orderId, o.orderStatus])).toEqual([
      [open, 'Unpaid'],
      [rental, 'Delivered'],
    ]);
    expect(current.list[0]).toMatchObject({ primaryActions: ['pay-now'], payStatus: 'pending' });
    expect(current.list[1]).toMatchObject({
      mode: 'rent-only',
      primaryActions: [],
      secondaryActions: ['return', 'view-receipt', 'contact-us'],
      lines: [{ type: 'rent', state: 'delivered' }],
    });
    const page1 = await list(s, { tab: 'past', pageSize: 1 });
    const page2 = await list(s, { tab: 'past', pageSize: 1, pageIndex: 2 });
    expect([page1.total, page1.list.map((o) => o.orderId), page2.list.map((o) => o.orderId)]).toEqual([
      2,
      [bought],
      [membership],
    ]);
    expect((await list(s, { tab: 'cancelled' })).list.map((o) => o.orderStatus)).toEqual(['Cancelled']);
    expect((await list(s, { tab: 'past', pageIndex: 3, pageSize: 1 })).list).toEqual([]);
    expect((await get(s, '/order/list', { tab: 'later' })).body.code).toBe(40001);
    expect((await list(other, { tab: 'current' })).list).toEqual([]);
  });

  it('the rental history: items with dates, out or back; a returned rental moves the order to past', async () => {
    const summary = data(await get<RentalHistorySummary>(s, '/user/rental-history'));
    expect(summary).toMatchObject({ total: 1, out: 1, back: 0, toteUpperLimit: 6 });
    const item = summary.recent[0]!;
    expect(item).toMatchObject({ orderId: rental, state: 'delivered', out: true, returnedAt: null });
    expect(item.line).toMatchObject({ type: 'rent', orderItemId: item.orderItemId });
    expect(Date.parse(item.deliveredAt!)).toBeGreaterThanOrEqual(Date.parse(item.shippedAt!));
    const out = data(await get<RentalHistoryPage>(s, '/order/rental-history-page', { filter: 'out' }));
    expect([out.total, out.list.map((i) => i.orderItemId)]).toEqual([1, [item.orderItemId]]);
    const d = data(
      await get<RentalHistoryDetail>(s, '/order/rental-history-detail', { orderItemId: item.orderItemId }),
    );
    expect(d.shipments.map((p) => p.events.map((e) => e.status))).toEqual([['Requested', 'Incoming', 'Delivered']]);
    expect(out.list[0]!.shipments).toEqual(d.shipments); // the page carries each item's parcels too

    await t.db.transaction().execute((trx) => moveItems(trx, [item.orderItemId], 'request-return'));
    await markReturned(t.db, [item.orderItemId]);
    const back = data(await get<RentalHistoryPage>(s, '/order/rental-history-page', { filter: 'back' }));
    expect(back.list[0]).toMatchObject({ state: 'returned', out: false, returnedAt: expect.any(String) });
    expect(await tabs(s)).toEqual({ current: 1, past: 3, cancelled: 1 });
    expect((await list(s, { tab: 'past' })).list.map((o) => [o.orderId, o.orderStatus])).toEqual([
      [bought, 'Delivered'],
      [rental, 'Returned'],
      [membership, 'Delivered'],
    ]);
  });

  it("another member's, a purchase's or an unknown item is 20003", async () => {
    const item = data(await get<RentalHistorySummary>(s, '/user/rental-history')).recent[0]!;
    const purchaseLine = await t.db
      .selectFrom('order_items')
      .select('id')
      .where('order_id', '=', bought)
      .executeTakeFirstOrThrow();
    for (const [who, id] of [
      [other, item.orderItemId],
      [s, purchaseLine.id],
      [s, 2_000_000_000],
    ] as const)
      expect((await get(who, '/order/rental-history-detail', { orderItemId: id })).body).toMatchObject({
        code: 20003,
        message: { content: `Rental item ${id} not found` },
      });
    expect(data(await get<RentalHistorySummary>(other, '/user/rental-history'))).toMatchObject({
      total: 0,
      recent: [],
    });
    expect((await get(other, '/order/detail', { orderId: rental })).body.code).toBe(20003);
    expect((await call(t.app, '/v1/order/tabs', {})).body.code).toBe(40000);
  });
});
