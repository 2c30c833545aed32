/**
 * The order history through the gateway against the real api (schema/order.graphql): the viewer's
 * tabs with counts, a tab's orders as a Relay connection, a rental moving Requested → Incoming →
 * Delivered on the local carrier (advanced through /v1/dev/fulfilment/advance) with its parcel and
 * tracking events, and the rented items.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, freshShopper } from './account-helpers.js';
import { startGateway, v1, type Gateway } from './helpers.js';
import { ADD_TO_TOTE, inStockSkus } from './tote-queries.js';
import { checkout, CREATE_ORDER, readyToPay } from './member-queries.js';
import { LISTED_ORDER_DETAIL, ORDER_TRACKING, ORDERS, RENTALS } from './order-history-queries.js';

let gw: Gateway;
beforeAll(async () => {
  gw = await startGateway();
});
afterAll(async () => {
  await gw?.close();
});

/** A fresh member (a paid membership) who rents one in-stock item: answers the rent order's id. */
async function memberWithRental(offset: number): Promise<{ b: Browser; orderId: number; membershipOrderId: number }> {
  const b = await freshShopper(gw.url);
  await readyToPay(b);
  const joined = await checkout(b, 'SUBSCRIBE');
  expect(joined.payload.paymentResult.status).toBe('SUCCESS');
  const [sku] = await inStockSkus(1, offset, 12);
  const added = await b.gql(ADD_TO_TOTE, { input: { saleType: 'RENT', sku: sku!.sku } });
  expect(added.data.addToTote.userErrors).toEqual([]);
  const rent = await b.gql(CREATE_ORDER, { input: { mode: 'RENT_ONLY', cartItemIds: [added.data.addToTote.item.id] } });
  expect(rent.data.createOrder.userErrors).toEqual([]);
  return { b, orderId: rent.data.createOrder.order.orderId as number, membershipOrderId: joined.orderId };
}

/** Ticks the local carrier for the order one step at a time until it reads `status` (at most 6 steps). */
async function advanceUntil(b: Browser, orderId: number, status: string) {
  for (let i = 0; i < 6; i++) {
    const r = await b.gql(ORDER_TRACKING, { orderId });
    expect(r.errors).toBeUndefined();
    if (r.data.order.status === status) return r.data.order;
    const moved = await v1<{ moved: number }>('/dev/fulfilment/advance', { orderId });
    expect(moved.code).toBe(0);
  }
  throw new Error(`order ${orderId} never reached ${status}`);
}

