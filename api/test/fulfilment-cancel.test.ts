/**
 * Cancelling a paid order against the fulfilment clock (contract/order.ts `/order/cancel`): a free
 * rental order is cancelled while nothing has shipped — its stock comes back, its box unlocks —
 * and once a parcel is with the carrier it is 23006; racing the two ends in exactly one of them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_CANCELLED_MESSAGE, ORDER_NOT_CANCELLABLE_MESSAGE, ORDER_SHIPPED_MESSAGE } from '@tote/contract/order';
import type { MemberInfo } from '@tote/contract/member';
import { data } from './http.js';
import { call, RELAXED_LIMITS } from './accounts-helpers.js';
import { openTestApi, type TestApi } from './db.js';
import { holdFulfilmentClock, orderHelpers } from './order-helpers.js';
import { newKey, pay } from './member-helpers.js';

let t: TestApi;
beforeAll(async () => {
  t = await openTestApi({ limits: RELAXED_LIMITS, pauseSweepMs: 0 });
  await holdFulfilmentClock(t.db);
});
afterAll(() => t.close());

const { detail, cancel, advance, member, rentOrder, stockOf, err, purchaseOrder } = orderHelpers(() => t, 540);
/** Shipped since the page offered the cancel: 23006 with action 'back' (SPEC §8: back to redirect_uri or home). */
const shippedAnswer = { code: 23006, message: { action: 'back', content: ORDER_SHIPPED_MESSAGE }, data: null };
const boxLocked = async (token: string) => data(await call<MemberInfo>(t.app, '/v1/member/query', {}, token)).boxLocked;
const skusOf = (orderId: number) =>
  t.db
    .selectFrom('order_items')
    .select('sku_id')
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute()
    .then((r) => r.map((i) => i.sku_id!));

describe('cancelling a paid rental order', () => {
  it('before anything ships (even packed): cancelled, stock back, box unlocked; twice is fine', async () => {
    const s = await member();
    const orderId = await rentOrder(s, 3);
    const skus = await skusOf(orderId);
    const before = await Promise.all(skus.map(stockOf));
    expect(await boxLocked(s.token)).toBe(true);
    expect(await advance(orderId)).toBe(1); // packed, not picked up
    const d = data(await cancel(s, orderId));
    expect(d).toMatchObject({ orderStatus: 'Cancelled', payStatus: 'free', payMessage: ORDER_CANCELLED_MESSAGE });
    expect(d.lines.map((l) => l.state)).toEqual(['cancelled', 'cancelled', 'cancelled']);
    expect(d.shipments.map((p) => p.status)).toEqual(['Cancelled', 'Cancelled']);
    expect(d.secondaryActions).toEqual(['view-receipt', 'contact-us']);
    expect(await Promise.all(skus.map(stockOf))).toEqual(before.map((n) => n + 1));
    expect(await boxLocked(s.token)).toBe(false);
    expect(await advance(orderId, 2)).toBe(0); // the carrier never ships it
    expect(data(await cancel(s, orderId)).orderStatus).toBe('Cancelled');
  });

  it("once a parcel is with the carrier: 23006 (action 'back') and nothing changes", async () => {
    const s = await member();
    const orderId = await rentOrder(s, 3);
    await advance(orderId, 2); // one parcel picked up
    const skus = await skusOf(orderId);
    const stock = await Promise.all(skus.map(stockOf));
    expect((await cancel(s, orderId)).body).toEqual(shippedAnswer);
    const d = data(await detail(s, orderId));
    expect(d.orderStatus).toBe('Partially Incoming');
    expect(d.secondaryActions).not.toContain('cancel-order');
    expect(await Promise.all(skus.map(stockOf))).toEqual(stock);
  });

  it('a charged order (a purchase) is 23006 even before it ships: a refund is a return', async () => {
    const { s, order } = await purchaseOrder();
    expect(data(await pay(t.app, s.token, { orderId: order.orderId, idempotencyKey: newKey() })).status).toBe(
      'success',
    );
    expect((await cancel(s, order.orderId)).body).toEqual(err(23006, ORDER_NOT_CANCELLABLE_MESSAGE));
    const d = data(await detail(s, order.orderId));
    expect(d.orderStatus).toBe('Requested');
    expect(d.secondaryActions).toEqual(['view-receipt', 'contact-us']);
  });

  it('racing the clock: the order ends cancelled or shipped, never both', async () => {
    for (let round = 0; round < 4; round++) {
      const s = await member();
      const orderId = await rentOrder(s, 2);
      await advance(orderId); // packed: the next tick ships it
      const [cancelled, moved] = await Promise.all([cancel(s, orderId), advance(orderId)]);
      const d = data(await detail(s, orderId));
      const states = d.lines.map((l) => l.state);
      if (cancelled.body.code === 0) {
        expect(moved).toBe(0);
        expect(d.orderStatus).toBe('Cancelled');
        expect(states).toEqual(['cancelled', 'cancelled']);
        expect(d.shipments.every((p) => p.status === 'Cancelled' && p.shippedAt === null)).toBe(true);
      } else {
        expect(cancelled.body).toEqual(shippedAnswer);
        expect(moved).toBe(1);
        expect(d.orderStatus).toBe('Incoming');
        expect(states).toEqual(['shipped', 'shipped']);
      }
    }
  });
});
