/**
 * The member's rented items through the gateway against the real api (schema/order.graphql):
 * User.rentalHistory filtered and paged, and User.rentalItem — one item with its order, dates,
 * parcels and rent-to-buy price (/order/rental-history-detail); null for anyone else's or unknown.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshShopper } from './account-helpers.js';
import { startGateway, type Gateway } from './helpers.js';
import { advanceUntil, deliveredRental, REQUEST_RETURN, type Delivered } from './returns-helpers.js';

const ITEM_FIELDS = /* GraphQL */ `
  orderItemId
  orderId
  state
  out
  rentedAt
  shippedAt
  deliveredAt
  returnedAt
  boughtInOrderId
  line {
    orderItemId
    title
    buyPrice {
      amount
    }
  }
`;

const RENTAL_PAGE = /* GraphQL */ `
  query RentalPage($filter: RentalFilter, $first: Int, $after: String) {
    viewer {
      rentalSummary {
        total
        out
        back
        toteUpperLimit
      }
      rentalHistory(filter: $filter, first: $first, after: $after) {
        totalCount
        pageInfo {
          hasNextPage
          endCursor
        }
        edges {
          node {
            ${ITEM_FIELDS}
            shipments {
              shipmentId
              orderItemIds
            }
          }
        }
      }
    }
  }
`;

const RENTAL_ITEM = /* GraphQL */ `
  query RentalItem($orderItemId: Int!) {
    viewer {
      rentalItem(orderItemId: $orderItemId) {
        ${ITEM_FIELDS}
        order {
          orderId
          status
        }
        shipments {
          shipmentId
          direction
          status
          orderItemIds
          events {
            status
          }
        }
      }
    }
  }
`;

type Node = { orderItemId: number; out: boolean; state: string };
const nodesOf = (r: { data?: { viewer: { rentalHistory: { edges: { node: Node }[] } } } | null }) =>
  r.data!.viewer.rentalHistory.edges.map((e) => e.node);

let gw: Gateway;
let rental: Delivered;
beforeAll(async () => {
  gw = await startGateway();
  rental = await deliveredRental(gw.url, 1_080, 3);
}, 120_000);
afterAll(async () => {
  await gw?.close();
});

describe('User.rentalHistory', () => {
  it('pages with first/after, newest rental first; OUT and BACK split the items as one comes back', async () => {
    const { b, orderId, orderItemIds } = rental;
    const first = await b.gql(RENTAL_PAGE, { first: 2 });
    expect(first.errors).toBeUndefined();
    expect(first.data.viewer.rentalSummary).toMatchObject({ total: 3, out: 3, back: 0 });
    expect(first.data.viewer.rentalHistory).toMatchObject({ totalCount: 3, pageInfo: { hasNextPage: true } });
    const next = await b.gql(RENTAL_PAGE, { first: 2, after: first.data.viewer.rentalHistory.pageInfo.endCursor });
    expect(next.data.viewer.rentalHistory.pageInfo.hasNextPage).toBe(false);
    const all = [...nodesOf(first), ...nodesOf(next)];
    expect(all.map((n) => n.orderItemId)).toEqual([...orderItemIds].sort((x, y) => y - x));
    // A listed item's parcels are read from its detail when asked.
    expect(first.data.viewer.rentalHistory.edges[0].node.shipments).toEqual([
      { shipmentId: expect.any(Number), orderItemIds: expect.arrayContaining([all[0]!.orderItemId]) },
    ]);

    const returned = all[1]!.orderItemId;
    const asked = await b.gql(REQUEST_RETURN, { input: { orderId, orderItemIds: [returned] } });
    expect(asked.data.requestReturn.userErrors).toEqual([]);
    await advanceUntil(b, orderId, (o) => o.lines.some((l) => l.state === 'RETURNED'));
    const out = await b.gql(RENTAL_PAGE, { filter: 'OUT' });
    expect(out.data.viewer.rentalSummary).toMatchObject({ total: 3, out: 2, back: 1 });
    expect(nodesOf(out).map((n) => n.orderItemId)).toEqual(all.map((n) => n.orderItemId).filter((i) => i !== returned));
    const back = await b.gql(RENTAL_PAGE, { filter: 'BACK' });
    expect(back.data.viewer.rentalHistory.totalCount).toBe(1);
    expect(nodesOf(back)).toMatchObject([{ orderItemId: returned, out: false, state: 'RETURNED' }]);
  });
});

describe('User.rentalItem', () => {
  it("one of the viewer's items: its order, dates, parcels with their events and what keeping it costs", async () => {
    const { b, orderId, orderItemIds } = rental;
    const kept = Math.max(...orderItemIds);
    const r = await b.gql(RENTAL_ITEM, { orderItemId: kept });
    expect(r.errors).toBeUndefined();
    const item = r.data.viewer.rentalItem;
    expect(item).toMatchObject({
      orderItemId: kept,
      orderId,
      state: 'DELIVERED',
      out: true,
      returnedAt: null,
      boughtInOrderId: null,
      line: { orderItemId: kept, buyPrice: { amount: expect.any(Number) } },
      order: { orderId },
    });
    expect(item.line.buyPrice.amount).toBeGreaterThan(0);
    expect(Date.parse(item.deliveredAt)).toBeGreaterThanOrEqual(Date.parse(item.shippedAt));
    expect(Date.parse(item.shippedAt)).toBeGreaterThanOrEqual(Date.parse(item.rentedAt));
    expect(item.shipments).toHaveLength(1);
    expect(item.shipments[0]).toMatchObject({ direction: 'OUTBOUND', status: 'DELIVERED' });
    expect(item.shipments[0].orderItemIds).toContain(kept);
    expect(item.shipments[0].events.map((e: { status: string }) => e.status)).toEqual([
      'REQUESTED',
      'INCOMING',
      'DELIVERED',
    ]);
  });

  it("is null for another member's item, an unknown id or one the api can't take", async () => {
    const other = await freshShopper(gw.url);
    for (const [who, orderItemId] of [
      [other, rental.orderItemIds[0]!],
      [rental.b, 2_000_000_000],
      [rental.b, 0],
      [rental.b, -5],
    ] as const) {
      const r = await who.gql(RENTAL_ITEM, { orderItemId });
      expect(r.errors).toBeUndefined();
      expect(r.data.viewer).toEqual({ rentalItem: null });
    }
    const empty = await other.gql(RENTAL_PAGE, {});
    expect(empty.data.viewer).toMatchObject({
      rentalSummary: { total: 0, out: 0, back: 0 },
      rentalHistory: { totalCount: 0, edges: [] },
    });
  });
});
