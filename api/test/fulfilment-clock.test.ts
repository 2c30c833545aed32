/**
 * Fulfilment (contract/fulfilment.ts, contract/order.ts "Statuses"): the local carrier packs and
 * ships paid orders on its clock, split in two parcels over 2 items; the dev endpoint ticks it and
 * is not there in production; the clock ticks once across api instances.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { data } from './http.js';
import { call, RELAXED_LIMITS } from './accounts-helpers.js';
import { openTestApi, type TestApi } from './db.js';
import { checkout } from './member-helpers.js';
import { holdFulfilmentClock, orderHelpers } from './order-helpers.js';
import { claimTick, ordersDue } from '../src/features/fulfilment/service.js';

let t: TestApi;
beforeAll(async () => {
  t = await openTestApi({ limits: RELAXED_LIMITS, pauseSweepMs: 0 });
  await holdFulfilmentClock(t.db);
});
afterAll(() => t.close());

const { nextSku, addToTote, detail, advance, member, rentOrder } = orderHelpers(() => t, 500);

describe('the local carrier', () => {
  it(
    'three items: packed in two parcels, then Partially Incoming → Incoming → Partially Delivered → ' +
      'Delivered, with tracking events and track-tote on the way',
    async () => {
      const s = await member();
      const orderId = await rentOrder(s, 3);
      const paid = data(await detail(s, orderId));
      expect(paid).toMatchObject({ orderStatus: 'Requested', shipments: [], primaryActions: [] });
      expect(paid.secondaryActions).toEqual(['view-receipt', 'cancel-order', 'contact-us']);
      expect(paid.lines.map((l) => l.state)).toEqual(['pending', 'pending', 'pending']);

      expect(await advance(orderId)).toBe(1);
      const packed = data(await detail(s, orderId));
      expect(packed.orderStatus).toBe('Requested');
      expect(packed.shipments).toHaveLength(2);
      const [first, second] = packed.shipments;
      expect(first).toMatchObject({
        direction: 'outbound',
        carrier: 'Tote Local Carrier',
        status: 'Requested',
        orderItemIds: packed.lines.slice(0, 2).map((l) => l.orderItemId),
        shippedAt: null,
        deliveredAt: null,
        events: [{ status: 'Requested', description: expect.stringMatching(/^Label created/), location: 'Newark, NJ' }],
      });
      expect(second!.orderItemIds).toEqual([packed.lines[2]!.orderItemId]);
      expect(first!.trackingCode).not.toBe(second!.trackingCode);

      const walk: [string, string[], string[]][] = [
        ['Partially Incoming', ['shipped', 'shipped', 'pending'], ['track-tote']],
        ['Incoming', ['shipped', 'shipped', 'shipped'], ['track-tote']],
        ['Partially Delivered', ['delivered', 'delivered', 'shipped'], ['track-tote']],
        ['Delivered', ['delivered', 'delivered', 'delivered'], []],
      ];
      for (const [status, states, primary] of walk) {
        expect(await advance(orderId)).toBe(1);
        const d = data(await detail(s, orderId));
        expect({ status: d.orderStatus, states: d.lines.map((l) => l.state), primary: d.primaryActions }).toEqual({
          status,
          states,
          primary,
        });
      }
      const done = data(await detail(s, orderId));
      expect(done.secondaryActions).toEqual(['return', 'view-receipt', 'contact-us']);
      expect(done.shipments.map((p) => p.events.map((e) => e.status))).toEqual([
        ['Requested', 'Incoming', 'Delivered'],
        ['Requested', 'Incoming', 'Delivered'],
      ]);
      expect(done.shipments.every((p) => p.shippedAt && p.deliveredAt)).toBe(true);
      expect(await advance(orderId, 3)).toBe(0); // nothing moves any more
    },
  );

  it('two items travel in one parcel; a purchase ships like a rental', async () => {
    const s = await member();
    await addToTote(s, 'rent', (await nextSku()).code);
    await addToTote(s, 'purchase', (await nextSku()).code);
    const { orderId, status } = await checkout(t.app, s.token, { mode: 'rent-and-purchase' });
    expect(status).toBe('success');
    expect(await advance(orderId, 3)).toBe(3);
    const d = data(await detail(s, orderId));
    expect(d.orderStatus).toBe('Delivered');
    expect(d.lines.map((l) => [l.type, l.state])).toEqual([
      ['rent', 'delivered'],
      ['purchase', 'delivered'],
    ]);
    expect(d.shipments).toHaveLength(1);
    expect(d.shipments[0]!.orderItemIds).toHaveLength(2);
  });

  // What a tick picks is checked, rather than a tick moving every order on its way (this file's other cases').
  it('a tick picks the orders on their way that have settled, oldest first; not one that just moved', async () => {
    const [a, b] = [await rentOrder(await member(), 1), await rentOrder(await member(), 1)];
    const delivered = await rentOrder(await member(), 1);
    expect(await advance(delivered, 3)).toBe(3);
    const movedAt = async (id: number) =>
      new Date(
        (await t.db.selectFrom('orders').select('updated_at').where('id', '=', id).executeTakeFirstOrThrow())
          .updated_at,
      );
    const due = await ordersDue(t.db, { batch: 100_000 });
    expect(due).toEqual(expect.arrayContaining([a, b]));
    expect(due).not.toContain(delivered);
    expect(due.indexOf(a)).toBeLessThan(due.indexOf(b));
    const justBefore = new Date((await movedAt(a)).getTime() - 1);
    expect(await ordersDue(t.db, { batch: 100_000, settledBefore: justBefore })).not.toContain(a);
    expect(await advance(a)).toBe(1); // packed: it moved again
    const settled = new Date((await movedAt(a)).getTime() - 1);
    expect(await ordersDue(t.db, { batch: 100_000, settledBefore: settled })).not.toContain(a);
    expect(await ordersDue(t.db, { batch: 100_000, settledBefore: new Date(Date.now() + 60_000) })).toContain(a);
    expect(await advance(2_000_000_000)).toBe(0);
  });

  it('the clock ticks once per period across api instances', async () => {
    const at = (ms: number) => new Date(Date.UTC(3000, 0, 1) + ms);
    const claims = await Promise.all([claimTick(t.db, 1000, at(0)), claimTick(t.db, 1000, at(0))]);
    expect(claims.filter(Boolean)).toHaveLength(1);
    expect(await claimTick(t.db, 1000, at(500))).toBe(false);
    expect(await claimTick(t.db, 1000, at(1000))).toBe(true);
  });

  it('the dev endpoint is not there in production (40004); bad steps are 40001', async () => {
    expect((await call(t.app, '/v1/dev/fulfilment/advance', { steps: 0 })).body.code).toBe(40001);
    const prod = await openTestApi({ production: true, pauseSweepMs: 0, env: { AUTH_SECRET: 'x'.repeat(64) } });
    try {
      expect((await call(prod.app, '/v1/dev/fulfilment/advance', {})).body.code).toBe(40004);
    } finally {
      await prod.close();
    }
  });
});
