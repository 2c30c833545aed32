/**
 * Warehouse and carrier events (POST /v1/fulfilment/events on the api, contract/fulfilment.ts) as the shop shows
 * them through GraphQL: the parcel's carrier, tracking number and tracking link on the order, the rental item and
 * the rental history's page, and the inspection of a returned rental on the order's line. The events are signed
 * here as a warehouse would (HMAC-SHA256 over `${t}.${body}`), with the secret the api was started with.
 */
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiUrl, startGateway, type Gateway } from './helpers.js';
import { REQUEST_RETURN, rentalOrder } from './returns-helpers.js';

let gw: Gateway;
beforeAll(async () => {
  gw = await startGateway();
});
afterAll(async () => {
  await gw?.close();
});

let seq = 0;
/** Posts a signed warehouse event to the api; answers its envelope. */
async function warehouse(event: Record<string, unknown>): Promise<{ code: number; data: unknown }> {
  const body = JSON.stringify({ id: `gw-evt-${process.pid}-${Date.now()}-${seq++}`, ...event });
  const t = Math.floor(Date.now() / 1000);
  const v1 = createHmac('sha256', inject('fulfilmentSecret')).update(`${t}.${body}`).digest('hex');
  const res = await fetch(`${apiUrl()}/v1/fulfilment/events`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'tote-signature': `t=${t},v1=${v1}` },
    body,
  });
  return (await res.json()) as { code: number; data: unknown };
}

const PARCELS = 'shipments { direction carrier trackingCode trackingUrl status }';
const ORDER = /* GraphQL */ `query ($orderId: Int!) {
  order(orderId: $orderId) { status lines { orderItemId state inspection } ${PARCELS} }
}`;
const RENTAL = /* GraphQL */ `query ($orderItemId: Int!) {
  viewer {
    rentalItem(orderItemId: $orderItemId) { ${PARCELS} }
    rentalHistory(first: 1) { edges { node { orderItemId ${PARCELS} } } }
  }
}`;

describe('warehouse events through GraphQL', () => {
  it("the order and the rental history show the carrier's parcel and link; the line its inspection", async () => {
    const { b, orderId } = await rentalOrder(gw.url, 1_136);
    const tracking = `1ZGW${orderId}`;
    const url = `https://ups.example/track?n=${tracking}`;
    expect((await warehouse({ type: 'order.packed', orderId })).code).toBe(0);
    expect(
      (await warehouse({ type: 'parcel.shipped', orderId, carrier: 'UPS', trackingNumber: tracking, trackingUrl: url }))
        .code,
    ).toBe(0);
    const shipped = (await b.gql(ORDER, { orderId })).data.order;
    expect(shipped.status).toBe('INCOMING');
    expect(shipped.shipments).toEqual([
      { direction: 'OUTBOUND', carrier: 'UPS', trackingCode: tracking, trackingUrl: url, status: 'INCOMING' },
    ]);
    const [line] = shipped.lines as { orderItemId: number }[];
    const rental = await b.gql(RENTAL, { orderItemId: line!.orderItemId });
    expect(rental.errors).toBeUndefined();
    expect(rental.data.viewer.rentalItem.shipments).toEqual(shipped.shipments);
    // the history's page carries each item's parcels (no detail call per card)
    expect(rental.data.viewer.rentalHistory.edges[0].node).toEqual({
      orderItemId: line!.orderItemId,
      shipments: shipped.shipments,
    });

    expect((await warehouse({ type: 'parcel.delivered', trackingNumber: tracking })).code).toBe(0);
    const asked = await b.gql(REQUEST_RETURN, { input: { orderId, orderItemIds: [line!.orderItemId] } });
    expect(asked.data.requestReturn.userErrors).toEqual([]);
    const parcels = (await b.gql(ORDER, { orderId })).data.order.shipments as {
      direction: string;
      trackingCode: string;
    }[];
    const back = parcels.find((p) => p.direction === 'RETURN')!;
    expect((await warehouse({ type: 'return.received', trackingNumber: back.trackingCode })).code).toBe(0);
    expect(
      (await warehouse({ type: 'item.inspected', orderItemId: line!.orderItemId, outcome: 'needs-cleaning' })).code,
    ).toBe(0);
    const returned = (await b.gql(ORDER, { orderId })).data.order;
    expect(returned.status).toBe('RETURNED');
    expect(returned.lines).toEqual([
      { orderItemId: line!.orderItemId, state: 'RETURNED', inspection: 'NEEDS_CLEANING' },
    ]);
  });
});
