/** Helpers of the returns tests: a member's delivered rental or purchase, the local carrier moved on, the queries. */
import { expect } from 'vitest';
import { Browser, freshShopper } from './account-helpers.js';
import { v1 } from './helpers.js';
import { ADD_TO_TOTE, inStockSkus } from './tote-queries.js';
import { checkout, CREATE_ORDER, readyToPay } from './member-queries.js';

export const TICKET_FIELDS = /* GraphQL */ `
  id
  ticketId
  orderId
  returnCode
  status
  items {
    orderItemId
    title
    state
  }
  labelUrl
  labelUntil
  cancellable
  createdAt
  shipment {
    direction
    status
    trackingCode
    events {
      status
      description
    }
  }
  refund {
    amount {
      amount
    }
    status
    refundedAt
    receipt {
      id
      costType
      amount {
        amount
      }
    }
  }
`;

const PAYLOAD = /* GraphQL */ `
  ticket { ${TICKET_FIELDS} }
  order { orderId status primaryActions secondaryActions lines { orderItemId state } }
  userErrors { code field message }
`;

export const REQUEST_RETURN = /* GraphQL */ `
  mutation RequestReturn($input: RequestReturnInput!) { requestReturn(input: $input) { ${PAYLOAD} } }
`;
export const CANCEL_RETURN = /* GraphQL */ `
  mutation CancelReturn($input: CancelReturnInput!) { cancelReturn(input: $input) { ${PAYLOAD} } }
`;
export const RETURN_TICKET = /* GraphQL */ `
  query ReturnTicket($ticketId: Int!) { returnTicket(ticketId: $ticketId) { ${TICKET_FIELDS} } }
`;
export const TICKET_NODE = /* GraphQL */ `
  query TicketNode($id: ID!) {
    node(id: $id) {
      __typename
      ... on ReturnTicket {
        ticketId
        returnCode
      }
    }
  }
`;
export const ORDER_RETURNS = /* GraphQL */ `
  query OrderReturns($orderId: Int!) {
    order(orderId: $orderId) {
      orderId
      status
      primaryActions
      secondaryActions
      lines {
        orderItemId
        state
      }
      returnOptions {
        items {
          line {
            orderItemId
            saleType
          }
          refund {
            amount
          }
        }
        window {
          open
          until
          reason
          days
        }
      }
      refundReceipts {
        id
        receiptId
        orderId
        costType
        amount {
          amount
        }
      }
    }
  }
`;

export interface Delivered {
  b: Browser;
  orderId: number;
  orderItemIds: number[];
}

/** Moves the local carrier for the order one step at a time until `done` holds for it (at most 8 steps). */
export async function advanceUntil(
  b: Browser,
  orderId: number,
  done: (order: { status: string; lines: { state: string | null }[] }) => boolean,
) {
  for (let i = 0; i < 8; i++) {
    const r = await b.gql(ORDER_RETURNS, { orderId });
    expect(r.errors).toBeUndefined();
    if (done(r.data.order)) return r.data.order;
    const moved = await v1<{ moved: number }>('/dev/fulfilment/advance', { orderId });
    expect(moved.code).toBe(0);
  }
  throw new Error(`order ${orderId} never reached the expected state`);
}

const delivered = (o: { status: string }) => o.status === 'DELIVERED';

/** A fresh member (paid membership) with a paid rent order of `count` in-stock items, not moved yet. */
export async function rentalOrder(
  gatewayUrl: string,
  offset: number,
  count = 1,
): Promise<{ b: Browser; orderId: number }> {
  const b = await freshShopper(gatewayUrl);
  await readyToPay(b);
  const joined = await checkout(b, 'SUBSCRIBE');
  expect(joined.payload.paymentResult.status).toBe('SUCCESS');
  const cartItemIds: string[] = [];
  for (const sku of await inStockSkus(count, offset, 12)) {
    const added = await b.gql(ADD_TO_TOTE, { input: { saleType: 'RENT', sku: sku.sku } });
    expect(added.data.addToTote.userErrors).toEqual([]);
    cartItemIds.push(added.data.addToTote.item.id);
  }
  const rent = await b.gql(CREATE_ORDER, { input: { mode: 'RENT_ONLY', cartItemIds } });
  expect(rent.data.createOrder.userErrors).toEqual([]);
  return { b, orderId: rent.data.createOrder.order.orderId as number };
}

/** A fresh member (paid membership) whose rent order of `count` in-stock items has been delivered. */
export async function deliveredRental(gatewayUrl: string, offset: number, count = 1): Promise<Delivered> {
  const { b, orderId } = await rentalOrder(gatewayUrl, offset, count);
  const order = await advanceUntil(b, orderId, delivered);
  return { b, orderId, orderItemIds: order.lines.map((l: { orderItemId: number }) => l.orderItemId) };
}

/** A paid purchase order (see share-helpers' orderMaker) moved on until delivered. */
export async function deliveredPurchase(placed: { b: Browser; orderId: number }): Promise<Delivered> {
  const order = await advanceUntil(placed.b, placed.orderId, delivered);
  return {
    b: placed.b,
    orderId: placed.orderId,
    orderItemIds: order.lines.map((l: { orderItemId: number }) => l.orderItemId),
  };
}