describe('viewer.orders and orderTabs', () => {
  it('a new rental is in Current as REQUESTED; the paid membership is Past; tab counts add up', async () => {
    const { b, orderId, membershipOrderId } = await memberWithRental(940);
    const current = await b.gql(ORDERS, { tab: 'CURRENT' });
    expect(current.errors).toBeUndefined();
    const viewer = current.data.viewer;
    expect(viewer.orderTabs).toEqual([
      { tab: 'CURRENT', title: 'Current', count: 1 },
      { tab: 'PAST', title: 'Past', count: 1 },
      { tab: 'CANCELLED', title: 'Cancelled', count: 0 },
    ]);
    expect(viewer.orders.totalCount).toBe(1);
    expect(viewer.orders.edges[0].node).toMatchObject({
      orderId,
      status: 'REQUESTED',
      primaryActions: [],
      secondaryActions: expect.arrayContaining(['CANCEL_ORDER', 'CONTACT_US']),
      lines: [{ saleType: 'RENT', state: 'PENDING', image: { url: expect.any(String) } }],
    });

    const past = await b.gql(ORDERS, { tab: 'PAST' });
    expect(past.data.viewer.orders.edges.map((e: { node: { orderId: number } }) => e.node.orderId)).toEqual([
      membershipOrderId,
    ]);
    expect(past.data.viewer.orders.edges[0].node).toMatchObject({ status: 'DELIVERED', lines: [{ state: null }] });
    const cancelled = await b.gql(ORDERS, { tab: 'CANCELLED' });
    expect(cancelled.data.viewer.orders).toMatchObject({ totalCount: 0, edges: [] });
  });

  it('pages Cancelled with first/after (a cancelled rental, a replaced checkout); refuses first > 50', async () => {
    const { b, orderId } = await memberWithRental(944);
    const cancel = await b.gql(
      `mutation C($input: CancelOrderInput!) { cancelOrder(input: $input) { order { status } userErrors { code } } }`,
      { input: { orderId } },
    );
    expect(cancel.data.cancelOrder).toEqual({ order: { status: 'CANCELLED' }, userErrors: [] });
    // A purchase checkout left unpaid, then replaced by a newer one: the first is cancelled too.
    const [sku] = await inStockSkus(1, 946, 12);
    await b.gql(ADD_TO_TOTE, { input: { saleType: 'PURCHASE', sku: sku!.sku, quantity: 1 } });
    const replaced = (await b.gql(CREATE_ORDER, { input: { mode: 'PURCHASE_ONLY' } })).data.createOrder.order.orderId;
    const open = (await b.gql(CREATE_ORDER, { input: { mode: 'PURCHASE_ONLY' } })).data.createOrder.order.orderId;

    const first = await b.gql(ORDERS, { tab: 'CANCELLED', first: 1 });
    expect(first.errors).toBeUndefined();
    expect(first.data.viewer.orderTabs.map((t: { count: number }) => t.count)).toEqual([1, 1, 2]);
    expect(first.data.viewer.orders).toMatchObject({ totalCount: 2, pageInfo: { hasNextPage: true } });
    expect(first.data.viewer.orders.edges.map((e: { node: { orderId: number } }) => e.node.orderId)).toEqual([
      replaced,
    ]);
    const next = await b.gql(ORDERS, {
      tab: 'CANCELLED',
      first: 1,
      after: first.data.viewer.orders.pageInfo.endCursor,
    });
    expect(next.data.viewer.orders).toMatchObject({ totalCount: 2, pageInfo: { hasNextPage: false } });
    expect(next.data.viewer.orders.edges[0].node).toMatchObject({ orderId, status: 'CANCELLED' });
    const current = await b.gql(ORDERS, { tab: 'CURRENT' });
    expect(current.data.viewer.orders.edges[0].node).toMatchObject({
      orderId: open,
      status: 'UNPAID',
      primaryActions: ['PAY_NOW'],
    });
    const tooMany = await b.gql(ORDERS, { tab: 'PAST', first: 51 });
    expect(tooMany.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it("a listed order's totals and parcels are read from its detail when asked", async () => {
    const { b, orderId } = await memberWithRental(950);
    const r = await b.gql(LISTED_ORDER_DETAIL);
    expect(r.errors).toBeUndefined();
    expect(r.data.viewer.orders.edges).toEqual([
      {
        node: {
          orderId,
          subtotal: { amount: 0 },
          paymentMessage: '',
          shippingAddress: { city: expect.any(String) },
          shipments: [],
          receipt: expect.anything(),
        },
      },
    ]);
  });

  it('a guest has no viewer, so no order history', async () => {
    const guest = new Browser(gw.url);
    const r = await guest.gql(ORDERS, { tab: 'CURRENT' });
    expect(r.data.viewer).toBeNull();
  });
});

describe('an order on its way', () => {
  it('Requested → Incoming (TRACK_TOTE, a parcel with events) → Delivered; the list reads the same', async () => {
    const { b, orderId } = await memberWithRental(948);
    const incoming = await advanceUntil(b, orderId, 'INCOMING');
    expect(incoming.primaryActions).toEqual(['TRACK_TOTE']);
    expect(incoming.lines).toEqual([{ state: 'SHIPPED' }]);
    expect(incoming.shipments).toHaveLength(1);
    const parcel = incoming.shipments[0];
    expect(parcel).toMatchObject({
      direction: 'OUTBOUND',
      carrier: expect.any(String),
      trackingCode: expect.stringMatching(/\S/),
      status: 'INCOMING',
      shippedAt: expect.any(String),
      deliveredAt: null,
    });
    expect(parcel.events.map((e: { status: string }) => e.status)).toEqual(['REQUESTED', 'INCOMING']);
    expect(parcel.events[1]).toMatchObject({ description: expect.any(String), location: expect.any(String) });

    const listed = await b.gql(ORDERS, { tab: 'CURRENT' });
    expect(listed.data.viewer.orders.edges[0].node).toMatchObject({ orderId, status: 'INCOMING' });
    expect(listed.data.viewer.orders.edges[0].node.primaryActions).toEqual(['TRACK_TOTE']);

    const delivered = await advanceUntil(b, orderId, 'DELIVERED');
    expect(delivered.primaryActions).toEqual([]);
    expect(delivered.lines).toEqual([{ state: 'DELIVERED' }]);
    expect(delivered.shipments[0]).toMatchObject({ status: 'DELIVERED', deliveredAt: expect.any(String) });
    expect(delivered.shipments[0].events.map((e: { status: string }) => e.status)).toEqual([
      'REQUESTED',
      'INCOMING',
      'DELIVERED',
    ]);

    const rentals = await b.gql(RENTALS, { filter: 'OUT' });
    expect(rentals.errors).toBeUndefined();
    expect(rentals.data.viewer.rentalSummary).toMatchObject({ total: 1, out: 1, back: 0 });
    expect(rentals.data.viewer.rentalHistory.totalCount).toBe(1);
    expect(rentals.data.viewer.rentalHistory.edges[0].node).toMatchObject({
      orderId,
      state: 'DELIVERED',
      out: true,
      line: { state: 'DELIVERED' },
    });
    const back = await b.gql(RENTALS, { filter: 'BACK' });
    expect(back.data.viewer.rentalHistory).toEqual({ totalCount: 0, edges: [] });
  });
});
