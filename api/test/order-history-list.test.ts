/**
 * /order/list (contract/order-history.ts) reads a whole page at once: each order in it answers
 * exactly what the order page (/order/detail) says of its head, lines and actions.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderList, OrderSummary } from '@tote/contract/order-history';
import type { OrderDetail } from '@tote/contract/order';
import { data } from './http.js';
import { call, RELAXED_LIMITS } from './accounts-helpers.js';
import { openTestApi, type TestApi } from './db.js';
import { checkout, create, type Shopper } from './member-helpers.js';
import { holdFulfilmentClock, orderHelpers } from './order-helpers.js';

let t: TestApi;
beforeAll(async () => {
  t = await openTestApi({ limits: RELAXED_LIMITS, pauseSweepMs: 0 });
  await holdFulfilmentClock(t.db);
});
afterAll(() => t.close());

const { nextSku, addToTote, detail, cancel, advance, member, rentOrder } = orderHelpers(() => t, 660);

/** The order page's answer cut to a list entry, in the list's key order. */
const summaryOf = (d: OrderDetail): OrderSummary => ({
  orderId: d.orderId,
  mode: d.mode,
  costType: d.costType,
  createdAt: d.createdAt,
  paidAt: d.paidAt,
  orderStatus: d.orderStatus,
  payStatus: d.payStatus,
  totalBilled: d.totalBilled,
  currency: d.currency,
  lines: d.lines,
  primaryActions: d.primaryActions,
  secondaryActions: d.secondaryActions,
});

describe('/order/list', () => {
  let s: Shopper;
  beforeAll(async () => {
    s = await member();
    const delivered = await rentOrder(s, 2);
    await advance(delivered, 3);
    for (let k = 0; k < 20; k++) {
      await addToTote(s, 'purchase', (await nextSku()).code);
      const { orderId, status } = await checkout(t.app, s.token, { mode: 'purchase-only' });
      expect(status).toBe('success');
      if (k < 2) await advance(orderId, 3); // delivered: past
    }
    await addToTote(s, 'purchase', (await nextSku()).code);
    const closed = data(await create(t.app, s.token, { mode: 'purchase-only' })).orderId;
    expect(data(await cancel(s, closed)).orderStatus).toBe('Cancelled');
    await addToTote(s, 'purchase', (await nextSku()).code);
    await create(t.app, s.token, { mode: 'purchase-only' }); // open
  }, 120_000);

  it('a page of 20 orders answers byte for byte what 20 order pages say', async () => {
    const page = data(await call<OrderList>(t.app, '/v1/order/list', { tab: 'current', pageSize: 20 }, s.token, 'GET'));
    expect([page.total, page.list.length]).toEqual([20, 20]);
    const all = await Promise.all(
      (['current', 'past', 'cancelled'] as const).map(
        async (tab) => data(await call<OrderList>(t.app, '/v1/order/list', { tab, pageSize: 50 }, s.token, 'GET')).list,
      ),
    );
    const orders = all.flat();
    expect(orders).toHaveLength(24);
    expect(new Set(orders.map((o) => o.mode))).toEqual(new Set(['subscribe', 'rent-only', 'purchase-only']));
    const details = await Promise.all(orders.map(async (o) => summaryOf(data(await detail(s, o.orderId)))));
    expect(JSON.stringify(orders)).toBe(JSON.stringify(details));
  });
});
