/**
 * Returns (contract/returns.ts): the label window, pre-checkout, a ticket with its return parcel
 * travelling on the fulfilment clock Requested → Return in Transit → Returned, the Tote slot freed,
 * the printable label, and cancelling a ticket.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RETURN_LABEL_USED_MESSAGE, RETURN_WINDOW_CLOSED_MESSAGE } from '@tote/contract/returns';
import { data } from './http.js';
import { call, RELAXED_LIMITS } from './accounts-helpers.js';
import { ADDRESS, create } from './member-helpers.js';
import { openTestApi, type TestApi } from './db.js';
import { holdFulfilmentClock } from './order-helpers.js';
import { returnHelpers } from './returns-helpers.js';

let t: TestApi;
beforeAll(async () => {
  t = await openTestApi({ limits: RELAXED_LIMITS, pauseSweepMs: 0 });
  await holdFulfilmentClock(t.db);
});
afterAll(() => t.close());

const h = returnHelpers(() => t, 700);
const DAY = 24 * 3600_000;

describe('a rental comes back', () => {
  it('confirm → Requested → Return in Transit → Returned; the Tote slot is free again', async () => {
    const s = await h.member(4);
    const { orderId, lines } = await h.deliveredRentals(s, 4);
    const addRent = async () =>
      call(t.app, '/v1/shopCart/add', { saleType: 'rent', sku: (await h.nextSku()).code }, s.token);
    expect((await addRent()).body.code).toBe(21001); // four out of four slots taken

    const pre = data(await h.pre(s, orderId));
    expect(pre.items.map((i) => [i.line.orderItemId, i.refund])).toEqual(lines.map((id) => [id, 0]));
    expect(pre.window).toMatchObject({ orderId, open: true, reason: '', days: 14 });

    const ticket = data(await h.confirm(s, orderId, [lines[0]!]));
    expect(ticket).toMatchObject({
      orderId,
      returnCode: expect.stringMatching(/^R-[A-Z2-9]{4}-[A-Z2-9]{4}$/),
      status: 'Requested',
      labelUrl: `/v1/return/label?ticketId=${ticket.ticketId}`,
      labelUntil: pre.window.until,
      refund: null,
      shipment: {
        direction: 'return',
        status: 'Requested',
        orderItemIds: [lines[0]],
        trackingCode: expect.stringMatching(/^TLR/),
        events: [{ status: 'Requested', description: expect.stringMatching(/^Label created/) }],
      },
    });
    expect(ticket.items.map((i) => [i.orderItemId, i.state])).toEqual([[lines[0], 'return_requested']]);
    let order = data(await h.detail(s, orderId));
    expect(order.orderStatus).toBe('Delivered');
    expect(order.primaryActions).toEqual(['return-label']);
    expect(order.secondaryActions).toContain('return'); // three more could go back
    expect(data(await h.pre(s, orderId)).items.map((i) => i.line.orderItemId)).toEqual(lines.slice(1));

    expect(await h.advance(orderId)).toBe(1);
    const sent = data(await h.ticket(s, ticket.ticketId));
    expect(sent).toMatchObject({ status: 'Return in Transit', labelUrl: null });
    expect(sent.items[0]!.state).toBe('return_in_transit');
    order = data(await h.detail(s, orderId));
    expect(order.orderStatus).toBe('Return in Transit');
    expect(order.primaryActions).toEqual(['track-return']);
    expect((await addRent()).body.code).toBe(21001); // not back yet

    expect(await h.advance(orderId)).toBe(1);
    const back = data(await h.ticket(s, ticket.ticketId));
    expect(back.status).toBe('Returned');
    expect(back.shipment.events.map((e) => e.status)).toEqual(['Requested', 'Return in Transit', 'Returned']);
    expect(back.shipment.deliveredAt).not.toBeNull();
    expect(back.items[0]!.state).toBe('returned');
    order = data(await h.detail(s, orderId));
    expect(order.orderStatus).toBe('Delivered'); // three rentals are still with her
    expect(order.shipments.map((p) => p.direction)).toEqual(['outbound', 'outbound', 'return']);
    expect(order.shipments.map((p) => p.returnTicketId)).toEqual([null, null, ticket.ticketId]);
    const returned = order.lines.find((l) => l.orderItemId === lines[0])!;
    expect(returned).toMatchObject({ state: 'returned', buyPrice: null }); // back: no longer hers to keep
    const keep = await create(t.app, s.token, { mode: 'rent-to-buy', orderItemIdList: [returned.orderItemId] });
    expect(keep.body).toMatchObject({
      code: 23007,
      message: { content: "This item can't be bought: it is returned." },
    });
    expect((await addRent()).body.code).toBe(0); // the returned rental's slot
    expect(await h.advance(orderId, 2)).toBe(0); // nothing moves any more
  });

  it('every rental back: the order is Returned', async () => {
    const s = await h.member();
    const { orderId, lines } = await h.deliveredRentals(s, 2);
    const ticket = data(await h.confirm(s, orderId, lines));
    expect(ticket.shipment.orderItemIds).toEqual(lines);
    expect(await h.advance(orderId, 2)).toBe(2);
    const order = data(await h.detail(s, orderId));
    expect(order.orderStatus).toBe('Returned');
    expect(order.lines.map((l) => l.state)).toEqual(['returned', 'returned']);
    expect(order.secondaryActions).not.toContain('return');
  });
});

describe('the label window', () => {
  it('closed before delivery; open until 14 days after the last delivery; closed after', async () => {
    const s = await h.member();
    const orderId = await h.rentOrder(s, 1);
    expect(data(await h.labelWindow(s, orderId))).toEqual({
      orderId,
      open: false,
      until: null,
      reason: 'Nothing of this order has been delivered yet.',
      days: 14,
    });
    expect(data(await h.pre(s, orderId)).items).toEqual([]);
    await h.deliver(s, orderId);
    const line = data(await h.detail(s, orderId)).lines[0]!;
    const delivered = await t.db
      .selectFrom('order_items')
      .select('delivered_at')
      .where('id', '=', line.orderItemId)
      .executeTakeFirstOrThrow();
    const open = data(await h.labelWindow(s, orderId));
    expect(open).toMatchObject({ open: true, reason: '' });
    expect(new Date(open.until!).getTime()).toBe(new Date(delivered.delivered_at!).getTime() + 14 * DAY);

    // Fifteen days later:
    await t.db
      .updateTable('order_items')
      .set({ delivered_at: new Date(Date.now() - 15 * DAY) })
      .where('order_id', '=', orderId)
      .execute();
    expect(data(await h.labelWindow(s, orderId))).toMatchObject({ open: false, reason: RETURN_WINDOW_CLOSED_MESSAGE });
    expect(data(await h.pre(s, orderId)).items).toEqual([]);
    expect((await h.confirm(s, orderId, [line.orderItemId])).body).toEqual(h.err(23007, RETURN_WINDOW_CLOSED_MESSAGE));
    expect(data(await h.detail(s, orderId)).lines[0]!.state).toBe('delivered');
  });
});

describe('the printable label', () => {
  it('an HTML page with the code, a barcode and both addresses; only while the label is unused', async () => {
    const s = await h.member();
    const { orderId, lines } = await h.deliveredRentals(s, 1);
    const ticket = data(await h.confirm(s, orderId, lines));
    const page = await h.label(s, ticket.ticketId);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain(ticket.returnCode);
    expect(page.body).toContain(ticket.shipment.trackingCode);
    expect(page.body).toMatch(/<svg[^>]*aria-label="Barcode of R-/);
    expect((page.body.match(/<rect /g) ?? []).length).toBe(4 + 6 * ticket.returnCode.length); // guards and 6 bars a character;
    expect(page.body).toContain('Tote Returns');
    expect(page.body).toContain(ADDRESS.streetAddress);

    expect(JSON.parse((await h.label(null, ticket.ticketId)).body).code).toBe(40000);
    expect(JSON.parse((await h.label(s, 'x')).body).code).toBe(40001);
    await h.advance(orderId); // handed to the carrier
    expect(JSON.parse((await h.label(s, ticket.ticketId)).body)).toEqual(h.err(23007, RETURN_LABEL_USED_MESSAGE));
  });

  it('after the label window: 23007, the label has expired', async () => {
    const s = await h.member();
    const { orderId, lines } = await h.deliveredRentals(s, 1);
    const ticket = data(await h.confirm(s, orderId, lines));
    await t.db
      .updateTable('return_tickets')
      .set({ label_until: new Date(Date.now() - 1000) })
      .where('id', '=', ticket.ticketId)
      .execute();
    expect(data(await h.ticket(s, ticket.ticketId))).toMatchObject({ status: 'Requested', labelUrl: null });
    expect(JSON.parse((await h.label(s, ticket.ticketId)).body)).toEqual(
      h.err(23007, 'This return label has expired.'),
    );
  });
});

describe('cancelling a return', () => {
  it('while the label is unused: Cancelled, items delivered again; twice is fine; returnable again', async () => {
    const s = await h.member();
    const { orderId, lines } = await h.deliveredRentals(s, 2);
    const ticket = data(await h.confirm(s, orderId, lines));
    const cancelled = data(await h.cancel(s, ticket.ticketId));
    expect(cancelled).toMatchObject({ status: 'Cancelled', labelUrl: null, shipment: { status: 'Cancelled' } });
    expect(cancelled.shipment.events.map((e) => e.status)).toEqual(['Requested', 'Cancelled']);
    expect(cancelled.items.map((i) => i.state)).toEqual(['delivered', 'delivered']);
    expect(data(await h.cancel(s, ticket.ticketId))).toEqual(cancelled);
    const order = data(await h.detail(s, orderId));
    expect(order.primaryActions).toEqual([]);
    expect(await h.advance(orderId)).toBe(0); // a cancelled parcel does not travel
    expect(JSON.parse((await h.label(s, ticket.ticketId)).body).code).toBe(23007);
    const again = data(await h.confirm(s, orderId, [lines[1]!]));
    expect(again.ticketId).not.toBe(ticket.ticketId);
    expect(again.returnCode).not.toBe(ticket.returnCode);
  });
});
