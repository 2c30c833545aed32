/**
 * Returns through the gateway against the real api (schema/returns.graphql): a delivered rental's
 * return options, requestReturn (two at once → one ticket), the ticket for its owner only (query,
 * node(id:), the printable label on the shop's origin), cancelReturn in and out of its state, the
 * order's return actions as the parcel travels, and a returned purchase refunded with a Refund receipt.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, freshShopper } from './account-helpers.js';
import { startGateway, type Gateway } from './helpers.js';
import { orderMaker } from './share-helpers.js';
import {
  advanceUntil,
  CANCEL_RETURN,
  deliveredPurchase,
  deliveredRental,
  ORDER_RETURNS,
  REQUEST_RETURN,
  RETURN_TICKET,
  TICKET_NODE,
} from './returns-helpers.js';

let gw: Gateway;
beforeAll(async () => {
  gw = await startGateway();
});
afterAll(async () => {
  await gw?.close();
});

let skuOffset = 1_040;
const purchaseOf = orderMaker(
  () => gw.url,
  () => skuOffset++,
);

const ORDER_PARCEL_TICKETS = `query ($orderId: Int!) {
  order(orderId: $orderId) { shipments { direction returnTicket { ticketId returnCode } } }
}`;

describe('requestReturn', () => {
  it('offers the delivered items; two requests at once make one ticket, the other goes to that ticket', async () => {
    const { b, orderId, orderItemIds } = await deliveredRental(gw.url, 1_120, 2);
    const before = await b.gql(ORDER_RETURNS, { orderId });
    expect(before.data.order.secondaryActions).toContain('RETURN');
    expect(before.data.order.returnOptions.window).toMatchObject({ open: true, reason: '', days: 14 });
    expect(before.data.order.returnOptions.items).toEqual(
      orderItemIds.map((id) => ({ line: { orderItemId: id, saleType: 'RENT' }, refund: { amount: 0 } })),
    );

    const input = { orderId, orderItemIds: [orderItemIds[0]] };
    const answers = await Promise.all([b.gql(REQUEST_RETURN, { input }), b.gql(REQUEST_RETURN, { input })]);
    const made = answers.filter((a) => a.data?.requestReturn.ticket).map((a) => a.data.requestReturn);
    const refused = answers.filter((a) => !a.data?.requestReturn.ticket);
    expect(made).toHaveLength(1);
    expect(refused).toHaveLength(1);
    // The same items asked back again: the api's 'redirect' to the ticket the first request made (SPEC §8).
    expect(refused[0]!.errors).toMatchObject([
      {
        extensions: {
          code: 'REFUSED',
          upstreamCode: 23007,
          action: 'redirect',
          content: `/return/${made[0].ticket.ticketId}`,
        },
      },
    ]);
    const { ticket, order } = made[0];
    expect(ticket).toMatchObject({
      orderId,
      returnCode: expect.stringMatching(/^R-[A-Z2-9]{4}-[A-Z2-9]{4}$/),
      status: 'REQUESTED',
      items: [{ orderItemId: orderItemIds[0], state: 'RETURN_REQUESTED' }],
      labelUrl: `/return/label?ticketId=${ticket.ticketId}`,
      cancellable: true,
      shipment: { direction: 'RETURN', status: 'REQUESTED' },
      refund: null,
    });
    expect(order.primaryActions).toContain('RETURN_LABEL');
    expect(order.secondaryActions).toContain('RETURN'); // the other item can still go back
    const after = await b.gql(ORDER_RETURNS, { orderId });
    expect(
      after.data.order.returnOptions.items.map((i: { line: { orderItemId: number } }) => i.line.orderItemId),
    ).toEqual([orderItemIds[1]]);
  });

  it('refuses an item not delivered, an item of another order, and an empty list, changing nothing', async () => {
    const { b, orderId, orderItemIds } = await deliveredRental(gw.url, 1_124);
    const other = await deliveredRental(gw.url, 1_126);
    const foreign = await b.gql(REQUEST_RETURN, { input: { orderId, orderItemIds: other.orderItemIds } });
    expect(foreign.data.requestReturn).toMatchObject({ ticket: null, userErrors: [{ code: '20003' }] });
    const notMine = await b.gql(REQUEST_RETURN, {
      input: { orderId: other.orderId, orderItemIds: other.orderItemIds },
    });
    expect(notMine.data.requestReturn).toMatchObject({ ticket: null, userErrors: [{ code: '20003' }] });
    const empty = await b.gql(REQUEST_RETURN, { input: { orderId, orderItemIds: [] } });
    expect(empty.data.requestReturn.userErrors).toEqual([
      { code: 'VALIDATION', field: ['input', 'orderItemIds'], message: 'Choose from 1 to 50 items of the order.' },
    ]);
    const unchanged = await b.gql(ORDER_RETURNS, { orderId });
    expect(unchanged.data.order.lines).toEqual([{ orderItemId: orderItemIds[0], state: 'DELIVERED' }]);
    const guest = new Browser(gw.url);
    const anon = await guest.gql(REQUEST_RETURN, { input: { orderId, orderItemIds } });
    expect(anon.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('a ticket, its label and cancelReturn', () => {
  it('only the owner reads it (returnTicket, node) or opens its label; unknown ids are null', async () => {
    const { b, orderId, orderItemIds } = await deliveredRental(gw.url, 1_128);
    const made = await b.gql(REQUEST_RETURN, { input: { orderId, orderItemIds } });
    const ticket = made.data.requestReturn.ticket;

    const mine = await b.gql(RETURN_TICKET, { ticketId: ticket.ticketId });
    expect(mine.data.returnTicket).toEqual(ticket);
    const parcels = await b.gql(ORDER_PARCEL_TICKETS, { orderId });
    expect(parcels.data.order.shipments).toEqual([
      { direction: 'OUTBOUND', returnTicket: null },
      { direction: 'RETURN', returnTicket: { ticketId: ticket.ticketId, returnCode: ticket.returnCode } },
    ]);
    const node = await b.gql(TICKET_NODE, { id: ticket.id });
    expect(node.data.node).toEqual({
      __typename: 'ReturnTicket',
      ticketId: ticket.ticketId,
      returnCode: ticket.returnCode,
    });
    const label = await b.fetch(ticket.labelUrl);
    expect(label.status).toBe(200);
    expect(label.headers.get('content-type')).toMatch(/^text\/html/);
    expect(label.headers.get('cache-control')).toBe('private, no-store');
    expect(await label.text()).toContain(ticket.returnCode);

    const stranger = await freshShopper(gw.url);
    expect((await stranger.gql(RETURN_TICKET, { ticketId: ticket.ticketId })).data.returnTicket).toBeNull();
    expect((await stranger.gql(TICKET_NODE, { id: ticket.id })).data.node).toBeNull();
    const theirs = await stranger.fetch(ticket.labelUrl);
    expect(theirs.status).toBe(404);
    expect(await theirs.text()).not.toContain(ticket.returnCode);
    const cancel = await stranger.gql(CANCEL_RETURN, { input: { ticketId: ticket.ticketId } });
    expect(cancel.data.cancelReturn).toMatchObject({ ticket: null, userErrors: [{ code: '20003' }] });

    const anonymous = await fetch(`${gw.url}${ticket.labelUrl}`);
    expect(anonymous.status).toBe(401);
    expect((await b.gql(RETURN_TICKET, { ticketId: 2_000_000_000 })).data.returnTicket).toBeNull();
    expect((await b.gql(RETURN_TICKET, { ticketId: -1 })).data.returnTicket).toBeNull();
    expect((await b.fetch('/return/label?ticketId=abc')).status).toBe(404);
    expect((await b.gql(RETURN_TICKET, { ticketId: ticket.ticketId })).data.returnTicket.status).toBe('REQUESTED');
  });

  it('cancels while REQUESTED; once sent, cancel is refused with the api sentence and the label is gone', async () => {
    const { b, orderId, orderItemIds } = await deliveredRental(gw.url, 1_132);
    const first = (await b.gql(REQUEST_RETURN, { input: { orderId, orderItemIds } })).data.requestReturn.ticket;
    const cancelled = await b.gql(CANCEL_RETURN, { input: { ticketId: first.ticketId } });
    expect(cancelled.data.cancelReturn).toMatchObject({
      ticket: { status: 'CANCELLED', labelUrl: null, cancellable: false, items: [{ state: 'DELIVERED' }] },
      order: { status: 'DELIVERED', secondaryActions: expect.arrayContaining(['RETURN']) },
      userErrors: [],
    });
    expect((await b.fetch(first.labelUrl)).status).toBe(410);

    const second = (await b.gql(REQUEST_RETURN, { input: { orderId, orderItemIds } })).data.requestReturn.ticket;
    const sent = await advanceUntil(b, orderId, (o) => o.status === 'RETURN_IN_TRANSIT');
    expect(sent.primaryActions).toContain('TRACK_RETURN');
    expect(sent.primaryActions).not.toContain('RETURN_LABEL');
    const refused = await b.gql(CANCEL_RETURN, { input: { ticketId: second.ticketId } });
    expect(refused.data.cancelReturn).toEqual({
      ticket: null,
      order: null,
      userErrors: [
        {
          code: '23007',
          field: null,
          message: "This item can't be kept (no return was requested): it is on its way back.",
        },
      ],
    });
    const label = await b.fetch(second.labelUrl);
    expect(label.status).toBe(410);
    expect(await label.text()).toContain('This return label has been used or cancelled.');
    const now = (await b.gql(RETURN_TICKET, { ticketId: second.ticketId })).data.returnTicket;
    expect(now).toMatchObject({ status: 'RETURN_IN_TRANSIT', labelUrl: null, cancellable: false });
    expect(now.shipment.events.length).toBeGreaterThan(1);

    const back = await advanceUntil(b, orderId, (o) => o.status === 'RETURNED');
    expect(back.lines).toEqual([{ orderItemId: orderItemIds[0], state: 'RETURNED' }]);
    expect(back.primaryActions).toEqual([]);
    expect((await b.gql(RETURN_TICKET, { ticketId: second.ticketId })).data.returnTicket.status).toBe('RETURNED');
  });
});

describe('a returned purchase', () => {
  it('is refunded: the ticket carries the refund, the order offers VIEW_REFUND and its Refund receipt', async () => {
    const { b, orderId, orderItemIds } = await deliveredPurchase(await purchaseOf());
    const options = (await b.gql(ORDER_RETURNS, { orderId })).data.order;
    expect(options.refundReceipts).toEqual([]);
    const price = options.returnOptions.items[0].refund.amount as number;
    expect(price).toBeGreaterThan(0);
    const ticket = (await b.gql(REQUEST_RETURN, { input: { orderId, orderItemIds } })).data.requestReturn.ticket;
    expect(ticket.refund).toBeNull();

    const order = await advanceUntil(b, orderId, (o) => o.status === 'RETURNED');
    expect(order.secondaryActions).toContain('VIEW_REFUND');
    expect(order.refundReceipts).toEqual([
      {
        id: expect.any(String),
        receiptId: expect.any(Number),
        orderId,
        costType: 'REFUND',
        amount: { amount: -price },
      },
    ]);
    const refunded = (await b.gql(RETURN_TICKET, { ticketId: ticket.ticketId })).data.returnTicket;
    expect(refunded.refund).toMatchObject({
      amount: { amount: price },
      status: 'SUCCEEDED',
      refundedAt: expect.any(String),
      receipt: { id: order.refundReceipts[0].id, costType: 'REFUND', amount: { amount: -price } },
    });
  });
});
