/**
 * Tote slots and the box (contract/member.ts "The box", contract/order.ts "Item states"): rented
 * items not back take slots when adding a rental and at checkout; a rental order locks the box
 * until the next billing date or until all its rentals are back (returned or bought).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MemberInfo } from '@tote/contract/member';
import type { PrePayDetail } from '@tote/contract/checkout';
import { data } from './http.js';
import { call, RELAXED_LIMITS } from './accounts-helpers.js';
import { openTestApi, type TestApi } from './db.js';
import { checkout, type Shopper } from './member-helpers.js';
import { holdFulfilmentClock, orderHelpers } from './order-helpers.js';
import { markReturned, moveItems } from '../src/features/orders/items.js';

let t: TestApi;
beforeAll(async () => {
  t = await openTestApi({ limits: RELAXED_LIMITS, pauseSweepMs: 0 });
  await holdFulfilmentClock(t.db);
});
afterAll(() => t.close());

const { nextSku, addToTote, detail, advance, member, rentOrder, err } = orderHelpers(() => t, 620);
const boxLocked = async (s: Shopper) => data(await call<MemberInfo>(t.app, '/v1/member/query', {}, s.token)).boxLocked;
const rentLines = async (s: Shopper, orderId: number) => data(await detail(s, orderId)).lines.map((l) => l.orderItemId);
/** The returns work will do this through /return/*: asked back, then received at the warehouse. */
const giveBack = async (ids: number[]) => {
  await t.db.transaction().execute((trx) => moveItems(trx, ids, 'request-return'));
  await markReturned(t.db, ids);
};
const addRent = async (s: Shopper) =>
  call(t.app, '/v1/shopCart/add', { saleType: 'rent', sku: (await nextSku()).code }, s.token);

describe('Tote slots', () => {
  it('rentals not back take slots: adding is 21001 at the limit; a returned rental frees its slot', async () => {
    const s = await member(4);
    const order = await rentOrder(s, 3); // paid: three slots taken while they wait to ship
    expect((await addRent(s)).body.code).toBe(0);
    expect((await addRent(s)).body).toEqual(err(21001, 'Your Tote is full: it holds up to 4 rental items.'));
    await advance(order, 5);
    const [first] = await rentLines(s, order);
    await giveBack([first!]);
    expect((await addRent(s)).body.code).toBe(0);
    expect(await boxLocked(s)).toBe(true); // two of the order are still out
  });

  it('checkout counts rentals out: more than the free slots is 21001 with how many to remove', async () => {
    const s = await member(4);
    const order = await rentOrder(s, 2);
    await addToTote(s, 'rent', (await nextSku()).code);
    await addToTote(s, 'rent', (await nextSku()).code);
    expect((await checkout(t.app, s.token, { mode: 'unlock-early' })).status).toBe('success');
    expect(await boxLocked(s)).toBe(false);
    // A smaller plan now: 3 slots, 2 out, 2 in the Tote.
    await t.db.updateTable('users').set({ tote_upper_limit: 3 }).where('id', '=', s.userId).execute();
    const pre = await call<PrePayDetail>(t.app, '/v1/order/pre-pay-detail', { mode: 'rent-only' }, s.token);
    expect(pre.body).toEqual(err(21001, 'Your plan rents up to 3 items at a time: remove 1 from your Tote.'));
    await advance(order, 3);
    await giveBack([(await rentLines(s, order))[0]!]);
    expect((await checkout(t.app, s.token, { mode: 'rent-only' })).status).toBe('free');
  });
});

describe('the box lock', () => {
  it('unlocks once every rental of the order is back (one returned, one bought), before the billing date', async () => {
    const s = await member();
    const order = await rentOrder(s, 2);
    expect(await boxLocked(s)).toBe(true);
    await advance(order, 3);
    const [returned, kept] = await rentLines(s, order);
    await giveBack([returned!]);
    expect(await boxLocked(s)).toBe(true);
    const buy = await checkout(t.app, s.token, { mode: 'rent-to-buy', orderItemIdList: [kept] });
    expect(buy.status).toBe('success');
    expect(data(await detail(s, order)).lines.map((l) => l.state)).toEqual(['returned', 'bought']);
    expect(data(await detail(s, order)).orderStatus).toBe('Returned');
    expect(await boxLocked(s)).toBe(false);
    await addToTote(s, 'rent', (await nextSku()).code);
    expect((await checkout(t.app, s.token, { mode: 'rent-only' })).status).toBe('free');
    expect(await boxLocked(s)).toBe(true);
  });
});

describe('moving items', () => {
  it('a refused move changes nothing (23007), an unknown item is 20003', async () => {
    const s = await member();
    const order = await rentOrder(s, 3);
    await advance(order, 4); // the first parcel delivered, the second on its way
    const before = data(await detail(s, order));
    expect(before.lines.map((l) => l.state)).toEqual(['delivered', 'delivered', 'shipped']);
    const ids = before.lines.map((l) => l.orderItemId);
    const refused = await giveBack(ids).catch((e: unknown) => e);
    expect(refused).toMatchObject({ code: 23007, message: "This item can't be returned: it is on its way." });
    await expect(markReturned(t.db, [ids[0]!])).rejects.toMatchObject({
      code: 23007,
      message: "This item can't be received back: it is delivered.",
    });
    expect(data(await detail(s, order))).toEqual(before);
    await expect(markReturned(t.db, [2_000_000_000])).rejects.toMatchObject({ code: 20003 });
  });
});
