/**
 * Returns' rules (contract/returns.ts): nobody reads or acts on another member's order, ticket or
 * label (20003, like unknown ids); actions in the wrong state are 23007 with the lifecycle's message
 * and change nothing; two confirms racing for one item make one ticket; returns that do not come
 * back in time become Unresolved.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { data } from './http.js';
import { RELAXED_LIMITS } from './accounts-helpers.js';
import { openTestApi, type TestApi } from './db.js';
import { holdFulfilmentClock } from './order-helpers.js';
import { returnHelpers } from './returns-helpers.js';
import { loseOverdue } from '../src/features/returns/sweep.js';
import { loadConfig } from '../src/platform/config.js';

let t: TestApi;
beforeAll(async () => {
  t = await openTestApi({ limits: RELAXED_LIMITS, pauseSweepMs: 0 });
  await holdFulfilmentClock(t.db);
});
afterAll(() => t.close());

const h = returnHelpers(() => t, 740);
const DAY = 24 * 3600_000;
const returnsOf = async (orderId: number) => ({
  tickets: (await t.db.selectFrom('return_tickets').select('id').where('order_id', '=', orderId).execute()).length,
  parcels: (
    await t.db
      .selectFrom('shipments')
      .select('id')
      .where('order_id', '=', orderId)
      .where('direction', '=', 'return')
      .execute()
  ).length,
});

describe('authorization', () => {
  it("another member's order, ticket and label are 20003, like unknown ids; nothing changes", async () => {
    const [owner, other] = [await h.member(), await h.member()];
    const { orderId, lines } = await h.deliveredRentals(owner, 2);
    const ticket = data(await h.confirm(owner, orderId, [lines[0]!]));
    const notFound = (what: string) => h.err(20003, `${what} not found`);

    expect((await h.pre(other, orderId)).body).toEqual(notFound(`Order ${orderId}`));
    expect((await h.labelWindow(other, orderId)).body).toEqual(notFound(`Order ${orderId}`));
    expect((await h.confirm(other, orderId, [lines[1]!])).body).toEqual(notFound(`Order ${orderId}`));
    expect((await h.ticket(other, ticket.ticketId)).body).toEqual(notFound(`Return ticket ${ticket.ticketId}`));
    expect((await h.cancel(other, ticket.ticketId)).body).toEqual(notFound(`Return ticket ${ticket.ticketId}`));
    expect(JSON.parse((await h.label(other, ticket.ticketId)).body)).toEqual(
      notFound(`Return ticket ${ticket.ticketId}`),
    );
    // The other member's own order with the owner's line in it:
    const theirs = await h.deliveredRentals(other, 1);
    expect((await h.confirm(other, theirs.orderId, [lines[1]!])).body).toEqual(notFound(`Order item ${lines[1]}`));
    expect((await h.ticket(owner, 2_000_000_000)).body).toEqual(notFound('Return ticket 2000000000'));
    expect((await h.pre(owner, 2_000_000_000)).body).toEqual(notFound('Order 2000000000'));

    const posted = await t.app.inject({ method: 'POST', url: `/v1/return/label?ticketId=${ticket.ticketId}` });
    expect(posted.statusCode).toBe(405); // the label is a page to GET
    expect(JSON.parse(posted.body)).toMatchObject({ code: 40005 });

    expect(data(await h.ticket(owner, ticket.ticketId)).status).toBe('Requested');
    expect(data(await h.detail(owner, orderId)).lines.map((l) => l.state)).toEqual(['return_requested', 'delivered']);
    expect(await returnsOf(theirs.orderId)).toEqual({ tickets: 0, parcels: 0 });
  });

  it('bad parameters are 40001; no token is 40000', async () => {
    const s = await h.member();
    expect((await h.confirm(s, 1, [])).body.code).toBe(40001);
    expect((await h.ticket(s, 0)).body.code).toBe(40001);
    expect((await h.confirm({ ...s, token: '' }, 1, [1])).body.code).toBe(40000);
  });
});

describe('the wrong state: 23007, nothing changes', () => {
  it('nothing delivered yet (window closed); one not delivered; asked back already; sent already', async () => {
    const s = await h.member();
    const orderId = await h.rentOrder(s, 3);
    const lines = data(await h.detail(s, orderId)).lines.map((l) => l.orderItemId);
    expect((await h.confirm(s, orderId, [lines[0]!])).body).toEqual(
      h.err(23007, 'Nothing of this order has been delivered yet.'),
    );
    expect(await h.advance(orderId, 4)).toBe(4); // packed, both parcels shipped, the first delivered
    expect(data(await h.detail(s, orderId)).orderStatus).toBe('Partially Delivered');
    expect((await h.confirm(s, orderId, [lines[0]!, lines[2]!])).body).toEqual(
      h.err(23007, "This item can't be returned: it is on its way."),
    );
    const first = data(await h.confirm(s, orderId, [lines[0]!]));
    expect((await h.confirm(s, orderId, [lines[1]!, lines[0]!])).body).toEqual(
      h.err(23007, "This item can't be returned: it is waiting for its return."),
    );
    expect(data(await h.detail(s, orderId)).lines.map((l) => l.state)).toEqual([
      'return_requested',
      'delivered',
      'shipped',
    ]);
    expect(await returnsOf(orderId)).toEqual({ tickets: 1, parcels: 1 });

    expect(await h.advance(orderId, 2)).toBe(2); // the second parcel delivered, then the return sent
    expect((await h.cancel(s, first.ticketId)).body).toEqual(
      h.err(23007, "This item can't be kept (no return was requested): it is on its way back."),
    );
    const still = data(await h.ticket(s, first.ticketId));
    expect(still.status).toBe('Return in Transit');
    expect(still.items[0]!.state).toBe('return_in_transit');
  });
});

describe('asked back already (SPEC §8 message.action)', () => {
  it("the same items again: 23007 'redirect' to their open ticket; a cancelled ticket does not count", async () => {
    const s = await h.member();
    const { orderId, lines } = await h.deliveredRentals(s, 2);
    const first = data(await h.confirm(s, orderId, lines));
    const again = (await h.confirm(s, orderId, lines)).body;
    expect(again).toEqual({
      code: 23007,
      message: { action: 'redirect', content: `/return/${first.ticketId}` },
      data: null,
    });
    // A part of that ticket's items is the same return: its page too.
    expect((await h.confirm(s, orderId, [lines[1]!])).body.message).toEqual(again.message);
    expect(await returnsOf(orderId)).toEqual({ tickets: 1, parcels: 1 });

    data(await h.cancel(s, first.ticketId));
    const second = data(await h.confirm(s, orderId, [lines[0]!]));
    expect(second.ticketId).not.toBe(first.ticketId);
    // One item in the new ticket, one in none: no single page to go to, the lifecycle's refusal as before.
    expect((await h.confirm(s, orderId, lines)).body).toEqual(
      h.err(23007, "This item can't be returned: it is waiting for its return."),
    );
  });
});

describe('concurrency', () => {
  it('two confirms racing for the same item: exactly one ticket, the other 23007', async () => {
    const s = await h.member();
    const { orderId, lines } = await h.deliveredRentals(s, 2);
    const answers = await Promise.all([h.confirm(s, orderId, lines), h.confirm(s, orderId, [lines[1]!])]);
    const codes = answers.map((a) => a.body.code).sort();
    expect(codes).toEqual([0, 23007]);
    expect(await returnsOf(orderId)).toEqual({ tickets: 1, parcels: 1 });
    const won = answers.find((a) => a.body.code === 0)!.body.data!;
    // The loser asked for items the winner holds (all of them: its page) or only some (the lifecycle's refusal).
    expect([
      { action: 'redirect', content: `/return/${won.ticketId}` },
      { action: 'toast', content: "This item can't be returned: it is waiting for its return." },
    ]).toContainEqual(answers.find((a) => a.body.code === 23007)!.body.message);
    const states = data(await h.detail(s, orderId)).lines.map((l) => l.state);
    expect(states.filter((st) => st === 'return_requested')).toHaveLength(won.items.length);
  });
});

describe('returns that do not come back in time', () => {
  const settings = loadConfig({}).returns;

  it('a label not used by its labelUntil: Unresolved (items and order)', async () => {
    const s = await h.member();
    const { orderId, lines } = await h.deliveredRentals(s, 1);
    const ticket = data(await h.confirm(s, orderId, lines));
    const until = new Date(ticket.labelUntil).getTime();
    expect(await loseOverdue(t.db, settings, new Date(until - 60_000), orderId)).toBe(0);
    expect(await loseOverdue(t.db, settings, new Date(until + 60_000), orderId)).toBe(1);
    const lost = data(await h.ticket(s, ticket.ticketId));
    expect(lost).toMatchObject({ status: 'Unresolved', labelUrl: null });
    expect(lost.shipment.events.at(-1)).toMatchObject({
      status: 'Unresolved',
      description: 'Not sent back: the return label was not used in time',
    });
    expect(lost.items[0]!.state).toBe('unresolved');
    expect(data(await h.detail(s, orderId)).orderStatus).toBe('Unresolved');
    expect(await loseOverdue(t.db, settings, new Date(until + DAY), orderId)).toBe(0); // once
    expect(await h.advance(orderId)).toBe(0); // an unresolved parcel does not travel
  });

  it('a parcel sent and not arrived within the transit days (configurable): Unresolved', async () => {
    const s = await h.member();
    const { orderId, lines } = await h.deliveredRentals(s, 1);
    const ticket = data(await h.confirm(s, orderId, lines));
    await h.advance(orderId);
    const sentAt = new Date(data(await h.ticket(s, ticket.ticketId)).shipment.shippedAt!).getTime();
    expect(await loseOverdue(t.db, settings, new Date(sentAt + 9 * DAY), orderId)).toBe(0);
    expect(
      await loseOverdue(t.db, loadConfig({ RETURN_TRANSIT_DAYS: '5' }).returns, new Date(sentAt + 6 * DAY), orderId),
    ).toBe(1);
    const lost = data(await h.ticket(s, ticket.ticketId));
    expect(lost.status).toBe('Unresolved');
    expect(lost.shipment.events.at(-1)!.description).toBe('Not received: the return parcel did not arrive in time');
    expect(data(await h.detail(s, orderId))).toMatchObject({ orderStatus: 'Unresolved', primaryActions: [] });
  });

  it('defaults: 14 label days and 10 transit days; the env overrides them', () => {
    expect(loadConfig({}).returns).toEqual({ labelDays: 14, transitDays: 10 });
    expect(loadConfig({ RETURN_LABEL_DAYS: '30', RETURN_TRANSIT_DAYS: 'x' }).returns).toEqual({
      labelDays: 30,
      transitDays: 10,
    });
  });
});
